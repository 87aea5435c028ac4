// Sign-up (POST /api/sign_up) and the confirmation of the mailed link (POST /api/sign_up_confirmation).
import { all, call, put, select, takeEvery } from 'typed-redux-saga';
import { API_PATHS, SIGN_UP_DEFAULT_ERROR } from '../../../contract';
import { loadContractSchemas, preloadContractSchemas } from '../../api/contractSchemas';
import { apiPost, UNKNOWN_ERROR_CODE } from '../../api/httpClient';
import { browserTimeZone } from '../../common/timeZones';
import { selectLocale } from '../../i18n/localeSlice';
import { accountErrorCodeOf, NETWORK_ERROR } from '../session';
import { CONFIRMATION_ERROR_CODES, SIGN_UP_ERROR_CODES } from './accountErrorCodes';
import { clientPath } from './accountApi';
import {
  selectIsSigningUp,
  selectSignUpConfirmation,
  signedUp,
  signUpConfirmationFailed,
  signUpConfirmationLinkOpened,
  signUpConfirmationStarted,
  signUpConfirmed,
  signUpFailed,
  signUpRefused,
  signUpStarted,
  signUpSubmitted,
} from './accountSlice';
import { currentTermsVersion } from '../terms';

/**
 * The account is created in the interface language, accepting the version of the terms the server serves
 * now in that language (the ones the form links to). A second submission while one runs sends nothing.
 */
export function* signUp(action: ReturnType<typeof signUpSubmitted>) {
  if (yield* select(selectIsSigningUp)) {
    yield* put(signUpRefused('login_in_progress'));
    return;
  }
  yield* put(signUpStarted());
  // Downloaded while the terms are asked for and the account is made, rather than after.
  yield* call(preloadContractSchemas);
  const locale = yield* select(selectLocale);
  const terms = yield* call(currentTermsVersion, locale);
  if ('error' in terms) {
    yield* put(signUpFailed(terms.error === NETWORK_ERROR ? NETWORK_ERROR : SIGN_UP_DEFAULT_ERROR));
    return;
  }
  // The browser's time zone becomes the account's (the settings page changes it).
  const timeZone = yield* call(browserTimeZone);
  try {
    const answer = yield* call(
      apiPost<unknown>,
      clientPath(API_PATHS.signUp),
      // The usual 5 s: the server stores the confirmation mail in its queue with the account and answers at
      // once, without waiting for the mail server.
      { ...action.payload, accepted_terms: terms.version, locale, ...(timeZone === undefined ? {} : { time_zone: timeZone }) },
    );
    const { signUpResponseSchema } = yield* call(loadContractSchemas);
    yield* put(signUpResponseSchema.safeParse(answer).success ? signedUp() : signUpFailed(SIGN_UP_DEFAULT_ERROR));
  } catch (error) {
    yield* put(signUpFailed(accountErrorCodeOf(error, SIGN_UP_ERROR_CODES, SIGN_UP_DEFAULT_ERROR)));
  }
}

/**
 * Posts a mailed token once: a page that mounts twice (React's StrictMode, a revisit) finds the token already
 * sent or answered, and shows that outcome. Only a token that got no answer (network) is sent again.
 */
export function* confirmSignUp(action: ReturnType<typeof signUpConfirmationLinkOpened>) {
  const token = action.payload;
  const current = yield* select(selectSignUpConfirmation);
  const answered = current.status === 'submitting' || current.status === 'succeeded' ||
    (current.status === 'failed' && current.error !== NETWORK_ERROR);
  if (current.token === token && answered) return;
  yield* put(signUpConfirmationStarted(token));
  yield* call(preloadContractSchemas);
  try {
    const answer = yield* call(apiPost<unknown>, clientPath(API_PATHS.signUpConfirmation), { token });
    const { signUpConfirmationResponseSchema } = yield* call(loadContractSchemas);
    yield* put(
      signUpConfirmationResponseSchema.safeParse(answer).success
        ? signUpConfirmed()
        : signUpConfirmationFailed(UNKNOWN_ERROR_CODE),
    );
  } catch (error) {
    yield* put(signUpConfirmationFailed(accountErrorCodeOf(error, CONFIRMATION_ERROR_CODES, UNKNOWN_ERROR_CODE)));
  }
}

export function* watchSignUp() {
  yield* all([
    // Every submission is taken so that a double one is answered (refused) rather than dropped unseen.
    takeEvery(signUpSubmitted.type, signUp),
    takeEvery(signUpConfirmationLinkOpened.type, confirmSignUp),
  ]);
}

