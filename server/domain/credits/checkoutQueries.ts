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

/**
 * Closes the account's oldest checkouts still open at `now` (status open, time not ended) past the newest `keep`,
 * as `expired`; answers how many it closed. The account's open checkouts are few (this keeps them so), and a
 * partial index holds the rows stored open.
 */
export async function expireOpenCheckoutsBeyond(db: Kysely<Database>, accountId: string, now: Date, keep: number): Promise<number> {
  const open = await db
    .selectFrom('checkouts')
    .select('id')
    .where('account_id', '=', accountId)
    .where('status', '=', 'open')
    .where('expires_at', '>', now.toISOString())
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const beyond = open.slice(keep).map((row) => row.id);
  if (beyond.length === 0) return 0;
  const result = await db
    .updateTable('checkouts')
    .set({ status: 'expired', completed_at: now.toISOString() })
    .where('id', 'in', beyond)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes every unpaid checkout (canceled, expired, or stored open) whose time ended before `endedBefore`. */
export async function deleteUnpaidCheckoutsEndedBefore(db: Kysely<Database>, endedBefore: Date): Promise<number> {
  const result = await db.deleteFrom('checkouts').where('status', '<>', 'paid').where('expires_at', '<', endedBefore.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
