import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { getBrowserStorage } from '../../../../src/common/browserStorage';
import { channelStateChanged, joinRefused } from '../../../../src/features/connection/connectionSlice';
import { sendRequest } from '../../../../src/features/requests/requestsSaga';
import {
  refreshCredits,
  restoreSavedSession,
  saveSignedInSession,
  sendChosenLocale,
  watchSession,
} from '../../../../src/features/session/sessionSaga';
import {
  creditsReceived,
  sessionRestored,
  sessionSlice,
  signedIn,
  signedOutSession,
} from '../../../../src/features/session/sessionSlice';
import { localeChosen } from '../../../../src/i18n/localeSlice';
import { connectedSession } from '../../testUtils/fixtures';

const reducer = combineReducers({ session: sessionSlice.reducer });
const signedOutState = { session: signedOutSession };
const connectedState = { session: connectedSession };

describe('session sagas', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('restores a saved session at start', async () => {
    localStorage.setItem('user_token', 'saved-token');
    localStorage.setItem('user_email', 'ada@example.test');
    localStorage.setItem('user_id', connectedSession.user_id);
    localStorage.setItem('current_terms', 'terms-v1');
    const { storeState } = await expectSaga(restoreSavedSession)
      .withReducer(reducer, signedOutState)
      .provide([[matchers.call.fn(getBrowserStorage), localStorage]])
      .put(
        sessionRestored({
          token: 'saved-token',
          email: 'ada@example.test',
          user_id: connectedSession.user_id,
          accepted_terms: null,
          current_terms: 'terms-v1',
        }),
      )
      .run();
    expect(storeState.session).toMatchObject({ token: 'saved-token', credits: 0 });
  });

  it('restores nothing when no session was saved', async () => {
    await expectSaga(restoreSavedSession)
      .withReducer(reducer, signedOutState)
      .provide([[matchers.call.fn(getBrowserStorage), localStorage]])
      .not.put.actionType(sessionRestored.type)
      .run();
  });

  it('saves the session of a sign-in', async () => {
    await expectSaga(saveSignedInSession).withReducer(reducer, connectedState).provide([[matchers.call.fn(getBrowserStorage), localStorage]]).run();
    expect(localStorage.getItem('user_token')).toBe(connectedSession.token);
    expect(localStorage.getItem('user_id')).toBe(connectedSession.user_id);
  });

  it('asks for the credit balance and keeps it', async () => {
    const { storeState } = await expectSaga(refreshCredits)
      .withReducer(reducer, connectedState)
      .provide([[matchers.call(sendRequest, 'account.get_credits', {}), 17]])
      .put(creditsReceived(17))
      .run();
    expect(storeState.session.credits).toBe(17);
  });

  it('keeps the balance shown when the request fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expectSaga(refreshCredits)
      .withReducer(reducer, connectedState)
      .provide([[matchers.call.fn(sendRequest), throwError(new Error('timed out'))]])
      .not.put.actionType(creditsReceived.type)
      .run();
  });

  it('sends a chosen locale to the account when connected, and not when signed out', async () => {
    await expectSaga(sendChosenLocale, localeChosen('fr-FR'))
      .withReducer(reducer, connectedState)
      .provide([[matchers.call(sendRequest, 'account.update_locale', { locale: 'fr-FR' }), 'success']])
      .call(sendRequest, 'account.update_locale', { locale: 'fr-FR' })
      .run();
    await expectSaga(sendChosenLocale, localeChosen('fr-FR'))
      .withReducer(reducer, signedOutState)
      .not.call.fn(sendRequest)
      .run();
  });

  it('refreshes credits each time the channel joins, and saves each sign-in', async () => {
    await expectSaga(watchSession)
      .withReducer(reducer, signedOutState)
      .provide([
        [matchers.call.fn(getBrowserStorage), localStorage],
        [matchers.call(sendRequest, 'account.get_credits', {}), 5],
      ])
      .dispatch(signedIn(connectedSession))
      .dispatch(channelStateChanged('joining'))
      .dispatch(channelStateChanged('joined'))
      .put(creditsReceived(5))
      .silentRun(50);
    expect(localStorage.getItem('user_token')).toBe(connectedSession.token);
  });

  it('forgets the saved session when the server refuses its token', async () => {
    await expectSaga(watchSession)
      .withReducer(reducer, signedOutState)
      .provide([[matchers.call.fn(getBrowserStorage), localStorage]])
      .dispatch(signedIn(connectedSession))
      .dispatch(joinRefused({ reason: 'unauthorized' }))
      .silentRun(50);
    expect(localStorage.getItem('user_token')).toBeNull();
    expect(localStorage.getItem('user_id')).toBeNull();
  });
});
