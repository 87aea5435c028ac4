// The shapes the job-search caches share (applications, companies, actions). Spec section 4: a cached item
// is uninitialized (absent), loading, or loaded with its data and the time it was last updated.
import type { RequestError } from './requestError';

/**
 * One cached item; an item that is not in its table is uninitialized. `fromCopy`: loaded in an earlier visit and
 * read back from the browser's copy of the workspace (src/app/workspaceCopy.ts), not yet confirmed by the server:
 * a page that needs it asks for it again, showing it meanwhile.
 */
export type CacheEntry<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly data: T; readonly lastUpdated: number; readonly fromCopy?: true };

/** Whether a page needing this entry must ask the server: it is absent, or only from the copy of a visit before. */
export function isFromCopy<T>(entry: CacheEntry<T> | undefined): boolean {
  return entry?.status === 'loaded' && entry.fromCopy === true;
}

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

/** Application ids (and action ids) by creation date, newest first, as the server lists them. */
export function byNewestFirst(a: { readonly created: string }, b: { readonly created: string }): number {
  return a.created < b.created ? 1 : a.created > b.created ? -1 : 0;
}
