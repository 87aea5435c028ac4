// The account pages' calls: sign-in (and the confirmation mail sent again), sign-up and its confirmation, and
// the password reset. Each starts a session operation and ends it with the server's answer.
import { all, call } from 'typed-redux-saga';
import { watchAccountData } from './accountDataSaga';
import { watchPasswordReset } from './passwordResetSaga';
import { watchSignIn } from './signInSaga';
import { watchSignUp } from './signUpSaga';

export function* watchAccount() {
  yield* all([call(watchSignIn), call(watchSignUp), call(watchPasswordReset), call(watchAccountData)]);
}
