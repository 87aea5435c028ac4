// The payment_events table: the provider's events already handled, so that each is handled once.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface PaymentEvent {
  readonly id: string;
  readonly provider: string;
  readonly type: string;
  readonly checkoutId: string | null;
}

/**
 * Records the event; answers false when it was recorded before. Run in the transaction of the event's effect:
 * a second delivery of the same event waits on the first one's row (PostgreSQL) or its write lock (SQLite),
 * then finds it and changes nothing.
 */
export async function recordPaymentEvent(db: Kysely<Database>, event: PaymentEvent, now: Date): Promise<boolean> {
  const result = await db
    .insertInto('payment_events')
    .values({ id: event.id, provider: event.provider, type: event.type, checkout_id: event.checkoutId, created: now.toISOString() })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}
