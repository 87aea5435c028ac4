// Where each form of the account pages stands: sign-in (and the confirmation mail sent again), sign-up and its
// confirmation, the password reset. A page submits; its saga checks the in-progress flags, puts the `...Started`
// event and makes the call; the answer ends the operation, whose error code the page explains.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginBody, ResetPasswordBody, ResetPasswordRequestBody } from '../../../contract';
import {
  failedOperation,
  idleOperation,
  submittingOperation,
  succeededOperation,
  type OperationState as CommonOperationState,
} from '../../common/operationState';
import { signedIn, type AccountErrorCode } from '../session';

/** Where one of the account forms stands. `failed` carries the error code its page explains. */
export type OperationState = CommonOperationState<AccountErrorCode>;

export interface AccountOperations {
  readonly signIn: OperationState;
  readonly resendConfirmation: OperationState;
  readonly signUp: OperationState;
  /** The mailed token being confirmed, so one link is posted once however often its page mounts. */
  readonly signUpConfirmation: OperationState & { readonly token: string | null };
  readonly passwordResetRequest: OperationState;
  readonly passwordReset: OperationState;
}

export type AccountOperationName = keyof AccountOperations;

export const idleOperations: AccountOperations = {
  signIn: idleOperation,
  resendConfirmation: idleOperation,
  signUp: idleOperation,
  signUpConfirmation: { ...idleOperation, token: null },
  passwordResetRequest: idleOperation,
  passwordReset: idleOperation,
};

export interface SignUpForm {
  readonly email: string;
  readonly password: string;
  /** The ALTCHA payload of the solved challenge. */
  readonly captcha: string;
}

// Events the pages dispatch; no reducer handles them: the account sagas check the in-progress flags, then
// put the `...Started` event and do the I/O. A submission refused by those flags (`signInRefused`,
// `signUpRefused`) is recorded for the action log only: the page shows nothing for it, its busy button
// already saying that the first submission runs.

/** The sign-in form was submitted. */
export const signInSubmitted = createAction<LoginBody>('account/signInSubmitted');
/** A second sign-in was refused while one runs (the spec's `login_in_progress`); nothing was sent. */
export const signInRefused = createAction<'login_in_progress'>('account/signInRefused');
/** The user asked, after `email_not_confirmed`, for the confirmation mail again. */
export const confirmationResendSubmitted = createAction<LoginBody>('account/confirmationResendSubmitted');
export const signUpSubmitted = createAction<SignUpForm>('account/signUpSubmitted');
/** A second sign-up was refused while one runs; the spec names one code for both double submissions. */
export const signUpRefused = createAction<'login_in_progress'>('account/signUpRefused');
/** The page of a confirmation link (or of a pasted code) opened with this token. */
export const signUpConfirmationLinkOpened = createAction<string>('account/signUpConfirmationLinkOpened');
export const passwordResetRequestSubmitted = createAction<ResetPasswordRequestBody>('account/passwordResetRequestSubmitted');
export const passwordResetSubmitted = createAction<ResetPasswordBody>('account/passwordResetSubmitted');

// The events each operation goes through; the slice keeps where each stands under its name.
export const signInStarted = createAction('account/signInStarted');
export const signInFailed = createAction<AccountErrorCode>('account/signInFailed');
export const confirmationResendStarted = createAction('account/confirmationResendStarted');
/** The server took the request to mail the confirmation link again (it says no more, by design). */
export const confirmationResent = createAction('account/confirmationResent');
export const confirmationResendFailed = createAction<AccountErrorCode>('account/confirmationResendFailed');
export const signUpStarted = createAction('account/signUpStarted');
/** The account was created; it waits for the confirmation of its email. */
export const signedUp = createAction('account/signedUp');
export const signUpFailed = createAction<AccountErrorCode>('account/signUpFailed');
/** The mailed token being confirmed, so one link is posted once however often its page mounts. */
export const signUpConfirmationStarted = createAction<string>('account/signUpConfirmationStarted');
export const signUpConfirmed = createAction('account/signUpConfirmed');
export const signUpConfirmationFailed = createAction<AccountErrorCode>('account/signUpConfirmationFailed');
export const passwordResetRequestStarted = createAction('account/passwordResetRequestStarted');
/** The server took the request; it mails a link only if the account exists, and does not say which. */
export const passwordResetRequestAccepted = createAction('account/passwordResetRequestAccepted');
export const passwordResetRequestFailed = createAction<AccountErrorCode>('account/passwordResetRequestFailed');
export const passwordResetStarted = createAction('account/passwordResetStarted');
export const passwordChanged = createAction('account/passwordChanged');
export const passwordResetFailed = createAction<AccountErrorCode>('account/passwordResetFailed');

/** The events of each operation: its start, its success and its failure with the code its page explains. */
interface OperationLifecycle {
  readonly started: { match: (action: unknown) => boolean };
  readonly succeeded: { match: (action: unknown) => boolean };
  readonly failed: { match: (action: unknown) => action is PayloadAction<AccountErrorCode> };
}

const operationLifecycles: readonly (readonly [AccountOperationName, OperationLifecycle])[] = [
  // A sign-in succeeds with the session's own event, whichever page started it.
  ['signIn', { started: signInStarted, succeeded: signedIn, failed: signInFailed }],
  ['resendConfirmation', { started: confirmationResendStarted, succeeded: confirmationResent, failed: confirmationResendFailed }],
  ['signUp', { started: signUpStarted, succeeded: signedUp, failed: signUpFailed }],
  ['signUpConfirmation', { started: signUpConfirmationStarted, succeeded: signUpConfirmed, failed: signUpConfirmationFailed }],
  ['passwordResetRequest', { started: passwordResetRequestStarted, succeeded: passwordResetRequestAccepted, failed: passwordResetRequestFailed }],
  ['passwordReset', { started: passwordResetStarted, succeeded: passwordChanged, failed: passwordResetFailed }],
];

export const accountSlice = createSlice({
  name: 'account',
  initialState: idleOperations,
  reducers: {
    /**
     * A page with one of the account forms opened: an outcome shown earlier is forgotten, so coming back to
     * the page does not show it again. A submission still running keeps going (and keeps blocking).
     */
    formOpened(state, action: PayloadAction<Exclude<AccountOperationName, 'signUpConfirmation'>>) {
      const name = action.payload;
      if (state[name].status !== 'submitting') state[name] = idleOperation;
    },
  },
  extraReducers: (builder) => {
    // Every operation moves through the same three events, kept by name. An operation's own fields (the token
    // of the confirmation being posted) stay as they are.
    for (const [name, events] of operationLifecycles) {
      builder
        .addMatcher(events.started.match, (state) => {
          Object.assign(state[name], submittingOperation);
        })
        .addMatcher(events.succeeded.match, (state) => {
          Object.assign(state[name], succeededOperation);
        })
        .addMatcher(events.failed.match, (state, action) => {
          Object.assign(state[name], failedOperation(action.payload));
        });
    }
    builder.addMatcher(signUpConfirmationStarted.match, (state, action) => {
      state.signUpConfirmation.token = action.payload;
    });
  },
  selectors: {
    selectSignIn: (state) => state.signIn,
    selectResendConfirmation: (state) => state.resendConfirmation,
    selectSignUp: (state) => state.signUp,
    selectSignUpConfirmation: (state) => state.signUpConfirmation,
    selectPasswordResetRequest: (state) => state.passwordResetRequest,
    selectPasswordReset: (state) => state.passwordReset,
    /** The spec's sign-in-in-progress flag: a second submission is refused while it is set. */
    selectIsSigningIn: (state) => state.signIn.status === 'submitting',
    /** The spec's sign-up-in-progress flag. */
    selectIsSigningUp: (state) => state.signUp.status === 'submitting',
  },
});

export const { formOpened: accountFormOpened } = accountSlice.actions;

export const {
  selectSignIn,
  selectResendConfirmation,
  selectSignUp,
  selectSignUpConfirmation,
  selectPasswordResetRequest,
  selectPasswordReset,
  selectIsSigningIn,
  selectIsSigningUp,
} = accountSlice.selectors;
