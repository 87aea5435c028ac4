import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initialSessionState, savedSessionChecked } from '../../../../src/features/session/sessionSlice';
import { connectedSession, connectedSessionState, storeConnectedSession } from '../../testUtils/fixtures';
import { installFakeApi, removeFakeApi, termsAnswer } from '../../testUtils/fakeApi';
import { renderApp, storeWithoutSagas } from '../../testUtils/renderApp';

jest.setTimeout(20_000);

afterEach(() => {
  localStorage.clear();
  removeFakeApi();
});

describe('route guard', () => {
  it.each(['/', '/job_applications', '/files', '/help', '/transactions', '/no/such/page', '/terms_review'])(
    'sends a visitor without a session from %s to /login, remembering where they were going',
    async (path) => {
      const { router } = renderApp({ path });
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/login');
      });
      expect(router.state.location.state).toEqual({ from: { pathname: path, search: '', hash: '' } });
      expect(await screen.findByTestId('sign-in-email')).toBeInTheDocument();
    },
  );

  it.each([
    ['/login', 'Sign in'],
    ['/sign_up', 'Sign up'],
    ['/sign_up_confirmation/', 'Check your email'],
    ['/sign_up_confirmation/abc', 'Email confirmation'],
    ['/reset_password', 'Reset your password'],
    ['/reset_password_confirmation/abc', 'Choose a new password'],
  ])('opens %s to anyone', async (path, title) => {
    installFakeApi(() => ({ body: 'success' }));
    const { router } = renderApp({ path });
    expect(await screen.findByTestId('page-title')).toHaveTextContent(title);
    expect(router.state.location.pathname).toBe(path);
  });

  it('loads the saved session from storage instead of sending to /login', async () => {
    installFakeApi(() => termsAnswer(connectedSession.current_terms));
    storeConnectedSession();
    const { router, store } = renderApp({ path: '/files' });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Files');
    expect(router.state.location.pathname).toBe('/files');
    expect(store.getState().session.token).toBe(connectedSession.token);
  });

  it('waits for the saved session to be looked for before deciding', async () => {
    // A store whose session saga has not run yet: the guard shows a wait, not a redirect.
    const store = storeWithoutSagas({ session: initialSessionState });
    const { router } = renderApp({ path: '/files', store });
    expect(await screen.findByTestId('session-check')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/files');
    act(() => {
      store.dispatch(savedSessionChecked());
    });
    // Not connected: the guard asks for storage to be read again (another tab may have signed in since), and
    // waits for that too.
    await waitFor(() => {
      expect(store.getState().session.savedSessionChecked).toBe(false);
    });
    expect(screen.getByTestId('session-check')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/files');
    act(() => {
      store.dispatch(savedSessionChecked());
    });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
  });

  it('loads the session another tab saved since the page opened, instead of sending to /login', async () => {
    installFakeApi(() => termsAnswer(connectedSession.current_terms));
    const { router, store } = renderApp({ path: '/login' });
    await screen.findByTestId('sign-in-email');
    // The user signs in in another tab, which saves the session in the storage both tabs share.
    storeConnectedSession();
    act(() => {
      void router.navigate('/files');
    });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Files');
    expect(router.state.location.pathname).toBe('/files');
    expect(store.getState().session.token).toBe(connectedSession.token);
  });

  it('sends an account whose accepted terms differ to /terms_review, which stays reachable', async () => {
    installFakeApi(() => termsAnswer('terms-v1'));
    storeConnectedSession('terms-v0');
    const { router } = renderApp({ path: '/files' });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/terms_review');
    });
    expect(router.state.location.state).toEqual({ from: { pathname: '/files', search: '', hash: '' } });
    expect(await screen.findByTestId('terms-content')).toBeInTheDocument();
  });

  it('sends an account that never accepted terms to /terms_review', async () => {
    installFakeApi(() => termsAnswer('terms-v1'));
    const { router } = renderApp({ path: '/help', preloadedState: { session: { ...connectedSessionState, accepted_terms: null } } });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/terms_review');
    });
  });

  it('shows the not-found page to a signed-in user', async () => {
    renderApp({ path: '/no/such/page', preloadedState: { session: connectedSessionState } });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('lets a signed-in user stay on /login and /sign_up, with Sign Out in the menu', async () => {
    installFakeApi(() => termsAnswer('terms-v1'));
    const { router } = renderApp({ path: '/sign_up', preloadedState: { session: connectedSessionState } });
    expect(await screen.findByTestId('sign-up-email')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign_up');
    fireEvent.click(screen.getByTestId('menu-toggle'));
    expect(within(await screen.findByTestId('drawer-menu')).getByText('Sign Out')).toBeInTheDocument();
  });

  it('signing out from the menu ends on /login, signed out, with storage cleared', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const requests = installFakeApi(({ method }) => (method === 'GET' ? termsAnswer(connectedSession.current_terms) : { status: 204 }));
    storeConnectedSession();
    const { router, store } = renderApp({ path: '/files' });
    await screen.findByText('Files', { selector: '[data-testid="page-title"]' });
    fireEvent.click(screen.getByTestId('menu-toggle'));
    fireEvent.click(within(await screen.findByTestId('drawer-menu')).getByText('Sign Out'));
    await waitFor(() => {
      expect(store.getState().session.token).toBeNull();
    });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.length).toBe(0);
    expect(requests.filter(({ method }) => method === 'POST')).toEqual([expect.objectContaining({ url: '/api/logout' })]);
  });
});
