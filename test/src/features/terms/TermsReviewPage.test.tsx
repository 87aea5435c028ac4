import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { termsAccepted } from '../../../../src/features/session/termsEvents';
import { connectedSessionState, storeConnectedSession } from '../../testUtils/fixtures';
import { errorAnswer, installFakeApi, removeFakeApi, termsAnswer } from '../../testUtils/fakeApi';
import { renderApp } from '../../testUtils/renderApp';

jest.setTimeout(20_000);

const pendingTerms = { session: { ...connectedSessionState, accepted_terms: 'terms-v0' } };

afterEach(() => {
  removeFakeApi();
  localStorage.clear();
});

describe('terms review page', () => {
  it('shows the terms of the interface language, then accepts them and goes back where the guard came from', async () => {
    const requests = installFakeApi(() => termsAnswer('terms-v1', '<h1>Conditions</h1><p>Soyez aimables.</p>'));
    const { router, store } = renderApp({ path: '/files', preloadedState: { ...pendingTerms, locale: { current: 'fr-FR' } } });
    expect(await screen.findByTestId('terms-content')).toHaveTextContent('Soyez aimables.');
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/terms/current?locale=fr-FR' });
    expect(screen.getByTestId('page-title')).toHaveTextContent('Conditions d’utilisation');

    fireEvent.click(screen.getByTestId('terms-accept'));
    // The acceptance saga took the click: account.accept_terms waits for the live channel, a fake here that
    // never answers (the saga has its own tests), so the answer is played by the test.
    expect(store.getState().termsAcceptance.status).toBe('submitting');
    expect(Object.values(store.getState().requests.pending)).toEqual([
      expect.objectContaining({ request: 'account.accept_terms', params: { accepted_terms: 'terms-v1' } }),
    ]);
    act(() => {
      store.dispatch(termsAccepted('terms-v1'));
    });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/files');
    });
    expect(localStorage.getItem('accepted_terms')).toBe('terms-v1');
  });

  // From the help page, which asks the server nothing, so the accept request is the only one pending.
  it('after a reload, sends an account whose saved terms version went stale to the review, and accepts the version shown', async () => {
    // Saved at an earlier sign-in, when terms-v1 was current and accepted; the server has published terms-v2 since.
    storeConnectedSession(); // terms-v1, accepted and current
    const requests = installFakeApi(() => termsAnswer('terms-v2', '<h1>Terms</h1><p>Version two.</p>'));
    const { router, store } = renderApp({ path: '/help' });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/terms_review');
    });
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/terms/current?locale=en-US' });
    expect(localStorage.getItem('current_terms')).toBe('terms-v2');
    expect(await screen.findByTestId('terms-content')).toHaveTextContent('Version two.');

    fireEvent.click(screen.getByTestId('terms-accept'));
    expect(Object.values(store.getState().requests.pending)).toEqual([
      expect.objectContaining({ request: 'account.accept_terms', params: { accepted_terms: 'terms-v2' } }),
    ]);
    act(() => {
      store.dispatch(termsAccepted('terms-v2'));
    });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/help');
    });
  });

  it('waits for the terms before the accept button works', async () => {
    installFakeApi(() => new Promise(() => undefined));
    renderApp({ path: '/terms_review', preloadedState: pendingTerms });
    expect(await screen.findByTestId('terms-loading')).toHaveTextContent('Loading the Terms of Service…');
    expect(screen.getByTestId('terms-accept')).toBeDisabled();
  });

  it('says when the terms cannot be loaded, and tries again', async () => {
    let calls = 0;
    installFakeApi(() => {
      calls += 1;
      return calls === 1 ? errorAnswer('internal', 500) : termsAnswer('terms-v1');
    });
    renderApp({ path: '/terms_review', preloadedState: pendingTerms });
    expect(await screen.findByTestId('terms-error')).toHaveTextContent('An error occurred, please try later');
    expect(screen.getByTestId('terms-accept')).toBeDisabled();
    fireEvent.click(screen.getByTestId('terms-retry'));
    expect(await screen.findByTestId('terms-content')).toBeInTheDocument();
    expect(screen.getByTestId('terms-accept')).toBeEnabled();
  });
});
