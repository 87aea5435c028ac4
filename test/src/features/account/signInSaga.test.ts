import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { apiPost } from '../../../../src/api/httpClient';
import { getBrowserStorage } from '../../../../src/common/browserStorage';
import { browserTimeZone } from '../../../../src/common/timeZones';
import {
  confirmationResendFailed,
  confirmationResendSubmitted,
  confirmationResent,
  signInFailed,
  signInRefused,
  signInStarted,
  signInSubmitted,
} from '../../../../src/features/account/accountSlice';
import { signedIn } from '../../../../src/features/session/sessionSlice';
import { resendConfirmation, signIn, watchSignIn } from '../../../../src/features/account/signInSaga';
import { connectedSession } from '../../testUtils/fixtures';
import {
  accountReducer,
  apiError,
  networkFailures,
  signedOutState,
  watchSessionAndAccountPages,
} from '../../testUtils/accountSagaSupport';

const credentials = { email: 'ada@example.com', password: 'Secret-123' };
// The browser's time zone goes with every sign-in (the server keeps it for an account that has none).
const zone: StaticProvider = [matchers.call.fn(browserTimeZone), 'Europe/Paris'];
const sent = { ...credentials, time_zone: 'Europe/Paris' };

describe('sign-in saga', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('posts the credentials, and signs in with the answer', async () => {
    const { storeState } = await expectSaga(signIn, signInSubmitted(credentials))
      .withReducer(accountReducer, signedOutState())
      .provide([zone, [matchers.call(apiPost, '/login', sent), connectedSession]])
      .put(signInStarted())
      .call(apiPost, '/login', sent)
      .put(signedIn(connectedSession))
      .run();
    expect(storeState.session.token).toBe(connectedSession.token);
    expect(storeState.account.signIn).toEqual({ status: 'succeeded', error: null });
  });

  it('saves the signed-in session under the spec keys (with the session saga running)', async () => {
    await expectSaga(watchSessionAndAccountPages)
      .withReducer(accountReducer, signedOutState())
      .provide([
        [matchers.call.fn(getBrowserStorage), localStorage],
        zone,
        [matchers.call(apiPost, '/login', sent), { ...connectedSession, accepted_terms: null }],
      ])
      .dispatch(signInSubmitted(credentials))
      .silentRun(50);
    expect(localStorage.getItem('user_token')).toBe(connectedSession.token);
    expect(localStorage.getItem('user_email')).toBe(connectedSession.email);
    expect(localStorage.getItem('user_id')).toBe(connectedSession.user_id);
    expect(localStorage.getItem('current_terms')).toBe(connectedSession.current_terms);
    expect(localStorage.getItem('accepted_terms')).toBeNull();
  });

  it('posts the solved sign-in captcha along with the credentials when the form has one', async () => {
    const withCaptcha = { ...credentials, captcha: 'sign-in-captcha-payload' };
    await expectSaga(signIn, signInSubmitted(withCaptcha))
      .withReducer(accountReducer, signedOutState())
      .provide([[matchers.call.fn(browserTimeZone), undefined], [matchers.call(apiPost, '/login', withCaptcha), connectedSession]])
      .call(apiPost, '/login', withCaptcha)
      .put(signedIn(connectedSession))
      .run();
  });

  it.each(['invalid_credentials', 'email_not_confirmed', 'too_many_attempts', 'captcha_required', 'captcha_invalid', 'rate_limited'])(
    'keeps the server code %s',
    async (code) => {
      const { storeState } = await expectSaga(signIn, signInSubmitted(credentials))
        .withReducer(accountReducer, signedOutState())
        .provide([[matchers.call.fn(apiPost), throwError(apiError(code, 401))]])
        .put(signInFailed(code as 'invalid_credentials'))
        .run();
      expect(storeState.account.signIn).toEqual({ status: 'failed', error: code });
      expect(storeState.session.token).toBeNull();
    },
  );

  it.each(['internal', 'invalid_params', 'invalid_csrf_token', 'unknown_error'])(
    'fails with the default code unkonwn_error for the code %s',
    async (code) => {
      await expectSaga(signIn, signInSubmitted(credentials))
        .withReducer(accountReducer, signedOutState())
        .provide([[matchers.call.fn(apiPost), throwError(apiError(code, 500))]])
        .put(signInFailed('unkonwn_error'))
        .run();
    },
  );

  it('fails with unkonwn_error when the answer is not a session', async () => {
    await expectSaga(signIn, signInSubmitted(credentials))
      .withReducer(accountReducer, signedOutState())
      .provide([[matchers.call.fn(apiPost), { email: 'ada@example.com' }]])
      .put(signInFailed('unkonwn_error'))
      .not.put.actionType(signedIn.type)
      .run();
  });

  it.each(networkFailures)('fails with network_error on %s', async (_case, failure) => {
    await expectSaga(signIn, signInSubmitted(credentials))
      .withReducer(accountReducer, signedOutState())
      .provide([[matchers.call.fn(apiPost), throwError(failure)]])
      .put(signInFailed('network_error'))
      .run();
  });

  it('refuses a second submission while one runs with login_in_progress, and sends nothing for it', async () => {
    let posts = 0;
    let answer: (value: unknown) => void = () => undefined;
    const { storeState } = await expectSaga(watchSignIn)
      .withReducer(accountReducer, signedOutState())
      .provide({
        call(effect, next) {
          if (effect.fn !== apiPost) return next();
          posts += 1;
          return new Promise((resolve) => {
            answer = resolve;
          });
        },
      })
      .dispatch(signInSubmitted(credentials))
      .dispatch(signInSubmitted({ ...credentials, password: 'other' }))
      .put(signInRefused('login_in_progress'))
      .silentRun(30);
    expect(posts).toBe(1);
    expect(storeState.account.signIn.status).toBe('submitting');
    answer(connectedSession);
  });

  it('takes a new submission once the first one is answered', async () => {
    let posts = 0;
    await expectSaga(watchSignIn)
      .withReducer(accountReducer, signedOutState())
      .provide({
        call(effect, next) {
          if (effect.fn !== apiPost) return next();
          posts += 1;
          throw apiError('invalid_credentials', 401);
        },
      })
      .dispatch(signInSubmitted(credentials))
      .dispatch(signInSubmitted(credentials))
      .not.put.actionType(signInRefused.type)
      .silentRun(30);
    expect(posts).toBe(2);
  });
});

describe('sending the confirmation mail again', () => {
  it('posts the email and password, and notes that it was sent', async () => {
    const { storeState } = await expectSaga(resendConfirmation, confirmationResendSubmitted(credentials))
      .withReducer(accountReducer, signedOutState())
      .provide([[matchers.call(apiPost, '/sign_up_confirmation/resend', credentials), undefined]])
      .call(apiPost, '/sign_up_confirmation/resend', credentials)
      .put(confirmationResent())
      .run();
    expect(storeState.account.resendConfirmation.status).toBe('succeeded');
  });

  it('keeps rate_limited, and the generic codes for anything else', async () => {
    await expectSaga(resendConfirmation, confirmationResendSubmitted(credentials))
      .withReducer(accountReducer, signedOutState())
      .provide([[matchers.call.fn(apiPost), throwError(apiError('rate_limited', 429))]])
      .put(confirmationResendFailed('rate_limited'))
      .run();
    await expectSaga(resendConfirmation, confirmationResendSubmitted(credentials))
      .withReducer(accountReducer, signedOutState())
      .provide([[matchers.call.fn(apiPost), throwError(apiError('internal', 500))]])
      .put(confirmationResendFailed('unknown_error'))
      .run();
    await expectSaga(resendConfirmation, confirmationResendSubmitted(credentials))
      .withReducer(accountReducer, signedOutState())
      .provide([[matchers.call.fn(apiPost), throwError(networkFailures[1][1])]])
      .put(confirmationResendFailed('network_error'))
      .run();
  });
});
