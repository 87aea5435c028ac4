import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface PostingRouteOptions {
  readonly db: Kysely<Database>;
  /** CAPTURE_ALLOW_PRIVATE_ADDRESSES (tests only): fetch pages on loopback and private addresses too. */
  readonly allowPrivateAddresses: boolean;
}
