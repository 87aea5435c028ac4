// The login link saga: the server names the account of the link's token, that account signs in (the link's
// own email and credits count for nothing), and another signed-in account is replaced only once the user
// confirms.
import { configureStore } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import createSagaMiddleware from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { SessionOwner } from '../../../../contract';
import { apiPost } from '../../../../src/api/httpClient';
import { checkLoginLink, watchLoginLinks } from '../../../../src/features/session/loginLinkSaga';
import {
  loginInfoOpened,
  loginLinkAccepted,
  loginLinkCheckFailed,
  loginLinkLeft,
  loginLinkRefused,
  loginLinkSwitchAsked,
  loginLinkSwitchCanceled,
  loginLinkSwitchConfirmed,
} from '../../../../src/features/session/loginLinkSlice';
import { accountChanged, signedIn } from '../../../../src/features/session/sessionSlice';
import {
  apiError,
  accountReducer as reducer,
  connectedState,
  networkFailures,
  signedOutState,
  type AccountTestState,
} from '../../testUtils/accountSagaSupport';
import { installFakeApi, removeFakeApi } from '../../testUtils/fakeApi';
import { connectedSession, signedInAccountOf } from '../../testUtils/fixtures';

const BOB_TOKEN = 'token-bob';
const bob: SessionOwner = {
  user_id: '0b9e7f55-8f0a-4c3e-8d3e-2a6f7d9b1c22',
  email: 'bob@example.com',
  credits: 9,
  locale: 'fr-FR',
  accepted_terms: 'terms-v1',
  current_terms: 'terms-v1',
};
const bobSession = { ...bob, token: BOB_TOKEN };
const { token: _aliceToken, ...alice } = connectedSession;

const askedAbout = (token: string) => matchers.call(apiPost, '/session/owner', { token });

describe('login link saga', () => {
  it('asks the server whose session the token holds, with the token in the body, and signs that account in once the visitor confirms', async () => {
    const { storeState } = await expectSaga(watchLoginLinks)
      .withReducer(reducer, signedOutState())
      .provide([[askedAbout(BOB_TOKEN), bob]])
      .call(apiPost, '/session/owner', { token: BOB_TOKEN })
      // Nobody is signed in: the question names the link's account alone.
      .put(loginLinkSwitchAsked({ token: BOB_TOKEN, owner: bob, current: null }))
      .put(loginLinkAccepted({ token: BOB_TOKEN, owner: bob }))
      .put(signedIn(bobSession))
      .dispatch(loginInfoOpened({ token: BOB_TOKEN }))
      .dispatch(loginLinkSwitchConfirmed())
      .silentRun(50);
    expect(signedInAccountOf(storeState as AccountTestState)).toMatchObject(bobSession);
    expect(storeState.loginLink).toEqual({ status: 'accepted', token: BOB_TOKEN, owner: bob });
  });

  it('signs nobody in when the signed-out visitor declines', async () => {
    const { storeState } = await expectSaga(watchLoginLinks)
      .withReducer(reducer, signedOutState())
      .provide([[askedAbout(BOB_TOKEN), bob]])
      .put(loginLinkSwitchAsked({ token: BOB_TOKEN, owner: bob, current: null }))
      .not.put.actionType(loginLinkAccepted.type)
      .not.put.actionType(signedIn.type)
      .dispatch(loginInfoOpened({ token: BOB_TOKEN }))
      .dispatch(loginLinkSwitchCanceled())
      .silentRun(50);
    expect(storeState.session.token).toBeNull();
    expect(storeState.loginLink).toEqual({ status: 'canceled', token: BOB_TOKEN });
  });

  it('continues without a question for the account already signed in (a new token of it)', async () => {
    const { storeState } = await expectSaga(watchLoginLinks)
      .withReducer(reducer, connectedState())
      .provide([
        [askedAbout('token-ada-2'), alice],
        [matchers.call.fn(apiPost), undefined],
      ])
      .not.put.actionType(loginLinkSwitchAsked.type)
      .not.put(accountChanged())
      .put(signedIn({ ...alice, token: 'token-ada-2' }))
      .dispatch(loginInfoOpened({ token: 'token-ada-2' }))
      .silentRun(50);
    expect(storeState.session.token).toBe('token-ada-2');
  });

  it('asks before replacing another signed-in account, naming both, and keeps it when the user declines', async () => {
    const { storeState } = await expectSaga(watchLoginLinks)
      .withReducer(reducer, connectedState())
      .provide([[askedAbout(BOB_TOKEN), bob]])
      .put(loginLinkSwitchAsked({ token: BOB_TOKEN, owner: bob, current: connectedSession.email }))
      .not.put.actionType(signedIn.type)
      .not.put(accountChanged())
      .dispatch(loginInfoOpened({ token: BOB_TOKEN }))
      .dispatch(loginLinkSwitchCanceled())
      .silentRun(50);
    expect(signedInAccountOf(storeState as AccountTestState)).toMatchObject(connectedSession);
    expect(storeState.loginLink).toEqual({ status: 'canceled', token: BOB_TOKEN });
  });

  it('replaces the signed-in account once the user confirms, revoking its token', async () => {
    const { storeState } = await expectSaga(watchLoginLinks)
      .withReducer(reducer, connectedState())
      .provide([
        [askedAbout(BOB_TOKEN), bob],
        [matchers.call.fn(apiPost), undefined],
      ])
      .put(loginLinkSwitchAsked({ token: BOB_TOKEN, owner: bob, current: connectedSession.email }))
      .put(accountChanged())
      .put(signedIn(bobSession))
      .call(apiPost, '/logout', undefined, { token: connectedSession.token })
      .dispatch(loginInfoOpened({ token: BOB_TOKEN }))
      .dispatch(loginLinkSwitchConfirmed())
      .silentRun(50);
    expect(signedInAccountOf(storeState as AccountTestState)).toMatchObject(bobSession);
  });

  it('forgets the question when the page is left: a later confirmation signs nobody in', async () => {
    // A real store and the real HTTP client (over a fake fetch), so that each step happens in its own turn.
    installFakeApi(({ url }) => (url === '/api/session/owner' ? { body: bob } : { status: 204 }));
    const sagas = createSagaMiddleware();
    const store = configureStore({
      reducer,
      preloadedState: connectedState(),
      middleware: (defaults) => defaults({ serializableCheck: false }).concat(sagas),
    });
    const task = sagas.run(watchLoginLinks);
    try {
      store.dispatch(loginInfoOpened({ token: BOB_TOKEN }));
      await waitFor(() => {
        expect(store.getState().loginLink.status).toBe('confirming');
      });
      store.dispatch(loginLinkLeft());
      store.dispatch(loginLinkSwitchConfirmed());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(signedInAccountOf(store.getState())).toMatchObject(connectedSession);
      expect(store.getState().loginLink).toMatchObject({ status: 'idle' });
    } finally {
      task.cancel();
      removeFakeApi();
    }
  });

  it('says the link is invalid when the server knows no live session for its token, signing nobody in or out', async () => {
    const { storeState } = await expectSaga(checkLoginLink, loginInfoOpened({ token: 'revoked' }))
      .withReducer(reducer, connectedState())
      .provide([[askedAbout('revoked'), throwError(apiError('unauthorized', 401))]])
      .put(loginLinkRefused('revoked'))
      .not.put.actionType(signedIn.type)
      .run();
    expect(signedInAccountOf(storeState as AccountTestState)).toMatchObject(connectedSession);
    expect(storeState.loginLink).toEqual({ status: 'invalid', token: 'revoked' });
  });

  it.each(networkFailures)('says the check failed on %s', async (_case, failure) => {
    await expectSaga(checkLoginLink, loginInfoOpened({ token: BOB_TOKEN }))
      .withReducer(reducer, signedOutState())
      .provide([[askedAbout(BOB_TOKEN), throwError(failure)]])
      .put(loginLinkCheckFailed({ token: BOB_TOKEN, error: 'network_error' }))
      .not.put.actionType(signedIn.type)
      .run();
  });

  it('does not sign in with an answer that is no account', async () => {
    await expectSaga(checkLoginLink, loginInfoOpened({ token: BOB_TOKEN }))
      .withReducer(reducer, signedOutState())
      .provide([[askedAbout(BOB_TOKEN), { email: 'bob@example.com' }]])
      .put(loginLinkCheckFailed({ token: BOB_TOKEN, error: 'unknown_error' }))
      .not.put.actionType(signedIn.type)
      .run();
  });
});
