// The shapes the job-search caches share (applications, companies, actions). Spec section 4: a cached item
// is uninitialized (absent), loading, or loaded with its data and the time it was last updated. Errors are
// kept as plain values (a message descriptor, never an Error object) so the store stays serializable.
import { ApiError, ApiNetworkError, ApiTimeoutError } from '../api/httpClient';
import {
  RequestFailedError,
  type FailureMessageDescriptor,
  type FailureMessageValues,
} from '../features/requests/RequestFailedError';
import { commonMessages } from './messages';

/** One cached item; an item that is not in its table is uninitialized. */
export type CacheEntry<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly data: T; readonly lastUpdated: number };

export type LoadStatus = 'uninitialized' | 'loading' | 'loaded' | 'failed';

/**
 * A list loaded as a whole. A list being refreshed keeps its previous data (status `loading`, data not null),
 * so a page shows what it has while the new answer comes.
 */
export interface ListState<T> {
  readonly status: LoadStatus;
  readonly data: T | null;
  readonly lastUpdated: number | null;
  readonly error: RequestError | null;
}

/** What a failed request or HTTP call shows: its own message, in the interface language. */
export interface RequestError {
  /** The server's error code (`not_found`...), `timed_out`, `invalid_reply`, or an HTTP error code. */
  readonly code: string;
  readonly descriptor: FailureMessageDescriptor;
  readonly values: FailureMessageValues;
}

export type OperationStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';

/** A change a page asked for (create, update, delete): where it stands, and why it failed. */
export interface OperationState {
  readonly status: OperationStatus;
  readonly error: RequestError | null;
}

export const idleOperation: OperationState = { status: 'idle', error: null };
export const submittingOperation: OperationState = { status: 'submitting', error: null };
export const succeededOperation: OperationState = { status: 'succeeded', error: null };

export function failedOperation(error: RequestError): OperationState {
  return { status: 'failed', error };
}

export function uninitializedList<T>(): ListState<T> {
  return { status: 'uninitialized', data: null, lastUpdated: null, error: null };
}

export function loadingList<T>(list: ListState<T>): ListState<T> {
  return { ...list, status: 'loading', error: null };
}

export function loadedList<T>(data: T, lastUpdated: number): ListState<T> {
  return { status: 'loaded', data, lastUpdated, error: null };
}

export function failedList<T>(list: ListState<T>, error: RequestError): ListState<T> {
  return { ...list, status: 'failed', error };
}

/** The data of a loaded entry, or undefined while it is loading or uninitialized. */
export function dataOf<T>(entry: CacheEntry<T> | undefined): T | undefined {
  return entry?.status === 'loaded' ? entry.data : undefined;
}

/** An HTTP answer that does not have the contract's shape. */
export class InvalidAnswerError extends Error {
  override readonly name = 'InvalidAnswerError';

  constructor(readonly path: string) {
    super(`The answer of ${path} does not follow the contract`);
  }
}

/**
 * The error to keep for a failed live request or HTTP call. A live request carries its own message (spec
 * section 8); an HTTP call gets `httpFallback`, its code kept so pages can tell a refused input from an outage.
 */
export function requestErrorOf(error: unknown, httpFallback: FailureMessageDescriptor = commonMessages.unexpectedFailure): RequestError {
  if (error instanceof RequestFailedError) {
    return { code: error.code, descriptor: error.descriptor, values: error.values };
  }
  if (error instanceof ApiError) {
    return { code: error.code, descriptor: httpFallback, values: {} };
  }
  if (error instanceof ApiTimeoutError) {
    return { code: 'timed_out', descriptor: httpFallback, values: {} };
  }
  if (error instanceof InvalidAnswerError) {
    return { code: 'invalid_reply', descriptor: httpFallback, values: {} };
  }
  if (error instanceof ApiNetworkError) {
    return { code: 'network_error', descriptor: httpFallback, values: {} };
  }
  return { code: 'internal', descriptor: httpFallback, values: {} };
}

/** Application ids (and action ids) by creation date, newest first, as the server lists them. */
export function byNewestFirst(a: { readonly created: string }, b: { readonly created: string }): number {
  return a.created < b.created ? 1 : a.created > b.created ? -1 : 0;
}
