// The `Idempotency-Key` request header of the create routes (IETF draft "The Idempotency-Key HTTP Header
// Field"): the browser makes one UUID per submission and sends it again with every retry of that submission.
// The key, scoped to the account, is stored with the route, a digest of the body and the answer in the create's
// own transaction (server/domain/requests/answerStore.ts): a server that dies after committing but before answering
// answers the retry from there, and nothing is created twice. The same key with another body (or route) is
// refused 422 idempotency_key_reused; a key that is not a UUID, 400 invalid_params. Refusals (404, 409) roll the
// key back with the create, so a retry after the person fixed things may succeed. Without the header the route
// behaves as it always did.
import crypto from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import type { ChangeContext } from '../../domain/requests/accountChange';
import { claimHttpKey, recordHttpAnswer, type StoredHttpAnswer } from '../../domain/requests/answerStore';
import { sendHttpError } from '../httpErrors';
import { changeOverHttp } from './accountChangeOverHttp';
import type { JobSearchRouteOptions } from './jobSearchRouteOptions';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const keySchema = z.uuid();

/** What idempotencyKeyOf answers for a header that is not one UUID. */
export const INVALID_KEY = Symbol('invalid Idempotency-Key');

/** The request's key (lower case): undefined without the header, INVALID_KEY when it is not one UUID. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined | typeof INVALID_KEY {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return undefined;
  if (typeof header !== 'string') return INVALID_KEY;
  const parsed = keySchema.safeParse(header.trim());
  return parsed.success ? parsed.data.toLowerCase() : INVALID_KEY;
}

/** The same JSON value with its object keys sorted, so that key order does not change the digest. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** What a key is bound to: the route and a SHA-256 digest of the body. */
export function requestFingerprint(route: string, body: unknown): string {
  const digest = crypto.createHash('sha256').update(JSON.stringify(canonical(body))).digest('hex');
  return `POST ${route} sha256:${digest}`;
}

export interface Creation<T extends { readonly id: string }> {
  readonly route: string;
  readonly accountId: string;
  /** undefined: no Idempotency-Key header (checked by idempotencyKeyOf before). */
  readonly key: string | undefined;
  readonly rawBody: unknown;
  readonly create: (context: ChangeContext) => Promise<T>;
  /** The row again, for a repeat whose answer was too large to keep; undefined once it is gone. */
  readonly reread: (db: Kysely<Database>, accountId: string, id: string) => Promise<T | undefined>;
}

type Outcome<T> = { readonly kind: 'created'; readonly row: T } | { readonly kind: 'repeat'; readonly fingerprint: string; readonly answer: StoredHttpAnswer };

/**
 * Creates the row (answered `{"data": row}`) or answers a repeat of its key; a refusal of the domain code
 * (a RequestError) is thrown to the caller as before.
 */
export async function createIdempotently<T extends { readonly id: string }>(
  options: JobSearchRouteOptions,
  logger: FastifyBaseLogger,
  reply: FastifyReply,
  creation: Creation<T>,
): Promise<FastifyReply> {
  const { accountId } = creation;
  // Digested only with a key: a create without one (most of them) pays nothing for idempotency.
  const keyed = creation.key === undefined ? undefined : { key: creation.key, fingerprint: requestFingerprint(creation.route, creation.rawBody) };
  const outcome = await changeOverHttp<Outcome<T>>(options, logger, accountId, async (context) => {
    if (keyed !== undefined) {
      const claim = await claimHttpKey(context.db, accountId, keyed.key, keyed.fingerprint, context.now);
      if (claim.status === 'answered') return { kind: 'repeat', fingerprint: claim.fingerprint, answer: claim.answer };
    }
    const row = await creation.create(context);
    if (keyed !== undefined) await recordHttpAnswer(context.db, accountId, keyed.key, { status: 200, body: { data: row }, createdId: row.id });
    return { kind: 'created', row };
  });
  if (outcome.kind === 'created') return reply.send({ data: outcome.row });
  if (outcome.fingerprint !== keyed?.fingerprint) return sendHttpError(reply, 'idempotency_key_reused');
  const { answer } = outcome;
  if ('body' in answer) return reply.code(answer.status).send(answer.body);
  const row = await creation.reread(options.db, accountId, answer.createdId);
  if (row === undefined) return sendHttpError(reply, 'not_found');
  return reply.code(answer.status).send({ data: row });
}
