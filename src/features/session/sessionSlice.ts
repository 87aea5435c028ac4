import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  failedOperation,
  idleOperation,
  submittingOperation,
  succeededOperation,
  type OperationState as CommonOperationState,
} from '../../common/operationState';
import type { AccountSession, LoginBody, ResetPasswordBody, ResetPasswordRequestBody, SessionOwner } from '../../../contract';
import type { AccountErrorCode } from './accountErrors';
import type { SavedSession } from './savedSession';
import { currentTermsLoaded } from './currentTerms';

export type { AccountSession };

export type SignedInSession = Omit<AccountSession, 'locale'> & { readonly locale: string | null };

/** Where one of the account forms stands. `failed` carries the error code its page explains. */
export type OperationState = CommonOperationState<AccountErrorCode>;

/** The account operations a page starts and then shows the outcome of. */
export interface SessionOperations {
  readonly signIn: OperationState;
  readonly resendConfirmation: OperationState;
  readonly signUp: OperationState;
  /** The mailed token being confirmed, so one link is posted once however often its page mounts. */
  readonly signUpConfirmation: OperationState & { readonly token: string | null };
  readonly passwordResetRequest: OperationState;
  readonly passwordReset: OperationState;
  readonly termsAcceptance: OperationState;
}

export type SessionOperationName = keyof SessionOperations;

export const idleOperations: SessionOperations = {
  signIn: idleOperation,
  resendConfirmation: idleOperation,
  signUp: idleOperation,
  signUpConfirmation: { ...idleOperation, token: null },
  passwordResetRequest: idleOperation,
  passwordReset: idleOperation,
  termsAcceptance: idleOperation,
};

/** The account fields: names follow the server's answer, so a sign-in reply or a stored session drops straight in. */
export interface AccountState {
  readonly user_id: string | null;
  readonly email: string | null;
  /** 0 while signed out: there is nothing to spend. */
  readonly credits: number;
  readonly token: string | null;
  /** The account's locale on the server; the interface language is the i18n `locale` state. */
  readonly locale: string | null;
  readonly accepted_terms: string | null;
  readonly current_terms: string | null;
}

/**
 * Where the `/login/{login_info}` link being opened stands, by its token: the server is asked whose session it
 * holds (`checking`); another signed-in account must be confirmed away first (`confirming`, with the email of
 * each); then the link's account signs in (`accepted`), or stays out (`canceled`). `invalid`: no live session
 * for the token; `failed`: the server could not be asked.
 */
export type LoginLinkState =
  | { readonly status: 'idle' }
  | { readonly status: 'checking'; readonly token: string }
  | { readonly status: 'confirming'; readonly token: string; readonly owner: SessionOwner; readonly current: string }
  | { readonly status: 'accepted'; readonly token: string; readonly owner: SessionOwner }
  | { readonly status: 'canceled'; readonly token: string }
  | { readonly status: 'invalid'; readonly token: string }
  | { readonly status: 'failed'; readonly token: string; readonly error: AccountErrorCode };

export interface SessionState extends AccountState {
  /**
   * False until the saved session has been looked for, at start and again when a page behind the route guard
   * opens while not connected: the route guard waits for it.
   */
  readonly savedSessionChecked: boolean;
  /**
   * The page (router location key) for which the route guard last had storage read again while not connected,
   * so that it reads it once per page reached, then decides.
   */
  readonly savedSessionReadForPage: string | null;
  readonly operations: SessionOperations;
  readonly loginLink: LoginLinkState;
}

const signedOutAccount: AccountState = {
  user_id: null,
  email: null,
  credits: 0,
  token: null,
  locale: null,
  accepted_terms: null,
  current_terms: null,
};

/** Signed out, with storage already looked at: what signing out leaves. */
export const signedOutSession: SessionState = {
  ...signedOutAccount,
  savedSessionChecked: true,
  savedSessionReadForPage: null,
  operations: idleOperations,
  loginLink: { status: 'idle' },
};

/** At start, before the saved session has been looked for. */
export const initialSessionState: SessionState = { ...signedOutSession, savedSessionChecked: false };

export interface SignUpForm {
  readonly email: string;
  readonly password: string;
  /** The ALTCHA payload of the solved challenge. */
  readonly captcha: string;
}

// The events each account operation goes through; the slice keeps where each stands under its name.
export const signInStarted = createAction('session/signInStarted');
export const signInFailed = createAction<AccountErrorCode>('session/signInFailed');
export const confirmationResendStarted = createAction('session/confirmationResendStarted');
/** The server took the request to mail the confirmation link again (it says no more, by design). */
export const confirmationResent = createAction('session/confirmationResent');
export const confirmationResendFailed = createAction<AccountErrorCode>('session/confirmationResendFailed');
export const signUpStarted = createAction('session/signUpStarted');
/** The account was created; it waits for the confirmation of its email. */
export const signedUp = createAction('session/signedUp');
export const signUpFailed = createAction<AccountErrorCode>('session/signUpFailed');
/** The mailed token being confirmed, so one link is posted once however often its page mounts. */
export const signUpConfirmationStarted = createAction<string>('session/signUpConfirmationStarted');
export const signUpConfirmed = createAction('session/signUpConfirmed');
export const signUpConfirmationFailed = createAction<AccountErrorCode>('session/signUpConfirmationFailed');
export const passwordResetRequestStarted = createAction('session/passwordResetRequestStarted');
/** The server took the request; it mails a link only if the account exists, and does not say which. */
export const passwordResetRequestAccepted = createAction('session/passwordResetRequestAccepted');
export const passwordResetRequestFailed = createAction<AccountErrorCode>('session/passwordResetRequestFailed');
export const passwordResetStarted = createAction('session/passwordResetStarted');
export const passwordChanged = createAction('session/passwordChanged');
export const passwordResetFailed = createAction<AccountErrorCode>('session/passwordResetFailed');
export const termsAcceptanceStarted = createAction('session/termsAcceptanceStarted');
export const termsAcceptanceFailed = createAction<AccountErrorCode>('session/termsAcceptanceFailed');

/** The user signed in (a sign-in answer, or a login link with the account the server named). */
export const signedIn = createAction<SignedInSession>('session/signedIn');
/** The account accepted this version of the terms. */
export const termsAccepted = createAction<string>('session/termsAccepted');

/** The events of each operation: its start, its success and its failure with the code its page explains. */
interface OperationLifecycle {
  readonly started: { match: (action: unknown) => boolean };
  readonly succeeded: { match: (action: unknown) => boolean };
  readonly failed: { match: (action: unknown) => action is PayloadAction<AccountErrorCode> };
}

const operationLifecycles: readonly (readonly [SessionOperationName, OperationLifecycle])[] = [
  ['signIn', { started: signInStarted, succeeded: signedIn, failed: signInFailed }],
  ['resendConfirmation', { started: confirmationResendStarted, succeeded: confirmationResent, failed: confirmationResendFailed }],
  ['signUp', { started: signUpStarted, succeeded: signedUp, failed: signUpFailed }],
  ['signUpConfirmation', { started: signUpConfirmationStarted, succeeded: signUpConfirmed, failed: signUpConfirmationFailed }],
  ['passwordResetRequest', { started: passwordResetRequestStarted, succeeded: passwordResetRequestAccepted, failed: passwordResetRequestFailed }],
  ['passwordReset', { started: passwordResetStarted, succeeded: passwordChanged, failed: passwordResetFailed }],
  ['termsAcceptance', { started: termsAcceptanceStarted, succeeded: termsAccepted, failed: termsAcceptanceFailed }],
];

function isPresent(value: string | null): value is string {
  return value !== null && value !== '';
}

function isConnected(state: AccountState): boolean {
  return isPresent(state.token) && isPresent(state.user_id) && isPresent(state.email);
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** A saved session was read back from browser storage. */
    sessionRestored(state, action: PayloadAction<SavedSession>) {
      // Storage keeps no credits (they are asked for once the live channel joins) and no server locale.
      return { ...state, ...action.payload, savedSessionChecked: true };
    },
    /** Browser storage was looked at for a saved session (whether one was there or not). */
    savedSessionChecked(state) {
      return { ...state, savedSessionChecked: true };
    },
    /**
     * A page behind the route guard opened while not connected. Before the guard sends the visitor to /login,
     * storage is read again (spec, section 2): another tab may have signed in since this one started. The
     * guard waits for `savedSessionChecked` once more.
     */
    guardedPageOpenedSignedOut(state, action: PayloadAction<string>) {
      return isConnected(state) ? state : { ...state, savedSessionChecked: false, savedSessionReadForPage: action.payload };
    },
    /**
     * A page with one of the account forms opened: an outcome shown earlier is forgotten, so coming back to
     * the page does not show it again. A submission still running keeps going (and keeps blocking).
     */
    accountFormOpened(state, action: PayloadAction<Exclude<SessionOperationName, 'signUpConfirmation'>>) {
      const name = action.payload;
      if (state.operations[name].status === 'submitting') return state;
      return { ...state, operations: { ...state.operations, [name]: idleOperation } };
    },
    /** The account on the server now has this locale. */
    accountLocaleSaved(state, action: PayloadAction<string>) {
      return { ...state, locale: action.payload };
    },
    /** The server told this tab the account's credit balance. */
    creditsReceived(state, action: PayloadAction<number>) {
      return { ...state, credits: action.payload };
    },
    /**
     * The session is over (a sign-out, or a token the live channel refused: the session saga reads that token
     * to clean storage up first, so `connection/joinRefused` itself leaves the session as it is): forget
     * everything about the account.
     */
    signedOut() {
      return signedOutSession;
    },
    /** The server is being asked whose session the link's token holds. */
    loginLinkCheckStarted(state, action: PayloadAction<string>) {
      return { ...state, loginLink: { status: 'checking', token: action.payload } };
    },
    /** The link's account is another than the one signed in: the page asks before replacing it. */
    loginLinkSwitchAsked(state, action: PayloadAction<{ readonly token: string; readonly owner: SessionOwner; readonly current: string }>) {
      return { ...state, loginLink: { status: 'confirming', ...action.payload } };
    },
    /** The link's account signs in (no other was signed in, the same one was, or the user confirmed the switch). */
    loginLinkAccepted(state, action: PayloadAction<{ readonly token: string; readonly owner: SessionOwner }>) {
      return { ...state, loginLink: { status: 'accepted', ...action.payload } };
    },
    /** The user kept the signed-in account. */
    loginLinkSwitchCanceled(state) {
      return state.loginLink.status === 'confirming' ? { ...state, loginLink: { status: 'canceled', token: state.loginLink.token } } : state;
    },
    /** The server knows no live session for the link's token (unknown, expired or revoked). */
    loginLinkRefused(state, action: PayloadAction<string>) {
      return { ...state, loginLink: { status: 'invalid', token: action.payload } };
    },
    loginLinkCheckFailed(state, action: PayloadAction<{ readonly token: string; readonly error: AccountErrorCode }>) {
      return { ...state, loginLink: { status: 'failed', ...action.payload } };
    },
    /** The link's page closed: what it showed is forgotten, and a check still running stops. */
    loginLinkLeft(state) {
      return { ...state, loginLink: { status: 'idle' } };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signedIn, (state, action) => {
        const { user_id, email, credits, token, locale, accepted_terms, current_terms } = action.payload;
        return { ...state, user_id, email, credits, token, locale, accepted_terms, current_terms, savedSessionChecked: true };
      })
      .addCase(termsAccepted, (state, action) => ({ ...state, accepted_terms: action.payload }))
      // Whoever fetched them (a check after a restore or a join, a page), these are the current terms now: a
      // session that accepted older ones goes to the review.
      .addCase(currentTermsLoaded, (state, action) =>
        isConnected(state) ? { ...state, current_terms: action.payload.version } : state,
      );
    // Every operation moves through the same three events, kept by name. An operation's own fields (the token
    // of the confirmation being posted) stay as they are.
    for (const [name, events] of operationLifecycles) {
      builder
        .addMatcher(events.started.match, (state) => {
          Object.assign(state.operations[name], submittingOperation);
        })
        .addMatcher(events.succeeded.match, (state) => {
          Object.assign(state.operations[name], succeededOperation);
        })
        .addMatcher(events.failed.match, (state, action) => {
          Object.assign(state.operations[name], failedOperation(action.payload));
        });
    }
    builder.addMatcher(signUpConfirmationStarted.match, (state, action) => {
      state.operations.signUpConfirmation.token = action.payload;
    });
  },
  selectors: {
    selectSession: (state) => state,
    selectOperations: (state) => state.operations,
    selectSignIn: (state) => state.operations.signIn,
    selectResendConfirmation: (state) => state.operations.resendConfirmation,
    selectSignUp: (state) => state.operations.signUp,
    selectSignUpConfirmation: (state) => state.operations.signUpConfirmation,
    selectPasswordResetRequest: (state) => state.operations.passwordResetRequest,
    selectPasswordReset: (state) => state.operations.passwordReset,
    selectTermsAcceptance: (state) => state.operations.termsAcceptance,
    selectLoginLink: (state) => state.loginLink,
    /** The spec's sign-in-in-progress flag: a second submission is refused while it is set. */
    selectIsSigningIn: (state) => state.operations.signIn.status === 'submitting',
    /** The spec's sign-up-in-progress flag. */
    selectIsSigningUp: (state) => state.operations.signUp.status === 'submitting',
    selectSavedSessionChecked: (state) => state.savedSessionChecked,
    selectSavedSessionReadForPage: (state) => state.savedSessionReadForPage,
    /** Connected, with terms to review: the accepted terms differ from the current ones (spec, section 4). */
    selectMustReviewTerms: (state) =>
      isPresent(state.token) &&
      isPresent(state.user_id) &&
      isPresent(state.email) &&
      state.accepted_terms !== state.current_terms,
    /** What the live channel needs to connect, or null while not connected. */
    selectLiveCredentials: (state) =>
      isPresent(state.token) && isPresent(state.user_id) && isPresent(state.email)
        ? { userId: state.user_id, token: state.token }
        : null,
    selectToken: (state) => state.token,
    selectCredits: (state) => state.credits,
    /** Connected means token, user id and email are all present (spec, section 4). */
    selectIsConnected: (state) => isPresent(state.token) && isPresent(state.user_id) && isPresent(state.email),
  },
});

export const {
  sessionRestored,
  savedSessionChecked,
  guardedPageOpenedSignedOut,
  accountLocaleSaved,
  creditsReceived,
  signedOut,
  accountFormOpened,
  loginLinkCheckStarted,
  loginLinkSwitchAsked,
  loginLinkAccepted,
  loginLinkSwitchCanceled,
  loginLinkRefused,
  loginLinkCheckFailed,
  loginLinkLeft,
} = sessionSlice.actions;

// Events the pages dispatch; no reducer handles them: the account sagas check the in-progress flags, then
// put the `...Started` action and do the I/O. A submission refused by those flags (`signInRefused`,
// `signUpRefused`) is recorded for the action log only: the page shows nothing for it, its busy button
// already saying that the first submission runs.

/**
 * A sign-in brought another account than the one signed in: what the caches hold of the first one goes
 * (the job-search slices reset on it, as on `signedOut`). `signedIn` of the new account follows at once.
 */
export const accountChanged = createAction('session/accountChanged');
/**
 * `/login/{login_info}` opened with a well-formed link: the login link saga asks the server whose session its
 * token holds, whatever the link itself says, then signs in with it (asking first before replacing another
 * signed-in account).
 */
export const loginInfoOpened = createAction<{ readonly token: string }>('session/loginInfoOpened');
/** The user confirmed replacing the signed-in account with the link's. */
export const loginLinkSwitchConfirmed = createAction('session/loginLinkSwitchConfirmed');

/** The sign-in form was submitted. */
export const signInSubmitted = createAction<LoginBody>('session/signInSubmitted');
/** A second sign-in was refused while one runs (the spec's `login_in_progress`); nothing was sent. */
export const signInRefused = createAction<'login_in_progress'>('session/signInRefused');
/** The user asked, after `email_not_confirmed`, for the confirmation mail again. */
export const confirmationResendSubmitted = createAction<LoginBody>('session/confirmationResendSubmitted');
export const signUpSubmitted = createAction<SignUpForm>('session/signUpSubmitted');
/** A second sign-up was refused while one runs; the spec names one code for both double submissions. */
export const signUpRefused = createAction<'login_in_progress'>('session/signUpRefused');
/** The page of a confirmation link (or of a pasted code) opened with this token. */
export const signUpConfirmationLinkOpened = createAction<string>('session/signUpConfirmationLinkOpened');
export const passwordResetRequestSubmitted = createAction<ResetPasswordRequestBody>('session/passwordResetRequestSubmitted');
export const passwordResetSubmitted = createAction<ResetPasswordBody>('session/passwordResetSubmitted');
/** The user accepted the terms shown on the review page: the payload is the version of that document. */
export const termsAcceptanceSubmitted = createAction<string>('session/termsAcceptanceSubmitted');

/**
 * The user picked Sign Out in the menu. No reducer handles it: the session saga revokes the token on the
 * server, clears browser storage, then dispatches `signedOut`, which closes the live channel.
 */
export const signOutRequested = createAction('session/signOutRequested');
export const {
  selectSession,
  selectToken,
  selectCredits,
  selectIsConnected,
  selectLiveCredentials,
  selectOperations,
  selectSignIn,
  selectResendConfirmation,
  selectSignUp,
  selectSignUpConfirmation,
  selectPasswordResetRequest,
  selectPasswordReset,
  selectTermsAcceptance,
  selectLoginLink,
  selectIsSigningIn,
  selectIsSigningUp,
  selectSavedSessionChecked,
  selectSavedSessionReadForPage,
  selectMustReviewTerms,
} = sessionSlice.selectors;
