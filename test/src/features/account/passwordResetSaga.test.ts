import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { apiPost } from '../../../../src/api/httpClient';
import { requestPasswordReset, resetPassword } from '../../../../src/features/account/passwordResetSaga';
import {
  passwordChanged,
  passwordResetFailed,
  passwordResetRequestAccepted,
  passwordResetRequestFailed,
  passwordResetRequestStarted,
  passwordResetRequestSubmitted,
  passwordResetStarted,
  passwordResetSubmitted,
} from '../../../../src/features/account/accountSlice';
import { accountReducer, apiError, networkFailures, signedOutState } from '../../testUtils/accountSagaSupport';

const request = { email: 'ada@example.com', captcha: 'eyJzb2x1dGlvbiI6e319' };
const reset = { token: 'reset-token', password: 'New-secret-1' };

describe('password reset request saga', () => {
  it('posts the email and captcha, and notes the request was taken (204)', async () => {
    const { storeState } = await expectSaga(requestPasswordReset, passwordResetRequestSubmitted(request))
      .withReducer(accountReducer, signedOutState())
      .provide([[matchers.call(apiPost, '/reset_password_request', request), undefined]])
      .put(passwordResetRequestStarted())
      .call(apiPost, '/reset_password_request', request)
      .put(passwordResetRequestAccepted())
      .run();
    expect(storeState.account.passwordResetRequest).toEqual({ status: 'succeeded', error: null });
  });

  it.each(['captcha_missing', 'captcha_invalid', 'email_rejected', 'rate_limited'])('keeps the code %s', async (code) => {
    await expectSaga(requestPasswordReset, passwordResetRequestSubmitted(request))
      .withReducer(accountReducer, signedOutState())
      .provide([[matchers.call.fn(apiPost), throwError(apiError(code))]])
      .put(passwordResetRequestFailed(code as 'captcha_invalid'))
      .run();
  });

  it('fails with the generic codes otherwise', async () => {
    await expectSaga(requestPasswordReset, passwordResetRequestSubmitted(request))
      .withReducer(accountReducer, signedOutState())
      .provide([[matchers.call.fn(apiPost), throwError(apiError('internal', 500))]])
      .put(passwordResetRequestFailed('unknown_error'))
      .run();
    await expectSaga(requestPasswordReset, passwordResetRequestSubmitted(request))
      .withReducer(accountReducer, signedOutState())
      .provide([[matchers.call.fn(apiPost), throwError(networkFailures[0][1])]])
      .put(passwordResetRequestFailed('network_error'))
      .run();
  });
});

describe('password reset saga', () => {
  it('posts the token and the new password, and notes the change', async () => {
    const { storeState } = await expectSaga(resetPassword, passwordResetSubmitted(reset))
      .withReducer(accountReducer, signedOutState())
      .provide([[matchers.call(apiPost, '/reset_password', reset), undefined]])
      .put(passwordResetStarted())
      .put(passwordChanged())
      .run();
    expect(storeState.account.passwordReset).toEqual({ status: 'succeeded', error: null });
  });

  it.each(['invalid_reset_token', 'password_too_weak', 'password_too_short', 'password_too_long', 'rate_limited'])(
    'keeps the code %s',
    async (code) => {
      await expectSaga(resetPassword, passwordResetSubmitted(reset))
        .withReducer(accountReducer, signedOutState())
        .provide([[matchers.call.fn(apiPost), throwError(apiError(code))]])
        .put(passwordResetFailed(code as 'invalid_reset_token'))
        .run();
    },
  );

  it('fails with the generic codes otherwise', async () => {
    await expectSaga(resetPassword, passwordResetSubmitted(reset))
      .withReducer(accountReducer, signedOutState())
      .provide([[matchers.call.fn(apiPost), throwError(apiError('invalid_csrf_token', 403))]])
      .put(passwordResetFailed('unknown_error'))
      .run();
    await expectSaga(resetPassword, passwordResetSubmitted(reset))
      .withReducer(accountReducer, signedOutState())
      .provide([[matchers.call.fn(apiPost), throwError(networkFailures[1][1])]])
      .put(passwordResetFailed('network_error'))
      .run();
  });
});
