import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { accountDataSlice } from '../features/account';
import { aiSlice } from '../features/ai';
import { datedActionsSlice } from '../features/datedActions';
import { companiesSlice } from '../features/companies';
import { connectionSlice, requestsSlice } from '../features/connection';
import { creditsSlice, serverSettingsSlice } from '../features/credits';
import { filesSlice } from '../features/files';
import { jobApplicationsSlice } from '../features/jobApplications';
import { notificationsSlice } from '../features/notifications';
import { sessionSlice } from '../features/session';
import { termsSlice } from '../features/terms';
import { localeSlice } from '../i18n/localeSlice';
import { devToolsOptions } from './devTools';
import { rootSaga } from './rootSaga';

export const rootReducer = combineSlices(
  sessionSlice,
  termsSlice,
  localeSlice,
  connectionSlice,
  requestsSlice,
  notificationsSlice,
  jobApplicationsSlice,
  companiesSlice,
  datedActionsSlice,
  filesSlice,
  aiSlice,
  creditsSlice,
  serverSettingsSlice,
  accountDataSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

/** Builds a store with its sagas running. The app makes one at start-up; each test makes its own. */
export function setupStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      // An upload's chosen File travels in its action to the saga that sends it; it never reaches the state.
      getDefaultMiddleware({ serializableCheck: { ignoredActionPaths: ['payload.file'] } }).concat(sagaMiddleware),
    devTools: devToolsOptions(process.env.NODE_ENV === 'production'),
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
