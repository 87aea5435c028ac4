import { combineSlices, configureStore, type Action, type WithSlice } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { accountDataSlice, accountSlice } from '../features/account';
import type { aiSlice } from '../features/ai';
import type { boardSlice } from '../features/board';
import type { datedActionsSlice } from '../features/datedActions';
import type { captureSlice } from '../features/capture';
import type { companiesSlice } from '../features/companies';
import type { contactsSlice } from '../features/contacts';
import type { csvImportSlice } from '../features/csvImport';
import { connectionSlice, requestsSlice } from '../features/connection';
import { balanceSlice, creditsSlice, serverSettingsSlice } from '../features/credits';
import type { filesSlice } from '../features/files';
import type { insightsSlice } from '../features/insights';
import type { jobApplicationsSlice, listViewSlice } from '../features/jobApplications';
import { notificationsSlice } from '../features/notifications';
import { offlineSlice, workspaceCopyApplied } from '../features/offline';
import { settingsSlice } from '../features/settings';
import { loginLinkSlice, sessionSlice } from '../features/session';
import { termsAcceptanceSlice, termsSlice } from '../features/terms';
import { localeSlice } from '../i18n/localeSlice';
import { devToolsOptions } from './devTools';
import { rootSaga } from './rootSaga';
import type { WorkspaceFeatures } from './workspaceChunk';
import { withWorkspaceCopy } from './workspaceCopy';
import type { CurrentPath, WorkspaceHost } from './workspaceSaga';

/** The workspace features' state, added once their chunk has arrived (workspaceSaga). */
type WorkspaceState = WithSlice<typeof jobApplicationsSlice> &
  WithSlice<typeof listViewSlice> &
  WithSlice<typeof boardSlice> &
  WithSlice<typeof csvImportSlice> &
  WithSlice<typeof captureSlice> &
  WithSlice<typeof companiesSlice> &
  WithSlice<typeof contactsSlice> &
  WithSlice<typeof datedActionsSlice> &
  WithSlice<typeof filesSlice> &
  WithSlice<typeof aiSlice> &
  WithSlice<typeof insightsSlice>;

// The features every page needs from the start; the workspace's come later (see workspaceFeatures.ts).
export const rootReducer = combineSlices(
  sessionSlice,
  loginLinkSlice,
  accountSlice,
  termsSlice,
  termsAcceptanceSlice,
  localeSlice,
  connectionSlice,
  requestsSlice,
  notificationsSlice,
  creditsSlice,
  balanceSlice,
  serverSettingsSlice,
  accountDataSlice,
  offlineSlice,
  settingsSlice,
).withLazyLoadedSlices<WorkspaceState>();

/**
 * The whole state, the workspace's included: its slices are read only by the workspace's pages and sagas, which
 * run once they are there (WorkspaceGate, workspaceSaga).
 */
export type RootState = Omit<ReturnType<typeof rootReducer>, keyof WorkspaceState> & WorkspaceState;

/**
 * The root reducer, which also puts a copy of the workspace read back from the browser into the workspace's
 * slices (workspaceCopy.ts): the copy is the app's to apply, as only the app knows every slice it fills.
 */
function appReducer(state: Parameters<typeof rootReducer>[0], action: Action): ReturnType<typeof rootReducer> {
  const next = rootReducer(state, action);
  return workspaceCopyApplied.match(action) ? withWorkspaceCopy(next as RootState, action.payload.copy) : next;
}

let injectedWorkspace: WorkspaceFeatures | undefined;

/**
 * Adds the workspace features' slices to the root reducer (once is enough; again changes nothing). The root
 * reducer is one for the page, and so is this: stores made later (tests) start with the workspace's state, and
 * their sagas find the features here instead of downloading them.
 */
export const workspaceHost: WorkspaceHost = {
  inject: (features) => {
    for (const slice of features.workspaceSlices) rootReducer.inject(slice);
    injectedWorkspace = features;
  },
  injected: () => injectedWorkspace,
};

export const injectWorkspace = workspaceHost.inject;

export interface StoreOptions {
  /** The router's address, for the workspace's features to ask for the data of the page they start on. */
  readonly currentPath?: CurrentPath;
}

/** Builds a store with its sagas running. The app makes one at start-up; each test makes its own. */
export function setupStore(preloadedState?: Partial<RootState>, { currentPath }: StoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: appReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      // An upload's chosen File travels in its action to the saga that sends it; it never reaches the state.
      getDefaultMiddleware({ serializableCheck: { ignoredActionPaths: ['payload.file'] } }).concat(sagaMiddleware),
    devTools: devToolsOptions(process.env.NODE_ENV === 'production'),
  });
  sagaMiddleware.run(rootSaga, workspaceHost, currentPath);
  // Read with the workspace's state: see RootState.
  return store as Omit<typeof store, 'getState'> & { getState: () => RootState };
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
