// The copy of the workspace the app keeps in the browser's IndexedDB (src/features/offline/offlineDatabase.ts),
// seen from a browser test or benchmark: forgotten before a first visit, awaited before going offline.
import type { BrowserContext, Page } from 'playwright-core';

/** The browser database where the app keeps its copy of the workspace (src/features/offline/offlineDatabase.ts). */
const OFFLINE_DATABASE = 'job-search-tracker-offline';

export async function forgetWorkspaceCopy(context: BrowserContext, page: Page, origin: string): Promise<void> {
  const session = await context.newCDPSession(page);
  await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'indexeddb' });
  await session.detach();
}

/** Whether the page has written a copy of the workspace at `after` (epoch ms) or later. */
function hasCopySince(page: Page, after: number): Promise<boolean> {
  return page.evaluate(
    async ({ database, since }) => {
      // Opened only once the app has made it: opening a database that is not there would make an empty one, of
      // the app's version, which the app would then never lay out.
      if (!(await indexedDB.databases()).some(({ name }) => name === database)) return false;
      // IndexedDB's requests as promises, written inline: a named helper here would be wrapped by the tools that
      // run the benchmark (esbuild's __name), which the page does not have.
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(database);
        opening.addEventListener('success', () => {
          resolve(opening.result);
        });
        opening.addEventListener('error', () => {
          reject(new Error(opening.error?.message ?? 'IndexedDB open failed'));
        });
      });
      try {
        if (!db.objectStoreNames.contains('copies')) return false;
        const copies = await new Promise<{ copy: { savedAt: number } }[]>((resolve, reject) => {
          const reading = db.transaction('copies').objectStore('copies').getAll();
          reading.addEventListener('success', () => {
            resolve(reading.result as { copy: { savedAt: number } }[]);
          });
          reading.addEventListener('error', () => {
            reject(new Error(reading.error?.message ?? 'IndexedDB read failed'));
          });
        });
        return copies.some(({ copy }) => copy.savedAt >= since);
      } finally {
        db.close();
      }
    },
    { database: OFFLINE_DATABASE, since: after },
  );
}

/** Waits until the page has written its copy of the workspace (a while after its last change), for the next visit. */
export async function awaitWorkspaceCopy(page: Page, since: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await hasCopySince(page, since))) {
    if (Date.now() > deadline) throw new Error(`the page wrote no copy of the workspace within ${String(timeoutMs)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Whether the page's origin still has the app's offline database (a sign-out deletes it). */
export async function hasOfflineDatabase(page: Page): Promise<boolean> {
  return page.evaluate(
    async (database) => (await indexedDB.databases()).some(({ name }) => name === database),
    OFFLINE_DATABASE,
  );
}
