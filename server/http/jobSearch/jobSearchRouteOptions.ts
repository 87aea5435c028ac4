import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AccountRowLimits } from '../../domain/accountQuotas/accountRowLimits';
import type { AccountPublisher } from '../../domain/requests/accountChange';

export interface JobSearchRouteOptions {
  readonly db: Kysely<Database>;
  readonly publisher: AccountPublisher;
  readonly clock: () => Date;
  /** How many companies and applications an account keeps; the defaults of accountRowLimits.ts when unset. */
  readonly accountRows?: AccountRowLimits;
}
