// Sign-in sessions. The person holds the token; the database holds its digest, its expiry and whether it was
// revoked. Verification answers the account only for a live session.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { digestOfToken, newSecretToken } from './secretTokens';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

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
    })
    .execute();
  return { sessionId, token, expiresAt };
}

export async function verifySessionToken(
  db: Kysely<Database>,
  token: string,
  now: Date = new Date(),
): Promise<VerifiedSession | undefined> {
  if (token === '') return undefined;
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'account_id', 'expires_at'])
    .where('token_hash', '=', digestOfToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row === undefined ? undefined : { sessionId: row.id, accountId: row.account_id, expiresAt: new Date(row.expires_at) };
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
