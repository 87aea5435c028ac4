// The `/login/{login_info}` page in the whole app: it shows the account the server names for the link's token
// (never the link's own email), asks before replacing another signed-in account (keyboard included), and
// explains a link whose token opens no live session, in the interface language.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LoginInfo, SessionOwner } from '../../../../contract';
import { connectedSession, connectedSessionState, signedInAccountOf } from '../../testUtils/fixtures';
import { errorAnswer, installFakeApi, removeFakeApi, termsAnswer, type FakeAnswer, type RecordedRequest } from '../../testUtils/fakeApi';
import { renderApp } from '../../testUtils/renderApp';

jest.setTimeout(20_000);

/** Ada signed in here, with her balance (which the credits feature keeps beside the session). */
const signedInAsAda = { session: connectedSessionState, balance: { credits: connectedSession.credits } };

const BOB_TOKEN = 'token-bob';
const bob: SessionOwner = {
  user_id: '0b9e7f55-8f0a-4c3e-8d3e-2a6f7d9b1c22',
  email: 'bob@example.com',
  credits: 9,
  locale: 'en-US',
  accepted_terms: 'terms-v1',
  current_terms: 'terms-v1',
};

/** A link as anyone can forge it: any email, credits and terms beside a token. */
function linkPath(token: string, claims: Partial<LoginInfo> = {}): string {
  const info: LoginInfo = {
    user_id: connectedSession.user_id,
    email: connectedSession.email,
    token,
    credits: 1000,
    accepted_terms: 'terms-v1',
    current_terms: 'terms-v1',
    ...claims,
  };
  return `/login/${btoa(JSON.stringify(info))}`;
}

function serverWith(owner: (token: string) => FakeAnswer): RecordedRequest[] {
  return installFakeApi(({ url, body }) => {
    if (url === '/api/session/owner') return owner((body as { token: string }).token);
    if (url === '/api/logout') return { status: 204 };
    if (url.startsWith('/api/terms/current')) return termsAnswer('terms-v1');
    return errorAnswer('not_found', 404);
  });
}

const bobsToken = (token: string): FakeAnswer => (token === BOB_TOKEN ? { body: bob } : errorAnswer('unauthorized', 401));

afterEach(() => {
  removeFakeApi();
  localStorage.clear();
});

describe('the login link page', () => {
  it('signed out: names the account the server names, whatever the link says, asks, and signs it in and goes home', async () => {
    const requests = serverWith(bobsToken);
    // The link claims to be Ada's, with 1000 credits; its token is Bob's.
    const { store, router } = renderApp({ path: linkPath(BOB_TOKEN), strictMode: true });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sign in with this link?')).toBeInTheDocument();
    expect(screen.getByTestId('login-link-switch-body')).toHaveTextContent(
      `This link signs you in as ${bob.email}. Continue only if this is your account: anything you add would be kept in it.`,
    );
    // Nobody is signed in until the visitor says so.
    expect(store.getState().session.token).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(signedInAccountOf(store.getState())).toMatchObject({ ...bob, token: BOB_TOKEN });
    expect(localStorage.getItem('user_email')).toBe(bob.email);
    const asked = requests.filter((request) => request.url === '/api/session/owner');
    expect(asked.length).toBeGreaterThan(0);
    for (const request of asked) {
      // In the body, never the URL; with the CSRF header as every POST.
      expect(request).toMatchObject({ method: 'POST', body: { token: BOB_TOKEN }, headers: expect.objectContaining({ 'x-csrf-token': 'csrf-test' }) });
    }
  });

  it('signed in as another account: shows the link account’s email and asks, and Cancel keeps the signed-in one', async () => {
    serverWith(bobsToken);
    const { store, router } = renderApp({ path: linkPath(BOB_TOKEN), preloadedState: signedInAsAda });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sign in to another account?')).toBeInTheDocument();
    expect(screen.getByTestId('login-link-switch-body')).toHaveTextContent(
      `You are signed in as ${connectedSession.email}. This link signs you in as ${bob.email} instead`,
    );
    expect(screen.getByTestId('login-link-account')).toHaveTextContent(`Signing in as ${bob.email}…`);
    fireEvent.click(within(dialog).getByTestId('login-link-switch-cancel'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(signedInAccountOf(store.getState())).toMatchObject(connectedSession);
  });

  it('signed in as another account: Switch account signs the link account in', async () => {
    const requests = serverWith(bobsToken);
    const { store, router } = renderApp({ path: linkPath(BOB_TOKEN), preloadedState: signedInAsAda });
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('login-link-switch-confirm'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(signedInAccountOf(store.getState())).toMatchObject({ ...bob, token: BOB_TOKEN });
    await waitFor(() => {
      expect(requests).toContainEqual(
        expect.objectContaining({ url: '/api/logout', headers: expect.objectContaining({ Authorization: `Bearer ${connectedSession.token}` }) }),
      );
    });
  });

  it('moves the focus into the question, and Escape declines', async () => {
    serverWith(bobsToken);
    const { store, router } = renderApp({ path: linkPath(BOB_TOKEN), preloadedState: signedInAsAda });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Sign in to another account?');
    await waitFor(() => {
      expect(dialog.contains(document.activeElement)).toBe(true);
    });
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(store.getState().session.token).toBe(connectedSession.token);
  });

  it('signed in as the link account: continues without a question', async () => {
    serverWith(() => ({ body: { ...bob, user_id: connectedSession.user_id, email: connectedSession.email } }));
    const { store, router } = renderApp({ path: linkPath('token-ada-2'), preloadedState: signedInAsAda });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().session.token).toBe('token-ada-2');
  });

  it('says a link whose token opens no live session is no longer valid, with a link to sign in, and signs nobody out', async () => {
    serverWith(() => errorAnswer('unauthorized', 401));
    const { store } = renderApp({ path: linkPath('revoked-token'), preloadedState: signedInAsAda });
    const alert = await screen.findByTestId('login-link-invalid');
    expect(alert).toHaveTextContent('This sign-in link is no longer valid: it has expired or was revoked.');
    expect(within(alert).getByRole('link', { name: 'Sign in with your email and password' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().session.token).toBe(connectedSession.token);
  });

  it('says so in French', async () => {
    serverWith(() => errorAnswer('unauthorized', 401));
    renderApp({ path: linkPath('revoked-token'), preloadedState: { locale: { current: 'fr-FR' } } });
    expect(await screen.findByTestId('login-link-invalid')).toHaveTextContent(
      /^Ce lien de connexion n’est plus valide\s: il a expiré ou a été révoqué\./,
    );
    expect(screen.getByRole('link', { name: 'Se connecter avec son adresse e-mail et son mot de passe' })).toBeInTheDocument();
  });

  it('offers to try again when the server cannot be reached', async () => {
    let reachable = false;
    serverWith((token) => (reachable ? bobsToken(token) : { status: 503, body: 'down', contentType: 'text/plain' }));
    const { store, router } = renderApp({ path: linkPath(BOB_TOKEN) });
    const failed = await screen.findByTestId('login-link-failed');
    expect(failed).toHaveTextContent('The sign-in link could not be checked.');
    reachable = true;
    act(() => {
      fireEvent.click(screen.getByTestId('login-link-retry'));
    });
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('login-link-switch-confirm'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(store.getState().session.token).toBe(BOB_TOKEN);
  });

  it('signed out: Cancel signs nobody in and leaves for the sign-in page', async () => {
    serverWith(bobsToken);
    const { store, router } = renderApp({ path: linkPath(BOB_TOKEN) });
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(store.getState().session.token).toBeNull();
    expect(localStorage.getItem('user_token')).toBeNull();
  });

  it('sends a malformed link to the sign-in page, which says so, without asking the server', async () => {
    const requests = serverWith(bobsToken);
    const { router } = renderApp({ path: '/login/not-a-session' });
    expect(await screen.findByTestId('login-info-invalid')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(requests.filter((request) => request.url === '/api/session/owner')).toEqual([]);
  });
});
