// The root component: store, locale (react-intl + antd) and router. The entry point and the tests pass in
// the store and router they need (browser history in the app, memory history in tests).
import { Provider } from 'react-redux';
import { RouterProvider, type RouterProviderProps } from 'react-router';
import { LocaleProvider } from '../i18n/LocaleProvider';
import type { AppStore } from './store';

export interface AppProps {
  readonly store: AppStore;
  readonly router: RouterProviderProps['router'];
}

export function App({ store, router }: AppProps) {
  return (
    <Provider store={store}>
      <LocaleProvider>
        <RouterProvider router={router} />
      </LocaleProvider>
    </Provider>
  );
}
