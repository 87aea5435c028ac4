import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AccountPublisher } from '../../requests/accountChange';

export interface JobSearchRouteOptions {
  readonly db: Kysely<Database>;
  readonly publisher: AccountPublisher;
  readonly clock: () => Date;
}
