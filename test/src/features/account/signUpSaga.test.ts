import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { apiGetWithHeaders, apiPost, type ApiAnswer } from '../../../../src/api/httpClient';
import { browserTimeZone } from '../../../../src/common/timeZones';
import {
  signedUp,
  signUpConfirmationFailed,
  signUpConfirmationLinkOpened,
  signUpConfirmationStarted,
  signUpConfirmed,
  signUpFailed,
  signUpRefused,
  signUpStarted,
  signUpSubmitted,
} from '../../../../src/features/account/accountSlice';
import { confirmSignUp, signUp, watchSignUp } from '../../../../src/features/account/signUpSaga';
import { currentTermsLoaded } from '../../../../src/features/session/termsEvents';
import {
  accountReducer,
  apiError,
  networkFailures,
  signedOutState,
  type AccountTestState,
} from '../../testUtils/accountSagaSupport';

const form = { email: 'ada@example.com', password: 'Secret-123', captcha: 'eyJjaGFsbGVuZ2UiOnt9fQ==' };

function termsAnswer(version: string, html = '<p>Terms</p>'): ApiAnswer<string> {
  return { body: html, header: (name) => (name.toLowerCase() === 'x-terms-version' ? version : null) };
}

/** Signed out, with the French terms (version 2026-02) already fetched by the form. */
function withFrenchTerms(): AccountTestState {
  const state = signedOutState('fr-FR');
  return { ...state, terms: accountReducer(state, currentTermsLoaded({ locale: 'fr-FR', html: '<p>CGU</p>', version: '2026-02' })).terms };
}

describe('sign-up saga', () => {
  it('posts the form with the terms version held and the interface locale, then notes the account was created', async () => {
    // The browser's time zone goes with it, for the account to keep.
    const body = { ...form, accepted_terms: '2026-02', locale: 'fr-FR', time_zone: 'Europe/Paris' };
    const { storeState } = await expectSaga(signUp, signUpSubmitted(form))
      .withReducer(accountReducer, withFrenchTerms())
      .provide([
        [matchers.call.fn(browserTimeZone), 'Europe/Paris'],
        [matchers.call(apiPost, '/sign_up', body), 'success'],
      ])
      .put(signUpStarted())
      // The mail is queued with the account: the call has the usual 5 s, with no longer timeout of its own.
      .call(apiPost, '/sign_up', body)
      .put(signedUp())
      .not.call.fn(apiGetWithHeaders)
      .run();
    expect(storeState.account.signUp).toEqual({ status: 'succeeded', error: null });
  });

  it('fetches the current terms in the interface locale when the form has not got them yet', async () => {
    await expectSaga(signUp, signUpSubmitted(form))
      .withReducer(accountReducer, signedOutState('en-US'))
      .provide([
        [matchers.call(apiGetWithHeaders, '/terms/current?locale=en-US'), termsAnswer('2026-01')],
        // A browser that cannot tell its time zone sends none.
        [matchers.call.fn(browserTimeZone), undefined],
        [matchers.call.fn(apiPost), 'success'],
      ])
      .call(apiPost, '/sign_up', { ...form, accepted_terms: '2026-01', locale: 'en-US' })
      .put(signedUp())
      .run();
  });

  it('fails without posting when the terms cannot be fetched', async () => {
    await expectSaga(signUp, signUpSubmitted(form))
      .withReducer(accountReducer, signedOutState())
      .provide([[matchers.call.fn(apiGetWithHeaders), throwError(networkFailures[0][1])]])
      .put(signUpFailed('network_error'))
      .not.call.fn(apiPost)
      .run();
  });

  it.each([
    'email_already_used',
    'email_rejected',
    'email_not_confirmed_yet',
    'terms_rejected',
    'password_too_weak',
    'password_too_short',
    'password_too_long',
    'captcha_missing',
    'captcha_invalid',
    'sign_up_failed',
    'rate_limited',
  ])('keeps the server code %s', async (code) => {
    const { storeState } = await expectSaga(signUp, signUpSubmitted(form))
      .withReducer(accountReducer, withFrenchTerms())
      .provide([[matchers.call.fn(apiPost), throwError(apiError(code, 422))]])
      .put(signUpFailed(code as 'email_rejected'))
      .run();
    expect(storeState.account.signUp).toEqual({ status: 'failed', error: code });
  });

  it('fails with the default code sign_up_failed for another code or an unexpected answer', async () => {
    await expectSaga(signUp, signUpSubmitted(form))
      .withReducer(accountReducer, withFrenchTerms())
      .provide([[matchers.call.fn(apiPost), throwError(apiError('internal', 500))]])
      .put(signUpFailed('sign_up_failed'))
      .run();
    await expectSaga(signUp, signUpSubmitted(form))
      .withReducer(accountReducer, withFrenchTerms())
      .provide([[matchers.call.fn(apiPost), 'ok']])
      .put(signUpFailed('sign_up_failed'))
      .run();
  });

  it.each(networkFailures)('fails with network_error on %s', async (_case, failure) => {
    await expectSaga(signUp, signUpSubmitted(form))
      .withReducer(accountReducer, withFrenchTerms())
      .provide([[matchers.call.fn(apiPost), throwError(failure)]])
      .put(signUpFailed('network_error'))
      .run();
  });

  it('refuses a second submission while one runs, sending nothing for it', async () => {
    let posts = 0;
    const { storeState } = await expectSaga(watchSignUp)
      .withReducer(accountReducer, withFrenchTerms())
      .provide({
        call(effect, next) {
          if (effect.fn !== apiPost) return next();
          posts += 1;
          return new Promise(() => undefined);
        },
      })
      .dispatch(signUpSubmitted(form))
      .dispatch(signUpSubmitted(form))
      .put(signUpRefused('login_in_progress'))
      .silentRun(30);
    expect(posts).toBe(1);
    expect(storeState.account.signUp.status).toBe('submitting');
  });
});

describe('sign-up confirmation saga', () => {
  it('posts the mailed token and notes the confirmation', async () => {
    const { storeState } = await expectSaga(confirmSignUp, signUpConfirmationLinkOpened('tok-1'))
      .withReducer(accountReducer, signedOutState())
      .provide([[matchers.call(apiPost, '/sign_up_confirmation', { token: 'tok-1' }), 'success']])
      .put(signUpConfirmationStarted('tok-1'))
      .put(signUpConfirmed())
      .run();
    expect(storeState.account.signUpConfirmation).toEqual({ status: 'succeeded', error: null, token: 'tok-1' });
  });

  it('keeps invalid_confirmation_code, and the generic codes for anything else', async () => {
    await expectSaga(confirmSignUp, signUpConfirmationLinkOpened('tok-1'))
      .withReducer(accountReducer, signedOutState())
      .provide([[matchers.call.fn(apiPost), throwError(apiError('invalid_confirmation_code'))]])
      .put(signUpConfirmationFailed('invalid_confirmation_code'))
      .run();
    await expectSaga(confirmSignUp, signUpConfirmationLinkOpened('tok-1'))
      .withReducer(accountReducer, signedOutState())
      .provide([[matchers.call.fn(apiPost), throwError(apiError('internal', 500))]])
      .put(signUpConfirmationFailed('unknown_error'))
      .run();
    await expectSaga(confirmSignUp, signUpConfirmationLinkOpened('tok-1'))
      .withReducer(accountReducer, signedOutState())
      .provide([[matchers.call.fn(apiPost), throwError(networkFailures[0][1])]])
      .put(signUpConfirmationFailed('network_error'))
      .run();
  });

  it('posts one link once, however often its page opens (StrictMode mounts twice)', async () => {
    let posts = 0;
    await expectSaga(watchSignUp)
      .withReducer(accountReducer, signedOutState())
      .provide({
        call(effect, next) {
          if (effect.fn !== apiPost) return next();
          posts += 1;
          return 'success';
        },
      })
      .dispatch(signUpConfirmationLinkOpened('tok-1'))
      .dispatch(signUpConfirmationLinkOpened('tok-1'))
      .dispatch(signUpConfirmationLinkOpened('tok-1'))
      .silentRun(30);
    expect(posts).toBe(1);
  });

  it('posts a token again only when it got no answer, and posts another token', async () => {
    const posted: unknown[] = [];
    await expectSaga(watchSignUp)
      .withReducer(accountReducer, signedOutState())
      .provide({
        call(effect, next) {
          if (effect.fn !== apiPost) return next();
          posted.push(effect.args[1]);
          if (posted.length === 1) throw networkFailures[1][1];
          return 'success';
        },
      })
      .dispatch(signUpConfirmationLinkOpened('tok-1'))
      .dispatch(signUpConfirmationLinkOpened('tok-1'))
      .dispatch(signUpConfirmationLinkOpened('tok-1'))
      .dispatch(signUpConfirmationLinkOpened('tok-2'))
      .silentRun(30);
    expect(posted).toEqual([{ token: 'tok-1' }, { token: 'tok-1' }, { token: 'tok-2' }]);
  });
});
