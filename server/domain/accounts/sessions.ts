// Sign-in sessions. The person holds the token; the database holds its digest, its expiry, when it was last
// used and whether it was revoked. Verification answers the account only for a live session: not revoked,
// within its 30 days, and used within the last 14 (an idle session ends, so a token forgotten on a shared
// machine does not stay good for a month).
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/preparedQuery';
import type { Database } from '../../db/schema';
import { digestOfToken, newSecretToken } from './secretTokens';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A session not used for this long ends. */
export const SESSION_IDLE_LIMIT_MS = 14 * 24 * 60 * 60 * 1000;
/**
 * The last use is written at most this often per session: a write per request (every HTTP call, every socket
 * re-check) would cost more than the idle rule needs, whose precision is days.
 */
export const SESSION_USE_RECORD_INTERVAL_MS = 60 * 60 * 1000;

export interface IssuedSession {
  readonly sessionId: string;
  readonly token: string;
  readonly expiresAt: Date;
}

export interface VerifiedSession {
  readonly sessionId: string;
  readonly accountId: string;
  readonly expiresAt: Date;
}

export async function issueSession(db: Kysely<Database>, accountId: string, now: Date = new Date()): Promise<IssuedSession> {
  const token = newSecretToken();
  const sessionId = crypto.randomUUID();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db
    .insertInto('sessions')
    .values({
      id: sessionId,
      account_id: accountId,
      token_hash: digestOfToken(token),
      created: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      revoked_at: null,
      last_used_at: now.toISOString(),
    })
    .execute();
  return { sessionId, token, expiresAt };
}

/** The lookup behind every authenticated call: built and compiled once (preparedQuery.ts). */
const liveSessionByDigest = preparedQuery<
  Database,
  { digest: string; now: string },
  Pick<Database['sessions'], 'id' | 'account_id' | 'expires_at' | 'created' | 'last_used_at'>
>(['digest', 'now'], (db, { digest, now }) =>
  db
    .selectFrom('sessions')
    .select(['id', 'account_id', 'expires_at', 'created', 'last_used_at'])
    .where('token_hash', '=', digest)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now),
);

/**
 * The live session of the token, if any; each verification counts as a use (HTTP calls, socket joins and the
 * sockets' periodic re-checks all come through here), recorded at most once an hour.
 */
export async function verifySessionToken(
  db: Kysely<Database>,
  token: string,
  now: Date = new Date(),
): Promise<VerifiedSession | undefined> {
  if (token === '') return undefined;
  const [row] = await liveSessionByDigest.execute(db, { digest: digestOfToken(token), now: now.toISOString() });
  if (row === undefined) return undefined;
  const lastUsed = Date.parse(row.last_used_at ?? row.created);
  if (now.getTime() - lastUsed >= SESSION_IDLE_LIMIT_MS) return undefined;
  if (now.getTime() - lastUsed >= SESSION_USE_RECORD_INTERVAL_MS) await recordSessionUse(db, row.id, now);
  return { sessionId: row.id, accountId: row.account_id, expiresAt: new Date(row.expires_at) };
}

/** Moves the session's last use forward to `now` (never back: two processes may record at once). */
async function recordSessionUse(db: Kysely<Database>, sessionId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable('sessions')
    .set({ last_used_at: at })
    .where('id', '=', sessionId)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', at)]))
    .execute();
}

/** Ended sessions stay this long after their revocation, a trail for looking into a sign-out, then go. */
export const REVOKED_SESSION_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the rows of sessions that can never be used again: past their 30 days, idle past 14 days, or revoked
 * more than a day ago. Answers how many went.
 */
export async function purgeEndedSessions(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const idleCutoff = new Date(now.getTime() - SESSION_IDLE_LIMIT_MS).toISOString();
  const revokedCutoff = new Date(now.getTime() - REVOKED_SESSION_KEPT_MS).toISOString();
  const result = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now.toISOString()),
        eb('revoked_at', '<=', revokedCutoff),
        eb(eb.fn.coalesce('last_used_at', 'created'), '<=', idleCutoff),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Revokes the session the token opened; answers whether there was a live one. */
export async function revokeSessionToken(db: Kysely<Database>, token: string, now: Date = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('token_hash', '=', digestOfToken(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Revokes every live session of the account but one (a password change keeps the session that made it). */
export async function revokeOtherSessions(
  db: Kysely<Database>,
  accountId: string,
  keepSessionId: string | undefined,
  now: Date = new Date(),
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Revokes every live session of the account (a password reset: whoever held a session may have known the old
 * password). Answers the digests of the revoked tokens, so that the sockets they opened can be cut.
 */
export async function revokeAllSessions(
  db: Kysely<Database>,
  accountId: string,
  now: Date = new Date(),
): Promise<ReadonlySet<string>> {
  const revoked = await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .returning('token_hash')
    .execute();
  return new Set(revoked.map((row) => row.token_hash));
}
