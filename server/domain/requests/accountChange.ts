// A change to one account's data, whether a live-channel request or an HTTP route asked for it: the work runs
// in one transaction and queues the pushes it causes; they are published once the transaction has committed,
// so no tab hears of a change that was rolled back.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { lockAccountRow } from '../accountQuotas/accountRowLock';
import { accountTextLimitReached, isAccountTextLimitError } from '../accountQuotas/accountTextLimit';

export interface AccountPublisher {
  /** Sends a channel event to every socket joined to the account's topic, on every server process. */
  publishToAccount(accountId: string, event: string, payload: unknown): Promise<void>;
}

export interface QueuedPush {
  readonly event: string;
  readonly payload: unknown;
}

/** What domain code that changes an account's data is given. */
export interface ChangeContext {
  readonly accountId: string;
  readonly db: Transaction<Database>;
  readonly now: Date;
  /** Queues a push to the account; pushes are sent only once the transaction has committed. */
  readonly push: (event: string, payload: unknown) => void;
}

export interface CommittedChange<T> {
  readonly result: T;
  readonly pushes: readonly QueuedPush[];
}

/**
 * Runs `work` in one transaction; a throw rolls everything back and no push is kept. The database's refusal of a
 * write past the account's bound on text becomes the `account_limit_reached` refusal of every other bound.
 */
export async function runAccountChange<T>(
  db: Kysely<Database>,
  accountId: string,
  now: Date,
  work: (context: ChangeContext) => Promise<T>,
): Promise<CommittedChange<T>> {
  const pushes: QueuedPush[] = [];
  try {
    const result = await db.transaction().execute(async (trx) => {
      // The account's row first, in every change: the triggers that keep its counts and bytes of text update it
      // after the rows they follow, so without this one change could hold an application's row waiting for the
      // account's while another held the account's waiting for the application's (a deadlock on PostgreSQL).
      await lockAccountRow(trx, accountId);
      return work({ accountId, db: trx, now, push: (event, payload) => pushes.push({ event, payload }) });
    });
    return { result, pushes };
  } catch (error) {
    if (isAccountTextLimitError(error)) throw accountTextLimitReached();
    throw error;
  }
}

/** Publishes the pushes of a committed change, in the order they were queued. */
export async function publishPushes(publisher: AccountPublisher, accountId: string, pushes: readonly QueuedPush[]): Promise<void> {
  for (const { event, payload } of pushes) await publisher.publishToAccount(accountId, event, payload);
}

export interface ChangeCommitter {
  readonly db: Kysely<Database>;
  readonly publisher: AccountPublisher;
  readonly logger: FastifyBaseLogger;
}

/**
 * Runs `work` in one transaction, then publishes its pushes. The data is stored by then: a push that fails only
 * leaves the account's tabs to catch up at their next load or join, so it is logged, and the caller still gets
 * the result (an HTTP answer, a payment confirmed, the answer of a long request).
 */
export async function commitAccountChange<T>(
  committer: ChangeCommitter,
  accountId: string,
  now: Date,
  work: (context: ChangeContext) => Promise<T>,
): Promise<T> {
  const { result, pushes } = await runAccountChange(committer.db, accountId, now, work);
  try {
    await publishPushes(committer.publisher, accountId, pushes);
  } catch (error) {
    committer.logger.error({ err: error, accountId }, 'push could not be sent');
  }
  return result;
}
