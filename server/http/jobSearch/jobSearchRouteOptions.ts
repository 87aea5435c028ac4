import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AccountRowLimits } from '../../config';
import type { AccountPublisher } from '../../domain/requests/accountChange';

export interface JobSearchRouteOptions {
  readonly db: Kysely<Database>;
  readonly publisher: AccountPublisher;
  readonly clock: () => Date;
  /** How many companies and applications an account keeps; DEFAULT_ACCOUNT_ROW_LIMITS (config.ts) when unset. */
  readonly accountRows?: AccountRowLimits;
}
