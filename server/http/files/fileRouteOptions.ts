import type { Kysely } from 'kysely';
import type { FileLimits } from '../../config';
import type { Database } from '../../db/schema';
import type { AccountPublisher } from '../../domain/requests/accountChange';
import type { ObjectStorage } from '../../services/storage/objectStorage';

export interface FileRouteOptions {
  readonly db: Kysely<Database>;
  readonly publisher: AccountPublisher;
  readonly clock: () => Date;
  readonly storage: ObjectStorage;
  readonly limits: FileLimits;
  /** Where uploads are written while they arrive (on the data folder's file system). */
  readonly spoolDir: string;
  /** Tells the background jobs that an upload queued work (they would otherwise find it at their next look). */
  readonly onJobsQueued: () => void;
}
