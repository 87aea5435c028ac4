// The applications a list's first screen showed last, kept in browser storage for the account that saw them, so
// that a returning visitor's list asks for them beside the list itself instead of once the list has arrived: its
// first titles then come with the rows, a round trip sooner. Only ids are kept (never a title or any other
// content), for the account signed in; signing out clears the whole storage, and another account signing in on
// the browser finds nothing it may use and replaces it.
import { FIRST_SCREEN_ROWS } from './firstScreen';

export const FIRST_SCREEN_MEMORY_KEY = 'job_applications_first_screen';

interface RememberedFirstScreen {
  readonly user_id: string;
  readonly ids: readonly string[];
}

function isRemembered(value: unknown): value is RememberedFirstScreen {
  if (typeof value !== 'object' || value === null) return false;
  const { user_id: userId, ids } = value as Record<string, unknown>;
  return typeof userId === 'string' && Array.isArray(ids) && ids.every((id) => typeof id === 'string');
}

/** The ids the account's list showed first last time, newest first; none for another account or unreadable data. */
export function rememberedFirstScreen(storage: Storage, userId: string): readonly string[] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(FIRST_SCREEN_MEMORY_KEY) ?? 'null');
  } catch {
    return [];
  }
  return isRemembered(stored) && stored.user_id === userId ? stored.ids.slice(0, FIRST_SCREEN_ROWS) : [];
}

/** Keeps the ids the account's list shows first now (a full storage only loses the head start). */
export function rememberFirstScreen(storage: Storage, userId: string, ids: readonly string[]): void {
  const remembered: RememberedFirstScreen = { user_id: userId, ids: ids.slice(0, FIRST_SCREEN_ROWS) };
  try {
    storage.setItem(FIRST_SCREEN_MEMORY_KEY, JSON.stringify(remembered));
  } catch {
    // Over the storage's quota: the next visit's list asks for its first screen once it has arrived, as before.
  }
}

export function forgetFirstScreen(storage: Storage): void {
  storage.removeItem(FIRST_SCREEN_MEMORY_KEY);
}
