// Signing in as another account while one is signed in (the sign-in pages stay open to a signed-in user):
// nothing of the first account stays in memory, and the live channel joins as the new one.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Action, Company } from '../../../../contract';
import { datedActionLoaded } from '../../../../src/features/datedActions/datedActionsSlice';
import { companyLoaded } from '../../../../src/features/companies/companiesSlice';
import { jobApplicationLoaded } from '../../../../src/features/jobApplications/jobApplicationsSlice';
import type { AccountSession } from '../../../../src/features/session/sessionSlice';
import { connectedSession, connectedSessionState, jobApplicationFixture } from '../../testUtils/fixtures';
import { errorAnswer, installFakeApi, removeFakeApi, termsAnswer } from '../../testUtils/fakeApi';
import { openedSockets, renderApp } from '../../testUtils/renderApp';

jest.setTimeout(20_000);

const alice = connectedSession;
const bob: AccountSession = {
  ...connectedSession,
  user_id: '0b9e7f55-8f0a-4c3e-8d3e-2a6f7d9b1c22',
  email: 'bob@example.com',
  token: 'token-bob',
};

const aliceApplication = jobApplicationFixture('7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f');
const aliceCompany: Company = { id: '3d4f8a10-5b6c-4d7e-8f90-a1b2c3d4e5f6', name: 'Acme', url: null, notes: '', logo: null, created: '2026-11-22T09:30:00.000Z' };
const aliceAction: Action = {
  id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  action_id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  job_application_id: aliceApplication.id,
  type: 'interview',
  title: 'First interview',
  notes: '',
  date: '2030-01-10T09:00:00.000Z',
  created: '2026-11-22T09:30:00.000Z',
};

function encodeLoginInfo(session: AccountSession): string {
  const { locale: _locale, ...info } = session;
  return btoa(JSON.stringify(info));
}

afterEach(() => {
  removeFakeApi();
  localStorage.clear();
});

describe('signing in as another account', () => {
  function renderAsAlice(path: string) {
    const view = renderApp({ path, preloadedState: { session: connectedSessionState } });
    act(() => {
      view.store.dispatch(companyLoaded({ data: aliceCompany, lastUpdated: 1 }));
      view.store.dispatch(jobApplicationLoaded({ data: aliceApplication, lastUpdated: 1 }));
      view.store.dispatch(datedActionLoaded({ data: aliceAction, lastUpdated: 1 }));
    });
    expect(view.store.getState().companies.items[aliceCompany.id]).toBeDefined();
    return view;
  }

  function expectNothingOfAlice(state: ReturnType<ReturnType<typeof renderApp>['store']['getState']>) {
    expect(state.companies.items[aliceCompany.id]).toBeUndefined();
    expect(state.jobApplications.items[aliceApplication.id]).toBeUndefined();
    expect(state.datedActions.items[aliceAction.id]).toBeUndefined();
  }

  it('from the sign-in form: clears the first account’s data, joins as the new one and revokes the old token', async () => {
    const requests = installFakeApi(({ url }) => {
      if (url === '/api/login') return { body: bob };
      if (url === '/api/logout') return { status: 204 };
      if (url.startsWith('/api/terms/current')) return termsAnswer(bob.current_terms);
      return errorAnswer('not_found', 404);
    });
    const { store, router } = renderAsAlice('/login');
    expect(openedSockets().at(-1)?.token).toBe(alice.token);
    const aliceSocket = openedSockets().at(-1);

    fireEvent.change(await screen.findByTestId('sign-in-email'), { target: { value: bob.email } });
    fireEvent.change(screen.getByTestId('sign-in-password'), { target: { value: 'Secret-123' } });
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });

    expect(store.getState().session).toMatchObject({ user_id: bob.user_id, token: bob.token });
    expectNothingOfAlice(store.getState());
    const bobSocket = openedSockets().at(-1);
    expect(bobSocket?.token).toBe(bob.token);
    expect(bobSocket?.lastChannel.topic).toBe(`user:${bob.user_id}`);
    expect(aliceSocket?.disconnectCount).toBe(1);
    await waitFor(() => {
      expect(requests).toContainEqual(
        expect.objectContaining({ method: 'POST', url: '/api/logout', headers: expect.objectContaining({ Authorization: `Bearer ${alice.token}` }) }),
      );
    });
    expect(localStorage.getItem('user_token')).toBe(bob.token);
  });

  it('from a login link, once the switch is confirmed: clears the first account’s data and joins as the new one', async () => {
    const { token: _token, ...bobOwner } = bob;
    installFakeApi(({ url }) => {
      if (url.startsWith('/api/terms/current')) return termsAnswer(bob.current_terms);
      if (url === '/api/session/owner') return { body: bobOwner };
      return { status: 204 };
    });
    const { store, router } = renderAsAlice('/help');
    await screen.findByTestId('page-title');
    act(() => {
      void router.navigate(`/login/${encodeLoginInfo(bob)}`);
    });
    fireEvent.click(await screen.findByTestId('login-link-switch-confirm'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(store.getState().session).toMatchObject({ user_id: bob.user_id, token: bob.token });
    expectNothingOfAlice(store.getState());
    expect(openedSockets().at(-1)?.token).toBe(bob.token);
  });
});
