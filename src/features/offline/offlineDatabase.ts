// The browser's IndexedDB database of the offline feature: for each account signed in on this browser, the copy of
// its workspace that pages open from without a connection (workspaceCopy.ts), and the changes made here that
// the server has not answered yet (keptChanges.ts). One record of each per account, keyed by the account's id.
// Signing out, or deleting the account, deletes the whole database.
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { KeptChange } from './keptChanges';
import type { WorkspaceCopy } from './workspaceCopyShape';

export const OFFLINE_DATABASE_NAME = 'job-search-tracker-offline';
/** The database's own layout (its object stores), not the copy's shape: that one is WorkspaceCopy's version. */
const DATABASE_VERSION = 1;

export interface StoredCopy {
  readonly userId: string;
  readonly copy: WorkspaceCopy;
}

export interface StoredChanges {
  readonly userId: string;
  /** In the order they were made. */
  readonly changes: readonly KeptChange[];
}

interface OfflineSchema extends DBSchema {
  copies: { key: string; value: StoredCopy };
  changes: { key: string; value: StoredChanges };
}

type OfflineDatabase = IDBPDatabase<OfflineSchema>;

let opening: Promise<OfflineDatabase> | undefined;

/** The database, opened once per page; undefined where the browser has no IndexedDB (or refuses it). */
async function database(): Promise<OfflineDatabase | undefined> {
  if (typeof indexedDB === 'undefined') return undefined;
  opening ??= openDB<OfflineSchema>(OFFLINE_DATABASE_NAME, DATABASE_VERSION, {
    upgrade(db) {
      db.createObjectStore('copies', { keyPath: 'userId' });
      db.createObjectStore('changes', { keyPath: 'userId' });
    },
    // Another tab deletes the database (a sign-out there): this one lets it go, and opens it again when asked.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opening = undefined;
    },
    terminated() {
      opening = undefined;
    },
  });
  try {
    return await opening;
  } catch {
    // Private modes and full disks refuse it: the app works online as before.
    opening = undefined;
    return undefined;
  }
}

export async function readCopy(userId: string): Promise<WorkspaceCopy | undefined> {
  const db = await database();
  return (await db?.get('copies', userId))?.copy;
}

export async function writeCopy(userId: string, copy: WorkspaceCopy): Promise<void> {
  const db = await database();
  await db?.put('copies', { userId, copy });
}

export async function readChanges(userId: string): Promise<readonly KeptChange[]> {
  const db = await database();
  return (await db?.get('changes', userId))?.changes ?? [];
}

export async function writeChanges(userId: string, changes: readonly KeptChange[]): Promise<void> {
  const db = await database();
  if (db === undefined) return;
  if (changes.length === 0) await db.delete('changes', userId);
  else await db.put('changes', { userId, changes });
}

/** Deletes everything this feature kept, for every account: what signing out asks for. */
export async function deleteOfflineData(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const db = await opening?.catch(() => undefined);
  db?.close();
  opening = undefined;
  await deleteDB(OFFLINE_DATABASE_NAME);
}
