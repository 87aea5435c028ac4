import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { apiGetWithHeaders, apiPost, type ApiAnswer } from '../../../../src/api/httpClient';
import { getBrowserStorage } from '../../../../src/common/browserStorage';
import { channelStateChanged, joinRefused } from '../../../../src/features/connection/connectionSlice';
import { sendRequest } from '../../../../src/features/connection/requests/requestsSaga';
import {
  endRefusedSession,
  restoreSavedSession,
  saveSignedInSession,
  signOut,
  syncAccountLocale,
  watchAccountLocale,
  watchSession,
} from '../../../../src/features/session/sessionSaga';
import {
  accountChanged,
  accountLocaleSaved,
  guardedPageOpenedSignedOut,
  initialSessionState,
  savedSessionChecked,
  sessionRestored,
  signedIn,
  signedOut,
  signedOutSession,
  signOutRequested,
} from '../../../../src/features/session/sessionSlice';
import { loginInfoOpened, loginLinkSwitchConfirmed } from '../../../../src/features/session/loginLinkSlice';
import { startSession } from '../../../../src/features/session/sessionStart';
import { termsAccepted } from '../../../../src/features/session/termsEvents';
import { accountLocaleAdopted, localeChosen } from '../../../../src/i18n/localeSlice';
import { connectedSession, connectedSessionState, storeConnectedSession } from '../../testUtils/fixtures';
import { accountReducer as reducer, connectedState as connectedStateOf, signedOutState as signedOutStateOf } from '../../testUtils/accountSagaSupport';

const signedOutState = signedOutStateOf();
const connectedState = connectedStateOf();

/** GET /api/terms/current, which the session saga has checked on restore and on each join. */
const currentTerms: ApiAnswer<unknown> = {
  body: '<h1>Terms</h1>',
  header: (name) => (name === 'x-terms-version' ? connectedSession.current_terms : null),
};

/** The connected session as a sign-in in this tab saved it. */
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
    expect(storeState.session).toMatchObject({ token: 'saved-token' });
    // Storage keeps no balance: it waits for the live channel's answer.
    expect(storeState.balance.credits).toBe(0);
  });

  it('restores nothing when no session was saved, and says storage was looked at', async () => {
    const { storeState } = await expectSaga(restoreSavedSession)
      .withReducer(reducer, { ...signedOutState, session: initialSessionState })
      .provide([[matchers.call.fn(getBrowserStorage), localStorage]])
      .not.put.actionType(sessionRestored.type)
      .put(savedSessionChecked())
      .run();
    expect(storeState.session.savedSessionChecked).toBe(true);
  });

  it('reads storage again when a guarded page opens while not connected', async () => {
    const { storeState } = await expectSaga(watchSession)
      .withReducer(reducer, signedOutState)
      .provide([
        [matchers.call.fn(getBrowserStorage), localStorage],
        [matchers.call.fn(apiGetWithHeaders), currentTerms],
      ])
      .dispatch(guardedPageOpenedSignedOut('page-1'))
      .put(savedSessionChecked())
      .silentRun(20);
    expect(storeState.session.token).toBeNull();
    expect(storeState.session.savedSessionChecked).toBe(true);

    // Empty at start; then another tab signs in, which saves its session in the storage both tabs share.
    let reads = 0;
    const signedInElsewhere = await expectSaga(watchSession)
      .withReducer(reducer, signedOutState)
      .provide({
        call(effect, next) {
          if (effect.fn === apiGetWithHeaders) return currentTerms;
          if (effect.fn !== getBrowserStorage) return next();
          reads += 1;
          if (reads === 2) storeConnectedSession();
          return localStorage;
        },
      })
      .dispatch(guardedPageOpenedSignedOut('page-1'))
      .silentRun(20);
    expect(signedInElsewhere.storeState.session.token).toBe(connectedSession.token);
  });

  it('says storage was looked at even when the browser gives no storage', async () => {
    await expectSaga(restoreSavedSession)
      .withReducer(reducer, { ...signedOutState, session: initialSessionState })
      .provide([[matchers.call.fn(getBrowserStorage), undefined]])
      .put(savedSessionChecked())
      .run();
  });

  it('saves the session of a sign-in', async () => {
    await expectSaga(saveSignedInSession).withReducer(reducer, connectedState).provide([[matchers.call.fn(getBrowserStorage), localStorage]]).run();
    expect(localStorage.getItem('user_token')).toBe(connectedSession.token);
    expect(localStorage.getItem('user_id')).toBe(connectedSession.user_id);
  });

  it('sends a language the user chose to the account when they differ, and records it', async () => {
    const { storeState } = await expectSaga(syncAccountLocale)
      .withReducer(reducer, { ...connectedState, locale: { current: 'fr-FR' as const, chosen: true } })
      .provide([[matchers.call(sendRequest, 'account.update_locale', { locale: 'fr-FR' }), 'success']])
      .call(sendRequest, 'account.update_locale', { locale: 'fr-FR' })
      .put(accountLocaleSaved('fr-FR'))
      .run();
    expect(storeState.session.locale).toBe('fr-FR');
  });

  it('sends nothing when the languages agree or when signed out', async () => {
    await expectSaga(syncAccountLocale)
      .withReducer(reducer, { ...connectedState, locale: { current: 'en-US' as const, chosen: true } })
      .not.call.fn(sendRequest)
      .run();
    await expectSaga(syncAccountLocale)
      .withReducer(reducer, { ...signedOutState, locale: { current: 'fr-FR' as const, chosen: true } })
      .not.call.fn(sendRequest)
      .run();
  });

  it('does not send a language only detected from the browser: the interface takes the account’s instead', async () => {
    const { storeState } = await expectSaga(syncAccountLocale)
      .withReducer(reducer, { ...connectedState, locale: { current: 'fr-FR' as const } })
      .not.call.fn(sendRequest)
      .put(accountLocaleAdopted('en-US'))
      .run();
    expect(storeState.locale).toEqual({ current: 'en-US', chosen: false });
    expect(storeState.session.locale).toBe('en-US');
  });

  it('keeps a detected language while the account’s is unknown (a login link, a restored session)', async () => {
    const { storeState } = await expectSaga(syncAccountLocale)
      .withReducer(reducer, { ...connectedState, session: { ...connectedState.session, locale: null }, locale: { current: 'fr-FR' as const } })
      .not.call.fn(sendRequest)
      .not.put.actionType(accountLocaleAdopted.type)
      .run();
    expect(storeState.locale.current).toBe('fr-FR');
  });

  it('sends a language chosen while the channel is down once, not again at the join that follows', async () => {
    let sent = 0;
    await expectSaga(watchAccountLocale)
      .withReducer(reducer, { ...connectedState, locale: { current: 'en-US' as const } })
      .provide({
        call(effect, next) {
          if (effect.fn === sendRequest) {
            sent += 1;
            return 'success';
          }
          return next();
        },
      })
      .dispatch(localeChosen('fr-FR'))
      .dispatch(channelStateChanged('joined'))
      .silentRun(100);
    expect(sent).toBe(1);
  });

  // Refreshing the balance on each join is the credits feature's (balanceSaga.test.ts).
  it('saves each sign-in', async () => {
    await expectSaga(watchSession)
      .withReducer(reducer, signedOutState)
      .provide([
        [matchers.call.fn(getBrowserStorage), localStorage],
        [matchers.call(sendRequest, 'account.get_credits', {}), 5],
        [matchers.call.fn(apiGetWithHeaders), currentTerms],
      ])
      .dispatch(signedIn(connectedSession))
      .dispatch(channelStateChanged('joining'))
      .dispatch(channelStateChanged('joined'))
      .silentRun(50);
    expect(localStorage.getItem('user_token')).toBe(connectedSession.token);
  });

  it('after a sign-in whose account locale differs from the one chosen, sends the chosen one, once', async () => {
    const sent: unknown[][] = [];
    const { storeState } = await expectSaga(watchSession)
      .withReducer(reducer, { ...signedOutState, locale: { current: 'fr-FR' as const, chosen: true } })
      .provide({
        call(effect, next) {
          if (effect.fn === getBrowserStorage) return localStorage;
          if (effect.fn === apiGetWithHeaders) return currentTerms;
          if (effect.fn === sendRequest) {
            sent.push(effect.args);
            return effect.args[0] === 'account.get_credits' ? 3 : 'success';
          }
          return next();
        },
      })
      .dispatch(signedIn({ ...connectedSession, locale: 'en-US' }))
      .dispatch(channelStateChanged('joining'))
      .dispatch(channelStateChanged('joined'))
      .silentRun(100);
    expect(sent.filter(([name]) => name === 'account.update_locale')).toEqual([['account.update_locale', { locale: 'fr-FR' }]]);
    expect(storeState.session.locale).toBe('fr-FR');
  });

  it('after a sign-in with a detected language, shows the account’s at once and sends nothing', async () => {
    const { storeState } = await expectSaga(watchSession)
      .withReducer(reducer, { ...signedOutState, locale: { current: 'fr-FR' as const } })
      .provide([
        [matchers.call.fn(getBrowserStorage), localStorage],
        [matchers.call(sendRequest, 'account.get_credits', {}), 3],
        [matchers.call.fn(apiGetWithHeaders), currentTerms],
      ])
      .not.call(sendRequest, 'account.update_locale', { locale: 'fr-FR' })
      .dispatch(signedIn({ ...connectedSession, locale: 'en-US' }))
      .put(accountLocaleAdopted('en-US'))
      .dispatch(channelStateChanged('joined'))
      .silentRun(100);
    expect(storeState.locale.current).toBe('en-US');
  });

  it('sends nothing after a sign-in whose account locale is the interface one', async () => {
    await expectSaga(watchSession)
      .withReducer(reducer, signedOutState)
      .provide([
        [matchers.call.fn(getBrowserStorage), localStorage],
        [matchers.call(sendRequest, 'account.get_credits', {}), 3],
        [matchers.call.fn(apiGetWithHeaders), currentTerms],
      ])
      .dispatch(signedIn({ ...connectedSession, locale: 'en-US' }))
      .dispatch(channelStateChanged('joined'))
      .not.call(sendRequest, 'account.update_locale', { locale: 'en-US' })
      .silentRun(100);
  });

  it('saves the accepted terms when the account accepts them', async () => {
    await expectSaga(watchSession)
      .withReducer(reducer, { ...connectedState, session: { ...connectedSessionState, accepted_terms: 'terms-v0' } })
      .provide([[matchers.call.fn(getBrowserStorage), localStorage]])
      .dispatch(termsAccepted('terms-v1'))
      .silentRun(50);
    expect(localStorage.getItem('accepted_terms')).toBe('terms-v1');
    expect(localStorage.getItem('current_terms')).toBe('terms-v1');
  });

  it('signs out when the server refuses the token, clearing all browser storage as a sign-out does', async () => {
    storeConnectedSession();
    localStorage.setItem('locale', 'fr-FR');
    const { storeState } = await expectSaga(watchSession)
      .withReducer(reducer, connectedState)
      .provide([[matchers.call.fn(getBrowserStorage), localStorage]])
      .not.call.fn(apiPost)
      .put(signedOut())
      .dispatch(joinRefused({ reason: 'unauthorized' }))
      .silentRun(50);
    expect(storeState.session).toEqual(signedOutSession);
    expect(localStorage.length).toBe(0);
  });

  it('forgets the language choice with the storage a refused token clears, as a sign-out does', async () => {
    storeConnectedSession();
    const { storeState } = await expectSaga(endRefusedSession)
      .withReducer(reducer, { ...connectedState, locale: { current: 'fr-FR' as const, chosen: true } })
      .provide([[matchers.call.fn(getBrowserStorage), localStorage]])
      .run();
    expect(storeState.locale).toEqual({ current: 'fr-FR', chosen: false });
  });

  it('leaves storage alone when it holds the session another tab signed in with since', async () => {
    storeConnectedSession();
    localStorage.setItem('user_token', 'token-of-the-other-tab');
    localStorage.setItem('locale', 'fr-FR');
    localStorage.setItem('locale_chosen', 'true');
    const { storeState } = await expectSaga(endRefusedSession)
      .withReducer(reducer, { ...connectedState, locale: { current: 'fr-FR' as const, chosen: true } })
      .provide([[matchers.call.fn(getBrowserStorage), localStorage]])
      .put(signedOut())
      .run();
    expect(storeState.session).toEqual(signedOutSession);
    expect(localStorage.getItem('user_token')).toBe('token-of-the-other-tab');
    expect(localStorage.getItem('locale')).toBe('fr-FR');
    expect(storeState.locale.chosen).toBe(true);
  });

  describe('a sign-in while signed in', () => {
    const bob = { ...connectedSession, user_id: '0b9e7f55-8f0a-4c3e-8d3e-2a6f7d9b1c22', email: 'bob@example.com', token: 'token-bob' };

    it('as another account: clears the account data first, then revokes the replaced token', async () => {
      await expectSaga(startSession, bob)
        .withReducer(reducer, connectedState)
        .provide([[matchers.call.fn(apiPost), undefined]])
        .put(accountChanged())
        .put(signedIn(bob))
        .call(apiPost, '/logout', undefined, { token: connectedSession.token })
        .run();
    });

    it('as the same account with a new token: keeps the account data, revokes the replaced token', async () => {
      await expectSaga(startSession, { ...connectedSession, token: 'token-456' })
        .withReducer(reducer, connectedState)
        .provide([[matchers.call.fn(apiPost), undefined]])
        .not.put(accountChanged())
        .put(signedIn({ ...connectedSession, token: 'token-456' }))
        .call(apiPost, '/logout', undefined, { token: connectedSession.token })
        .run();
    });

    it('with the session already held (a login link opened twice) or while signed out: only signs in', async () => {
      await expectSaga(startSession, connectedSession)
        .withReducer(reducer, connectedState)
        .not.put(accountChanged())
        .not.call.fn(apiPost)
        .put(signedIn(connectedSession))
        .run();
      await expectSaga(startSession, bob)
        .withReducer(reducer, signedOutState)
        .not.put(accountChanged())
        .not.call.fn(apiPost)
        .put(signedIn(bob))
        .run();
    });

    it('signs in even when the replaced token cannot be revoked', async () => {
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { storeState } = await expectSaga(startSession, bob)
        .withReducer(reducer, connectedState)
        .provide([[matchers.call.fn(apiPost), throwError(new Error('offline'))]])
        .put(signedIn(bob))
        .run();
      expect(storeState.session.token).toBe(bob.token);
    });

    it('from a login link once the switch is confirmed, with the session saga running', async () => {
      const { token: _token, ...bobOwner } = bob;
      const { storeState } = await expectSaga(watchSession)
        .withReducer(reducer, connectedState)
        .provide([
          [matchers.call.fn(getBrowserStorage), localStorage],
          [matchers.call(apiPost, '/session/owner', { token: bob.token }), bobOwner],
          [matchers.call.fn(apiPost), undefined],
          [matchers.call.fn(apiGetWithHeaders), currentTerms],
        ])
        .put(accountChanged())
        .dispatch(loginInfoOpened({ token: bob.token }))
        .dispatch(loginLinkSwitchConfirmed())
        .silentRun(50);
      expect(storeState.session.user_id).toBe(bob.user_id);
      expect(localStorage.getItem('user_token')).toBe(bob.token);
    });
  });

  it('signs out: revokes the token on the server, clears all browser storage, ends the session', async () => {
    localStorage.setItem('user_token', connectedSession.token);
    localStorage.setItem('locale', 'fr-FR');
    localStorage.setItem('locale_chosen', 'true');
    const { storeState } = await expectSaga(signOut)
      .withReducer(reducer, { ...connectedState, locale: { current: 'fr-FR' as const, chosen: true } })
      .provide([
        [matchers.call(apiPost, '/logout', undefined, { token: connectedSession.token }), undefined],
        [matchers.call.fn(getBrowserStorage), localStorage],
      ])
      .call(apiPost, '/logout', undefined, { token: connectedSession.token })
      .put(signedOut())
      .run();
    expect(storeState.session).toEqual(signedOutSession);
    expect(localStorage.length).toBe(0);
    // The choice went with the storage that kept it: the interface keeps its language on screen, and the next
    // sign-in takes the account's instead of overwriting it.
    expect(storeState.locale).toEqual({ current: 'fr-FR', chosen: false });
  });

  it('after a sign-out, a sign-in takes the account’s language instead of sending the one chosen before', async () => {
    const { storeState } = await expectSaga(watchSession)
      .withReducer(reducer, { ...connectedState, locale: { current: 'fr-FR' as const, chosen: true } })
      .provide([
        [matchers.call.fn(getBrowserStorage), localStorage],
        [matchers.call.fn(apiPost), undefined],
        [matchers.call.fn(apiGetWithHeaders), currentTerms],
      ])
      .not.call(sendRequest, 'account.update_locale', { locale: 'fr-FR' })
      .dispatch(signOutRequested())
      .delay(10)
      .dispatch(signedIn({ ...connectedSession, locale: 'en-US' }))
      .silentRun(50);
    expect(storeState.locale).toEqual({ current: 'en-US', chosen: false });
  });

  it('forgets the language choice at sign-out even when the browser gives no storage', async () => {
    const { storeState } = await expectSaga(signOut)
      .withReducer(reducer, { ...connectedState, locale: { current: 'fr-FR' as const, chosen: true } })
      .provide([
        [matchers.call.fn(apiPost), undefined],
        [matchers.call.fn(getBrowserStorage), undefined],
      ])
      .put(signedOut())
      .run();
    expect(storeState.locale).toEqual({ current: 'fr-FR', chosen: false });
  });

  it('signs out even when the server cannot be reached', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expectSaga(signOut)
      .withReducer(reducer, connectedState)
      .provide([
        [matchers.call.fn(apiPost), throwError(new Error('offline'))],
        [matchers.call.fn(getBrowserStorage), localStorage],
      ])
      .put(signedOut())
      .run();
  });
});
