// Idempotency of live-channel requests. A uuid is a request's identity within an account: the first
// delivery claims it, later deliveries get the stored answer (or nothing while the first still runs).
import type { Kysely, Transaction } from 'kysely';
import type { AnswerEnvelope } from '../../contract';
import type { Database } from '../db/schema';

/** Answers are kept at least this long; the contract promises 24 h. */
export const ANSWER_RETENTION_MS = 48 * 60 * 60 * 1000;
/** A claim still unanswered after this long was left by a process that stopped mid-request: a retry may take it. */
export const ABANDONED_CLAIM_MS = 60 * 1000;

export type StoredAnswer = AnswerEnvelope;

export type Claim =
  | { readonly status: 'claimed' }
  | { readonly status: 'running' }
  | { readonly status: 'answered'; readonly answer: StoredAnswer };

export async function claimRequest(
  db: Kysely<Database>,
  accountId: string,
  uuid: string,
  request: string,
  now: Date = new Date(),
): Promise<Claim> {
  const inserted = await db
    .insertInto('request_answers')
    .values({ account_id: accountId, uuid, request, answer: null, created: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['account_id', 'uuid']).doNothing())
    .executeTakeFirst();
  if ((inserted.numInsertedOrUpdatedRows ?? 0n) > 0n) return { status: 'claimed' };

  const takenOver = await db
    .updateTable('request_answers')
    .set({ created: now.toISOString(), request })
    .where('account_id', '=', accountId)
    .where('uuid', '=', uuid)
    .where('answer', 'is', null)
    .where('created', '<', new Date(now.getTime() - ABANDONED_CLAIM_MS).toISOString())
    .executeTakeFirst();
  if (takenOver.numUpdatedRows > 0n) return { status: 'claimed' };

  const existing = await db
    .selectFrom('request_answers')
    .select('answer')
    .where('account_id', '=', accountId)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  if (existing?.answer == null) return { status: 'running' };
  return { status: 'answered', answer: JSON.parse(existing.answer) as StoredAnswer };
}

/** Records the answer; given the handler's transaction, the answer commits or rolls back with its writes. */
export async function recordAnswer(
  db: Kysely<Database> | Transaction<Database>,
  accountId: string,
  answer: StoredAnswer,
): Promise<void> {
  await db
    .updateTable('request_answers')
    .set({ answer: JSON.stringify(answer) })
    .where('account_id', '=', accountId)
    .where('uuid', '=', answer.uuid)
    .execute();
}

/**
 * Keeps a claim of a request still running (a long one, such as an AI product) from looking abandoned: a
 * retry of its uuid then waits for its answer instead of running it again.
 */
export async function refreshClaim(db: Kysely<Database>, accountId: string, uuid: string, now: Date): Promise<void> {
  await db
    .updateTable('request_answers')
    .set({ created: now.toISOString() })
    .where('account_id', '=', accountId)
    .where('uuid', '=', uuid)
    .where('answer', 'is', null)
    .execute();
}

/** Forgets a claim whose request failed for a reason of ours, so that a retry may run it again. */
export async function releaseClaim(db: Kysely<Database>, accountId: string, uuid: string): Promise<void> {
  await db
    .deleteFrom('request_answers')
    .where('account_id', '=', accountId)
    .where('uuid', '=', uuid)
    .where('answer', 'is', null)
    .execute();
}

export async function purgeOldAnswers(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ANSWER_RETENTION_MS).toISOString();
  const result = await db.deleteFrom('request_answers').where('created', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
