// Idempotency of live-channel requests that change something (reads are never stored: see requestKinds.ts).
// A uuid is a request's identity within an account: the first delivery claims it, later deliveries get the
// stored answer, or wait for it while the first still runs.
// A claim names its owner, a random id per server start (claimOwnerId), and the owner refreshes it every
// CLAIM_HEARTBEAT_MS while its request runs. A claim not refreshed for ABANDONED_CLAIM_MS was left by a process
// that stopped (a crash, a SIGKILL): the next retry takes it over, well before the browser's 10 s timeout.
// On SQLite (one process per DATA_DIR) a start releases every such claim at once (releaseClaimsOfEarlierStarts).
import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { AnswerEnvelope } from '../../../contract';
import type { Database } from '../../db/schema';
import { createSecretSeal, type SecretSeal } from '../../services/secretSeal';

/** Answers are kept at least this long; the contract promises 24 h. */
export const ANSWER_RETENTION_MS = 48 * 60 * 60 * 1000;
/** How often a process refreshes the claims of the requests it is running. */
export const CLAIM_HEARTBEAT_MS = 2_000;
/**
 * A claim not refreshed for this long (several missed heartbeats) was left by a process that stopped
 * mid-request: a retry may take it over.
 */
export const ABANDONED_CLAIM_MS = 8_000;

/** A fresh owner id for the claims of one server start (one request router). */
export function claimOwnerId(): string {
  return crypto.randomUUID();
}

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

/** Seals the stored answers that are credentials (SECRET_ANSWER_REQUESTS), each bound to its account and uuid. */
export type AnswerSeal = SecretSeal;

export function createAnswerSeal(serverKey: Buffer): AnswerSeal {
  return createSecretSeal(serverKey, 'stored answer seal');
}

/** A stored answer that is a credential: the whole answer sealed. */
interface SealedAnswer {
  readonly uuid: string;
  readonly sealed: string;
}

/** What the store keeps of an answer. */
export type KeptAnswer = StoredAnswer | SealedAnswer;

/**
 * What a repeat of a change whose answer is a credential receives when that answer cannot be opened again (kept
 * without a seal, or sealed with a key the server no longer has). The change was made; asking again shows it.
 */
export function answerNotKept(uuid: string): StoredAnswer {
  return { uuid, error: { code: 'internal', message: 'This change was made, but its answer could not be kept: ask again to see it' } };
}

const sealContext = (accountId: string, uuid: string): string => `${accountId} ${uuid}`;

/** The answer of a change whose answer is a credential, as the store keeps it: sealed, or without a seal not at all. */
export function sealedForStore(answer: StoredAnswer, accountId: string, seal: AnswerSeal | undefined): KeptAnswer {
  if (seal === undefined) return answerNotKept(answer.uuid);
  return { uuid: answer.uuid, sealed: seal.seal(JSON.stringify(answer), sealContext(accountId, answer.uuid)) };
}

/** A stored answer as a repeat of its uuid receives it: a sealed one opened with `seal`. */
function openedAnswer(kept: KeptAnswer, accountId: string, seal: AnswerSeal | undefined): StoredAnswer {
  if (!('sealed' in kept)) return kept;
  if (seal === undefined) return answerNotKept(kept.uuid);
  try {
    return JSON.parse(seal.open(kept.sealed, sealContext(accountId, kept.uuid))) as StoredAnswer;
  } catch {
    return answerNotKept(kept.uuid);
  }
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
  owner: string | null = null,
  seal?: AnswerSeal,
): Promise<Claim> {
  const inserted = await db
    .insertInto('request_answers')
    .values({ account_id: accountId, uuid, request, answer: null, created: now.toISOString(), claimed_by: owner })
    .onConflict((conflict) => conflict.columns(['account_id', 'uuid']).doNothing())
    .executeTakeFirst();
  if ((inserted.numInsertedOrUpdatedRows ?? 0n) > 0n) return { status: 'claimed' };

  const takenOver = await db
    .updateTable('request_answers')
    .set({ created: now.toISOString(), request, claimed_by: owner })
    .where('account_id', '=', accountId)
    .where('uuid', '=', uuid)
    .where('answer', 'is', null)
    .where('created', '<', new Date(now.getTime() - ABANDONED_CLAIM_MS).toISOString())
    .executeTakeFirst();
  if (takenOver.numUpdatedRows > 0n) return { status: 'claimed' };

  const answer = await findAnswer(db, accountId, uuid, seal);
  return answer === undefined ? { status: 'running' } : { status: 'answered', answer };
}

/** The answer to keep for `answer`: itself, or tooLargeToKeep(uuid) past STORED_ANSWER_MAX_BYTES. */
export function serializedForStore(answer: KeptAnswer): string {
  const serialized = JSON.stringify(answer);
  // A JavaScript string has at most 3 UTF-8 bytes per UTF-16 unit: most answers need no byte count at all.
  if (serialized.length * 3 <= STORED_ANSWER_MAX_BYTES || Buffer.byteLength(serialized) <= STORED_ANSWER_MAX_BYTES) return serialized;
  return JSON.stringify(tooLargeToKeep(answer.uuid));
}

/**
 * Records the answer (bounded: see serializedForStore); given the handler's transaction, the answer commits or
 * rolls back with its writes. A uuid answered already keeps its first answer. With `owner`, only that owner's
 * claim is answered; answers whether it was (false: another process took the claim over meanwhile).
 */
export async function recordAnswer(
  db: Kysely<Database> | Transaction<Database>,
  accountId: string,
  answer: KeptAnswer,
  owner?: string,
): Promise<boolean> {
  let update = db
    .updateTable('request_answers')
    .set({ answer: serializedForStore(answer) })
    .where('account_id', '=', accountId)
    .where('uuid', '=', answer.uuid)
    .where('answer', 'is', null);
  if (owner !== undefined) update = update.where('claimed_by', '=', owner);
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The stored answer of a uuid, if it has one yet; `seal` opens one that is a credential. */
export async function findAnswer(db: Kysely<Database>, accountId: string, uuid: string, seal?: AnswerSeal): Promise<StoredAnswer | undefined> {
  const row = await db
    .selectFrom('request_answers')
    .select('answer')
    .where('account_id', '=', accountId)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return row?.answer == null ? undefined : openedAnswer(JSON.parse(row.answer) as KeptAnswer, accountId, seal);
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
export async function releaseClaim(db: Kysely<Database>, accountId: string, uuid: string, owner?: string): Promise<void> {
  let deletion = db
    .deleteFrom('request_answers')
    .where('account_id', '=', accountId)
    .where('uuid', '=', uuid)
    .where('answer', 'is', null);
  if (owner !== undefined) deletion = deletion.where('claimed_by', '=', owner);
  await deletion.execute();
}

/**
 * At the start of the only process of a database (SQLite: one per DATA_DIR), every unanswered claim was left by
 * an earlier start that stopped before committing: none of its work is stored, so its retry may run at once.
 * Claims of `keptRequests` stay: a long request may have committed part of its work (an AI product's charge),
 * and its own recovery answers it (server/domain/ai/generationRecovery.ts). Answers how many were released.
 */
export async function releaseClaimsOfEarlierStarts(db: Kysely<Database>, keptRequests: readonly string[]): Promise<number> {
  let deletion = db.deleteFrom('request_answers').where('answer', 'is', null);
  if (keptRequests.length > 0) deletion = deletion.where('request', 'not in', keptRequests);
  const result = await deletion.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function purgeOldAnswers(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ANSWER_RETENTION_MS).toISOString();
  const result = await db.deleteFrom('request_answers').where('created', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// HTTP creates with an `Idempotency-Key` (server/http/jobSearch/idempotentCreation.ts) keep their answers here
// too, under the uuid `http:<key>` (no channel uuid has that form) and with the route and a digest of the body
// as `request`. Such a row is written and answered in the create's own transaction: it never exists unanswered.

/** What a repeat of an HTTP create is answered: the status and body, or only the row's id when too large. */
export type StoredHttpAnswer =
  | { readonly status: number; readonly body: unknown }
  | { readonly status: number; readonly createdId: string };

export type HttpKeyClaim =
  | { readonly status: 'claimed' }
  | { readonly status: 'answered'; readonly fingerprint: string; readonly answer: StoredHttpAnswer };

const httpUuid = (key: string): string => `http:${key}`;

/**
 * Claims an idempotency key in the create's transaction; a key used before answers its fingerprint and answer.
 * On PostgreSQL a concurrent transaction holding the same key makes this one wait until it commits (then this
 * finds its answer) or rolls back (then this claims it); SQLite runs one transaction at a time.
 */
export async function claimHttpKey(
  db: Transaction<Database>,
  accountId: string,
  key: string,
  fingerprint: string,
  now: Date,
): Promise<HttpKeyClaim> {
  const inserted = await db
    .insertInto('request_answers')
    .values({ account_id: accountId, uuid: httpUuid(key), request: fingerprint, answer: null, created: now.toISOString(), claimed_by: null })
    .onConflict((conflict) => conflict.columns(['account_id', 'uuid']).doNothing())
    .executeTakeFirst();
  if ((inserted.numInsertedOrUpdatedRows ?? 0n) > 0n) return { status: 'claimed' };
  const row = await db
    .selectFrom('request_answers')
    .select(['request', 'answer'])
    .where('account_id', '=', accountId)
    .where('uuid', '=', httpUuid(key))
    .executeTakeFirstOrThrow();
  if (row.answer === null) throw new Error('an idempotency key was found without its answer');
  return { status: 'answered', fingerprint: row.request, answer: JSON.parse(row.answer) as StoredHttpAnswer };
}

/** Records the answer of a claimed key, bounded like channel answers: past the bound, only the row's id. */
export async function recordHttpAnswer(
  db: Transaction<Database>,
  accountId: string,
  key: string,
  answer: { readonly status: number; readonly body: unknown; readonly createdId: string },
): Promise<void> {
  let serialized = JSON.stringify({ status: answer.status, body: answer.body } satisfies StoredHttpAnswer);
  if (serialized.length * 3 > STORED_ANSWER_MAX_BYTES && Buffer.byteLength(serialized) > STORED_ANSWER_MAX_BYTES) {
    serialized = JSON.stringify({ status: answer.status, createdId: answer.createdId } satisfies StoredHttpAnswer);
  }
  await db
    .updateTable('request_answers')
    .set({ answer: serialized })
    .where('account_id', '=', accountId)
    .where('uuid', '=', httpUuid(key))
    .where('answer', 'is', null)
    .execute();
}
