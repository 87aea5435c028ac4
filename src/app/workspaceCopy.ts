// The copy of an account's workspace kept in the browser (the offline feature's database), from which a returning
// visitor's pages draw at once, and every list and application already seen opens without a connection. It
// holds what the server answered (the caches and lists of the workspace's slices), never what this tab was
// doing (forms, uploads, operations under way, errors): `KEPT` names, slice by slice, each field kept and how.
//
// The copy is versioned with the store's shape: a copy of another version is not read, and the next save
// replaces it. Change WORKSPACE_COPY_VERSION with any change to the kept fields' types.
import type { CacheEntry, ListState } from '../common/entityCache';
import type { WorkspaceCopy } from '../features/offline';
import type { RootState } from './store';

export const WORKSPACE_COPY_VERSION = 1;

/**
 * Items kept per cache (the most recently loaded): after a restore each one is asked for again once the channel
 * joins (channelRejoined), and those requests go before any the person makes; a hundred take two seconds.
 */
export const KEPT_ITEMS_PER_CACHE = 100;

/**
 * How a field is kept: `entries`, a cache of items by id (the loaded ones, KEPT_ITEMS_PER_CACHE at most);
 * `list`, one list (kept once it holds data, as loaded); `lists`, lists by key (the same); `record`, a map kept
 * as it is.
 */
type FieldKind = 'entries' | 'list' | 'lists' | 'record';

/** Each workspace slice's kept fields; the other fields start empty after a restore, as after a sign-in. */
const KEPT = {
  jobApplications: { items: 'entries', titles: 'record', creationDates: 'list', statuses: 'list', statusById: 'record', unansweredSubmitById: 'record' },
  applicationListView: { tags: 'list' },
  companies: { items: 'entries', list: 'list', versions: 'record' },
  contacts: { items: 'record', list: 'list' },
  datedActions: { items: 'entries', byApplication: 'lists', creationDates: 'list', future: 'list' },
  files: { items: 'entries', recent: 'list', byApplication: 'lists' },
  ai: { products: 'list', items: 'entries', all: 'list', byApplication: 'lists', byFile: 'lists' },
  // Not a workspace slice (every page reads it from the start), but what the list and the board need offline to
  // say which applications ask for a follow-up, and what the settings page shows without a connection.
  settings: { settings: 'list' },
} as const satisfies { readonly [S in keyof RootState]?: { readonly [F in keyof RootState[S]]?: FieldKind } };

type KeptSlice = keyof typeof KEPT;

type AnyRecord = Readonly<Record<string, unknown>>;
type AnyEntries = Readonly<Record<string, CacheEntry<unknown>>>;
type AnyList = ListState<unknown>;
type AnyLists = Readonly<Record<string, AnyList>>;

/** The most recently loaded entries, KEPT_ITEMS_PER_CACHE at most. */
function keptEntries(entries: AnyEntries): AnyEntries {
  const loaded = Object.entries(entries).flatMap(([id, entry]) =>
    entry.status === 'loaded' ? [{ id, entry, at: entry.lastUpdated }] : [],
  );
  loaded.sort((a, b) => b.at - a.at);
  return Object.fromEntries(loaded.slice(0, KEPT_ITEMS_PER_CACHE).map(({ id, entry }) => [id, entry]));
}

/** A list with data, as loaded (a refresh under way or failed is this tab's business); null without data. */
function keptList(list: AnyList): AnyList | null {
  if (list.data === null || list.lastUpdated === null) return null;
  return { status: 'loaded', data: list.data, lastUpdated: list.lastUpdated, error: null };
}

function keptLists(lists: AnyLists): AnyLists {
  return Object.fromEntries(
    Object.entries(lists).flatMap(([key, list]) => {
      const kept = keptList(list);
      return kept === null ? [] : [[key, kept]];
    }),
  );
}

function keptField(kind: FieldKind, value: unknown): unknown {
  switch (kind) {
    case 'entries':
      return keptEntries(value as AnyEntries);
    case 'list':
      return keptList(value as AnyList);
    case 'lists':
      return keptLists(value as AnyLists);
    case 'record':
      return value;
  }
}

/** The copy of the workspace in `state`, or null while the workspace's slices are not in the store. */
export function workspaceCopyOf(state: RootState, savedAt: number): WorkspaceCopy | null {
  if ((state as Partial<RootState>).jobApplications === undefined) return null;
  const slices: Record<string, Record<string, unknown>> = {};
  for (const [sliceName, fields] of Object.entries(KEPT) as [KeptSlice, Readonly<Record<string, FieldKind>>][]) {
    const sliceState = state[sliceName] as unknown as Readonly<Record<string, unknown>>;
    const kept: Record<string, unknown> = {};
    for (const [field, kind] of Object.entries(fields)) {
      const value = keptField(kind, sliceState[field]);
      // A list without data stays as the slice starts it.
      if (value !== null) kept[field] = value;
    }
    slices[sliceName] = kept;
  }
  return { version: WORKSPACE_COPY_VERSION, savedAt, slices };
}

/** Whether a copy read back can go into this build's store. */
export function isUsableCopy(copy: WorkspaceCopy | undefined): copy is WorkspaceCopy {
  return copy !== undefined && copy.version === WORKSPACE_COPY_VERSION;
}

/** A list the store holds, with the copy's data where it has none yet (its status and error kept). */
function filledList(current: AnyList, saved: AnyList): AnyList {
  if (current.data !== null) return current;
  return current.status === 'uninitialized'
    ? saved
    : { ...current, data: saved.data, lastUpdated: saved.lastUpdated };
}

/** A field the store holds, with the copy's data where the store has none (what the server said since wins). */
function filledField(kind: FieldKind, current: unknown, saved: unknown): unknown {
  switch (kind) {
    case 'entries': {
      // Marked as the copy's: a page that needs one asks the server for it again (entityCache.ts).
      const fromCopy = Object.fromEntries(
        Object.entries(saved as AnyEntries).map(([id, entry]) => [id, { ...entry, fromCopy: true }]),
      );
      return { ...fromCopy, ...(current as AnyRecord) };
    }
    case 'record':
      return { ...(saved as AnyRecord), ...(current as AnyRecord) };
    case 'list':
      return filledList(current as AnyList, saved as AnyList);
    case 'lists': {
      const currentLists = current as AnyLists;
      const savedLists = saved as AnyLists;
      const keys = new Set([...Object.keys(savedLists), ...Object.keys(currentLists)]);
      return Object.fromEntries(
        [...keys].map((key) => {
          const own = currentLists[key];
          const kept = savedLists[key];
          return [key, own === undefined ? kept : kept === undefined ? own : filledList(own, kept)];
        }),
      );
    }
  }
}

/**
 * The state with a copy's data put into the workspace's slices, which must be in it already, wherever they have
 * none yet: the copy may come once the pages have asked the server, and an answer already there is newer. Only
 * the fields KEPT names are read from the copy, whatever else it holds.
 */
export function withWorkspaceCopy(state: RootState, copy: WorkspaceCopy): RootState {
  const restored: Record<string, unknown> = { ...state };
  for (const [sliceName, fields] of Object.entries(KEPT) as [KeptSlice, Readonly<Record<string, FieldKind>>][]) {
    const saved = copy.slices[sliceName];
    const current = state[sliceName] as unknown as AnyRecord | undefined;
    if (saved === undefined || current === undefined) continue;
    const filled = Object.entries(fields)
      .filter(([field]) => saved[field] !== undefined && saved[field] !== null)
      .map(([field, kind]) => [field, filledField(kind, current[field], saved[field])]);
    restored[sliceName] = { ...current, ...Object.fromEntries(filled) };
  }
  return restored as unknown as RootState;
}
