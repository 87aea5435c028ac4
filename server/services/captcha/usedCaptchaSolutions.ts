// The solutions already accepted, in the database so that every server process and restart sees them.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Records the challenge as used; answers false when it already was (the insert is the atomic check). */
export async function claimCaptchaSolution(
  db: Kysely<Database>,
  signature: string,
  expiresAt: Date,
  now: Date = new Date(),
): Promise<boolean> {
  const inserted = await db
    .insertInto('captcha_solutions')
    .values({ signature, expires_at: expiresAt.toISOString(), created: now.toISOString() })
    .onConflict((conflict) => conflict.column('signature').doNothing())
    .executeTakeFirst();
  return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** Forgets solutions whose challenge has expired: verifyCaptcha refuses those on their expiry alone. */
export async function purgeExpiredCaptchaSolutions(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const deleted = await db.deleteFrom('captcha_solutions').where('expires_at', '<', now.toISOString()).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
