// Idempotency of live-channel requests that change something (reads are never stored: see requestKinds.ts).
// A uuid is a request's identity within an account: the first delivery claims it, later deliveries get the
// stored answer, or wait for it while the first still runs.
import type { Kysely, Transaction } from 'kysely';
import type { AnswerEnvelope } from '../../contract';
import type { Database } from '../db/schema';

/** Answers are kept at least this long; the contract promises 24 h. */
export const ANSWER_RETENTION_MS = 48 * 60 * 60 * 1000;
/** A claim still unanswered after this long was left by a process that stopped mid-request: a retry may take it. */
export const ABANDONED_CLAIM_MS = 60 * 1000;

/**
 * The largest answer kept, in bytes of JSON. Changes answer little ("success", one row), but one row may carry
 * 100,000-character notes; such an answer is delivered once and kept as tooLargeToKeep(uuid) instead.
 */
export const STORED_ANSWER_MAX_BYTES = 64 * 1024;

export type StoredAnswer = AnswerEnvelope;

/**
 * What a repeat of a change whose answer was too large to keep receives. The change was made and must not be
 * made again; the account's tabs heard of it through its pushes, and a reload shows it.
 */
export function tooLargeToKeep(uuid: string): StoredAnswer {
  return { uuid, error: { code: 'internal', message: 'This change was made, but its answer was too large to send again: reload to see it' } };
}

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

  const answer = await findAnswer(db, accountId, uuid);
  return answer === undefined ? { status: 'running' } : { status: 'answered', answer };
}

/** The answer to keep for `answer`: itself, or tooLargeToKeep(uuid) past STORED_ANSWER_MAX_BYTES. */
export function serializedForStore(answer: StoredAnswer): string {
  const serialized = JSON.stringify(answer);
  // A JavaScript string has at most 3 UTF-8 bytes per UTF-16 unit: most answers need no byte count at all.
  if (serialized.length * 3 <= STORED_ANSWER_MAX_BYTES || Buffer.byteLength(serialized) <= STORED_ANSWER_MAX_BYTES) return serialized;
  return JSON.stringify(tooLargeToKeep(answer.uuid));
}

/**
 * Records the answer (bounded: see serializedForStore); given the handler's transaction, the answer commits or
 * rolls back with its writes.
 */
export async function recordAnswer(
  db: Kysely<Database> | Transaction<Database>,
  accountId: string,
  answer: StoredAnswer,
): Promise<void> {
  await db
    .updateTable('request_answers')
    .set({ answer: serializedForStore(answer) })
    .where('account_id', '=', accountId)
    .where('uuid', '=', answer.uuid)
    .execute();
}

/** The stored answer of a uuid, if it has one yet. */
export async function findAnswer(db: Kysely<Database>, accountId: string, uuid: string): Promise<StoredAnswer | undefined> {
  const row = await db
    .selectFrom('request_answers')
    .select('answer')
    .where('account_id', '=', accountId)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return row?.answer == null ? undefined : (JSON.parse(row.answer) as StoredAnswer);
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
