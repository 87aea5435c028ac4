// The push_subscriptions table: the browsers an account's reminders are pushed to.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Browsers one account keeps at most: a new one beyond them replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_ACCOUNT = 20;

export interface NewPushSubscription {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

/**
 * Keeps the subscription for the account. An endpoint names one browser: kept again, it takes the new keys and
 * account (the browser signed in to another one).
 */
export async function savePushSubscription(db: Kysely<Database>, accountId: string, subscription: NewPushSubscription, now: Date): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({
      id: crypto.randomUUID(),
      account_id: accountId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      created: now.toISOString(),
    })
    .onConflict((conflict) =>
      conflict.column('endpoint').doUpdateSet({
        account_id: accountId,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        created: now.toISOString(),
      }),
    )
    .execute();
  const beyond = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('account_id', '=', accountId)
    .orderBy('created', 'desc')
    .orderBy('id')
    .offset(PUSH_SUBSCRIPTIONS_PER_ACCOUNT)
    .limit(1000)
    .execute();
  if (beyond.length > 0) {
    await db
      .deleteFrom('push_subscriptions')
      .where(
        'id',
        'in',
        beyond.map((row) => row.id),
      )
      .execute();
  }
}

/** Forgets the account's subscription at `endpoint`, if it has one. */
export async function removePushSubscription(db: Kysely<Database>, accountId: string, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('account_id', '=', accountId).where('endpoint', '=', endpoint).execute();
}

export async function pushSubscriptionIdsOf(db: Kysely<Database>, accountId: string): Promise<string[]> {
  const rows = await db.selectFrom('push_subscriptions').select('id').where('account_id', '=', accountId).orderBy('created').execute();
  return rows.map((row) => row.id);
}

/** A subscription the push service said is gone (404, 410). */
export async function deletePushSubscription(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}
