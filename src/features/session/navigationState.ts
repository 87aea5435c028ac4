// The router state the account pages pass each other: where the route guard found the user (to go back there
// after signing in or accepting the terms), and small notes for the page shown next.
import { paths } from '../../app/paths';

/** The part of a location worth returning to. */
export interface ReturnLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

export interface AccountNavigationState {
  /** The page the route guard turned the user away from. */
  readonly from?: ReturnLocation;
  /** Set by /login/{login_info} when the link held no valid session. */
  readonly loginInfoInvalid?: boolean;
  /** The address the sign-up confirmation mail was sent to. */
  readonly email?: string;
}

function isReturnLocation(value: unknown): value is ReturnLocation {
  return (
    typeof value === 'object' &&
    value !== null &&
    'pathname' in value &&
    typeof value.pathname === 'string' &&
    value.pathname.startsWith('/') &&
    'search' in value &&
    typeof value.search === 'string' &&
    'hash' in value &&
    typeof value.hash === 'string'
  );
}

/** Reads the router's `location.state`, which may hold anything (a reload keeps it, other code may set it). */
export function accountNavigationStateOf(state: unknown): AccountNavigationState {
  if (typeof state !== 'object' || state === null) return {};
  const record = state as Record<string, unknown>;
  return {
    ...(isReturnLocation(record.from) ? { from: record.from } : {}),
    ...(record.loginInfoInvalid === true ? { loginInfoInvalid: true } : {}),
    ...(typeof record.email === 'string' ? { email: record.email } : {}),
  };
}

/** Where to go once signed in (or once the terms are accepted): back where the guard found the user, else home. */
export function returnPathOf(state: AccountNavigationState): string {
  const { from } = state;
  return from === undefined ? paths.home : `${from.pathname}${from.search}${from.hash}`;
}

export function returnLocationOf(location: ReturnLocation): ReturnLocation {
  return { pathname: location.pathname, search: location.search, hash: location.hash };
}
