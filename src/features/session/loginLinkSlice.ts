// Where the `/login/{login_info}` link being opened stands. It lives beside the session rather than with the
// account pages: the link replaces who is signed in here (asking first, unless it is the same account), and to
// know who that is it waits for the saved session to be read, both of which are the session's own business.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionOwner } from '../../../contract';
import type { AccountErrorCode } from './accountErrors';

/**
 * The link's state, by its token: the server is asked whose session it holds (`checking`); unless the same
 * account is signed in here, the user confirms first (`confirming`, with the link's account and the signed-in
 * email, null when nobody is signed in: a link someone else sent would otherwise sign the visitor into their
 * account unawares); then the link's account signs in (`accepted`), or stays out (`canceled`). `invalid`: no
 * live session for the token; `failed`: the server could not be asked.
 */
export type LoginLinkState =
  | { readonly status: 'idle' }
  | { readonly status: 'checking'; readonly token: string }
  | { readonly status: 'confirming'; readonly token: string; readonly owner: SessionOwner; readonly current: string | null }
  | { readonly status: 'accepted'; readonly token: string; readonly owner: SessionOwner }
  | { readonly status: 'canceled'; readonly token: string }
  | { readonly status: 'invalid'; readonly token: string }
  | { readonly status: 'failed'; readonly token: string; readonly error: AccountErrorCode };

// A function, typed by its result: a constant would be narrowed to the idle member, and the slice with it.
function noLink(): LoginLinkState {
  return { status: 'idle' };
}

export const loginLinkSlice = createSlice({
  name: 'loginLink',
  initialState: noLink,
  reducers: {
    /** The server is being asked whose session the link's token holds. */
    checkStarted(_state, action: PayloadAction<string>) {
      return { status: 'checking', token: action.payload };
    },
    /** The link's account is not the one signed in (or nobody is): the page asks before signing it in. */
    switchAsked(_state, action: PayloadAction<{ readonly token: string; readonly owner: SessionOwner; readonly current: string | null }>) {
      return { status: 'confirming', ...action.payload };
    },
    /** The link's account signs in (the same one was signed in, or the user confirmed). */
    accepted(_state, action: PayloadAction<{ readonly token: string; readonly owner: SessionOwner }>) {
      return { status: 'accepted', ...action.payload };
    },
    /** The user declined: the signed-in account stays, or nobody signs in. */
    switchCanceled(state) {
      if (state.status === 'confirming') return { status: 'canceled', token: state.token };
      return undefined;
    },
    /** The server knows no live session for the link's token (unknown, expired or revoked). */
    refused(_state, action: PayloadAction<string>) {
      return { status: 'invalid', token: action.payload };
    },
    checkFailed(_state, action: PayloadAction<{ readonly token: string; readonly error: AccountErrorCode }>) {
      return { status: 'failed', ...action.payload };
    },
    /** The link's page closed: what it showed is forgotten, and a check still running stops. */
    left() {
      return noLink();
    },
  },
  selectors: {
    selectLoginLink: (state) => state,
  },
});

export const {
  checkStarted: loginLinkCheckStarted,
  switchAsked: loginLinkSwitchAsked,
  accepted: loginLinkAccepted,
  switchCanceled: loginLinkSwitchCanceled,
  refused: loginLinkRefused,
  checkFailed: loginLinkCheckFailed,
  left: loginLinkLeft,
} = loginLinkSlice.actions;

export const { selectLoginLink } = loginLinkSlice.selectors;

/**
 * `/login/{login_info}` opened with a well-formed link: the login link saga asks the server whose session its
 * token holds, whatever the link itself says, then signs in with it (asking first before replacing another
 * signed-in account).
 */
export const loginInfoOpened = createAction<{ readonly token: string }>('loginLink/opened');
/** The user confirmed replacing the signed-in account with the link's. */
export const loginLinkSwitchConfirmed = createAction('loginLink/switchConfirmed');
