// What the routes of "Export my data" and "Delete my account" share.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PasswordHashing } from '../../domain/accounts/passwords';
import type { JobQueue } from '../../services/jobs/jobQueue';
import type { ObjectStorage } from '../../services/storage/objectStorage';

export interface AccountDataRouteOptions {
  readonly db: Kysely<Database>;
  readonly storage: ObjectStorage;
  /** Woken after a commit that queued work (an export to make, objects to remove). */
  readonly jobs: JobQueue;
  readonly passwords: PasswordHashing;
  readonly clock: () => Date;
  /** Cuts the live sockets opened with these session token digests, in every process. */
  readonly disconnectSessions: (tokenHashes: ReadonlySet<string>) => Promise<void>;
}
