// The background job of "Export my data": writes the zip in a work folder of the server (accountExportArchive),
// stores it, records it on its export and tells the account's sockets. A job may run more than once (a lease
// that ran out, a retry): each run stores under a key of its own, and a run whose export is gone (deleted with
// its account, replaced by a newer request) or already recorded removes what it stored.
import { randomUUID } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AccountPublisher } from '../requests/accountChange';
import type { JobHandlers } from '../../services/jobs/jobQueue';
import type { ObjectStorage } from '../../services/storage/objectStorage';
import { EXPORT_LIFETIME_MS, exportStatusOf } from './accountExport';
import { writeAccountArchive } from './accountExportArchive';
import { findExport, recordExportReady } from './accountExportQueries';

export interface AccountExportJobOptions {
  readonly db: Kysely<Database>;
  readonly storage: ObjectStorage;
  readonly publisher: AccountPublisher;
  /** Where zips are written before they are stored (the data folder's own file system, owner-only). */
  readonly workDir: string;
  readonly clock: () => Date;
}

export function exportStorageKey(): string {
  return `account-exports/${randomUUID()}.zip`;
}

export function createAccountExportJobHandler(options: AccountExportJobOptions): Pick<JobHandlers, 'build_account_export'> {
  const { db, storage, publisher, workDir, clock } = options;
  return {
    async build_account_export({ export_id: exportId }) {
      const pending = await findExport(db, exportId);
      if (pending?.status !== 'pending') return;
      await mkdir(workDir, { recursive: true, mode: 0o700 });
      const zipPath = path.join(workDir, `${randomUUID()}.zip`);
      try {
        await writeAccountArchive({ db, storage, now: clock() }, pending.account_id, zipPath);
        const { size } = await stat(zipPath);
        const storageKey = exportStorageKey();
        await storage.storeFile(storageKey, zipPath);
        const now = clock();
        const recorded = await recordExportReady(db, exportId, {
          storageKey,
          size,
          now,
          expiresAt: new Date(now.getTime() + EXPORT_LIFETIME_MS),
        });
        if (!recorded) {
          await storage.remove(storageKey);
          return;
        }
        const made = await findExport(db, exportId);
        if (made !== undefined) {
          await publisher.publishToAccount(pending.account_id, 'updated_account_export', { data: exportStatusOf(made, now) });
        }
      } finally {
        await rm(zipPath, { force: true });
      }
    },
  };
}
