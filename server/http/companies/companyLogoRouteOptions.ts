import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AccountPublisher } from '../../domain/requests/accountChange';
import type { ObjectStorage } from '../../services/storage/objectStorage';

export interface CompanyLogoRouteOptions {
  readonly db: Kysely<Database>;
  readonly publisher: AccountPublisher;
  readonly clock: () => Date;
  readonly storage: ObjectStorage;
}
