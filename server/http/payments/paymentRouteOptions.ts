// What the payment routes share.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AccountPublisher } from '../../domain/requests/accountChange';
import type { StripeGateway } from '../../services/payments/stripeGateway';

export interface PaymentRouteOptions {
  readonly db: Kysely<Database>;
  readonly publisher: AccountPublisher;
  readonly clock: () => Date;
  /** Signs the CSRF tokens of the sandbox's forms. */
  readonly secret: Buffer;
  readonly secureCookie: boolean;
  /** Origin of the pages Stripe returns to. */
  readonly publicUrl: string;
}

export interface StripeRouteOptions extends PaymentRouteOptions {
  readonly stripe: StripeGateway;
}
