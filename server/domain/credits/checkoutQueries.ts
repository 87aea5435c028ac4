// The checkouts table: every query that reads or writes it lives here. A status changes only by a guarded
// UPDATE, so of two writers racing on one checkout exactly one sees its change made.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { CheckoutStatus } from '../../../contract';
import type { CheckoutsTable, Database } from '../../db/schema';

export type CheckoutRow = Selectable<CheckoutsTable>;

export async function insertCheckout(db: Kysely<Database>, row: Insertable<CheckoutsTable>): Promise<void> {
  await db.insertInto('checkouts').values(row).execute();
}

/** Any account's checkout: for the provider's callbacks, whose only credential is the checkout itself. */
export function findCheckout(db: Kysely<Database>, id: string): Promise<CheckoutRow | undefined> {
  return db.selectFrom('checkouts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAccountCheckout(db: Kysely<Database>, accountId: string, id: string): Promise<CheckoutRow | undefined> {
  return db.selectFrom('checkouts').selectAll().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
}

/**
 * Marks the checkout paid if it is in one of `from` (and, when `openUntil` is given, not past its expiry).
 * Answers whether this call did it: the one that did grants the credits.
 */
export async function markCheckoutPaid(
  db: Kysely<Database>,
  id: string,
  now: Date,
  from: readonly CheckoutStatus[],
  options: { readonly unexpiredAt?: Date } = {},
): Promise<boolean> {
  let update = db
    .updateTable('checkouts')
    .set({ status: 'paid', completed_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', 'in', [...from]);
  if (options.unexpiredAt !== undefined) update = update.where('expires_at', '>', options.unexpiredAt.toISOString());
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Closes an open checkout without payment (`canceled` or `expired`); answers whether it was open. */
export async function closeOpenCheckout(db: Kysely<Database>, id: string, now: Date, status: 'canceled' | 'expired'): Promise<boolean> {
  const result = await db
    .updateTable('checkouts')
    .set({ status, completed_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Keeps the provider's id of the checkout (Stripe's session id), the first time it is known. */
export async function recordProviderReference(db: Kysely<Database>, id: string, reference: string): Promise<void> {
  await db.updateTable('checkouts').set({ provider_reference: reference }).where('id', '=', id).where('provider_reference', 'is', null).execute();
}
