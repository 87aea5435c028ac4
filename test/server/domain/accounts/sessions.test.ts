import { findAccountByEmail, insertAccount } from '../../../../server/domain/accounts/accountQueries';
import { hashPassword, verifyPassword } from '../../../../server/domain/accounts/passwords';
import { digestOfToken } from '../../../../server/domain/accounts/secretTokens';
import {
  issueSession,
  purgeEndedSessions,
  revokeOtherSessions,
  revokeSessionToken,
  SESSION_IDLE_LIMIT_MS,
  SESSION_LIFETIME_MS,
  verifySessionToken,
} from '../../../../server/domain/accounts/sessions';
import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

describe.each(databaseKinds)('accounts and sessions on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });
  const db = () => database.handle.db;

  it('creates an account found by its email whatever the case', async () => {
    const created = await insertAccount(db(), {
      email: '  Ada.Lovelace@Example.TEST ',
      passwordHash: 'hash',
      locale: 'fr-FR',
      acceptedTerms: null,
    });
    expect(created).toMatchObject({ email: 'ada.lovelace@example.test', locale: 'fr-FR', credits: 0, confirmed_at: null });
    expect(created.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect((await findAccountByEmail(db(), 'ADA.LOVELACE@example.test'))?.id).toBe(created.id);
  });

  it('refuses a second account with the same email', async () => {
    await insertAccount(db(), { email: 'twice@example.test', passwordHash: 'h', locale: 'en-US', acceptedTerms: null });
    await expect(
      insertAccount(db(), { email: 'Twice@example.test', passwordHash: 'h', locale: 'en-US', acceptedTerms: null }),
    ).rejects.toMatchObject({ message: expect.stringMatching(/unique|UNIQUE/) });
  });

  it('issues a token of at least 128 random bits and stores only its digest', async () => {
    const { account } = await createSignedInAccount(db());
    const issued = await issueSession(db(), account.id);
    expect(Buffer.from(issued.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await db().selectFrom('sessions').selectAll().where('id', '=', issued.sessionId).executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(digestOfToken(issued.token));
    expect(stored.token_hash).not.toContain(issued.token);
    expect(await verifySessionToken(db(), issued.token)).toEqual({ sessionId: issued.sessionId, accountId: account.id, expiresAt: issued.expiresAt });
  });

  it('gives a new token for every session', async () => {
    const { account, token } = await createSignedInAccount(db());
    const second = await issueSession(db(), account.id);
    expect(second.token).not.toBe(token);
    expect(await verifySessionToken(db(), token)).toBeDefined();
    expect(await verifySessionToken(db(), second.token)).toBeDefined();
  });

  it('refuses an unknown, empty or expired token', async () => {
    const { account } = await createSignedInAccount(db());
    const issuedAt = new Date('2026-01-01T00:00:00.000Z');
    const issued = await issueSession(db(), account.id, issuedAt);
    const justBefore = new Date(issuedAt.getTime() + SESSION_LIFETIME_MS - 1);
    const atExpiry = new Date(issuedAt.getTime() + SESSION_LIFETIME_MS);
    // Used every week, so that only the 30 days can end it.
    for (let week = 1; week <= 4; week += 1) {
      expect(await verifySessionToken(db(), issued.token, new Date(issuedAt.getTime() + week * WEEK_MS))).toBeDefined();
    }
    expect(await verifySessionToken(db(), issued.token, justBefore)).toBeDefined();
    expect(await verifySessionToken(db(), issued.token, atExpiry)).toBeUndefined();
    expect(await verifySessionToken(db(), 'not-a-token')).toBeUndefined();
    expect(await verifySessionToken(db(), '')).toBeUndefined();
  });

  it('ends a session left unused for 14 days, whatever its 30 days say', async () => {
    const { account } = await createSignedInAccount(db());
    const issuedAt = new Date('2026-02-01T00:00:00.000Z');
    const idle = await issueSession(db(), account.id, issuedAt);
    const almostIdle = await issueSession(db(), account.id, issuedAt);
    const used = await issueSession(db(), account.id, issuedAt);
    expect(await verifySessionToken(db(), used.token, new Date(issuedAt.getTime() + 10 * DAY_MS))).toBeDefined();
    const idleEnd = new Date(issuedAt.getTime() + SESSION_IDLE_LIMIT_MS);
    expect(await verifySessionToken(db(), almostIdle.token, new Date(idleEnd.getTime() - 1))).toBeDefined();
    expect(await verifySessionToken(db(), idle.token, idleEnd)).toBeUndefined();
    // The one used on day 10 holds until day 24.
    expect(await verifySessionToken(db(), used.token, idleEnd)).toBeDefined();
  });

  it('records a use at most once an hour, and never moves it back', async () => {
    const { account } = await createSignedInAccount(db());
    const issuedAt = new Date('2026-03-01T00:00:00.000Z');
    const issued = await issueSession(db(), account.id, issuedAt);
    const lastUsed = async () =>
      (await db().selectFrom('sessions').select('last_used_at').where('id', '=', issued.sessionId).executeTakeFirstOrThrow()).last_used_at;
    expect(await lastUsed()).toBe(issuedAt.toISOString());
    await verifySessionToken(db(), issued.token, new Date(issuedAt.getTime() + HOUR_MS - 1));
    expect(await lastUsed()).toBe(issuedAt.toISOString());
    const later = new Date(issuedAt.getTime() + 2 * HOUR_MS);
    await verifySessionToken(db(), issued.token, later);
    expect(await lastUsed()).toBe(later.toISOString());
    // A process whose clock lags behind does not undo it.
    await db().updateTable('sessions').set({ last_used_at: new Date(later.getTime() + 5 * HOUR_MS).toISOString() }).where('id', '=', issued.sessionId).execute();
    await verifySessionToken(db(), issued.token, new Date(later.getTime() + 4 * HOUR_MS));
    expect(await lastUsed()).toBe(new Date(later.getTime() + 5 * HOUR_MS).toISOString());
  });

  it('counts a session written without a last use as used when it was made', async () => {
    const { account } = await createSignedInAccount(db());
    const issuedAt = new Date('2026-04-01T00:00:00.000Z');
    const issued = await issueSession(db(), account.id, issuedAt);
    await db().updateTable('sessions').set({ last_used_at: null }).where('id', '=', issued.sessionId).execute();
    expect(await verifySessionToken(db(), issued.token, new Date(issuedAt.getTime() + SESSION_IDLE_LIMIT_MS))).toBeUndefined();
    expect(await verifySessionToken(db(), issued.token, new Date(issuedAt.getTime() + DAY_MS))).toBeDefined();
  });

  it('purges the rows of expired, idle and long-revoked sessions, and keeps the live ones', async () => {
    const { account } = await createSignedInAccount(db());
    const now = new Date('2026-06-01T00:00:00.000Z');
    const at = (msBefore: number) => new Date(now.getTime() - msBefore);
    const expired = await issueSession(db(), account.id, at(SESSION_LIFETIME_MS + DAY_MS));
    const idle = await issueSession(db(), account.id, at(SESSION_IDLE_LIMIT_MS + DAY_MS));
    const revokedLongAgo = await issueSession(db(), account.id, at(3 * DAY_MS));
    await revokeSessionToken(db(), revokedLongAgo.token, at(2 * DAY_MS));
    const revokedJustNow = await issueSession(db(), account.id, at(3 * DAY_MS));
    await revokeSessionToken(db(), revokedJustNow.token, at(HOUR_MS));
    const live = await issueSession(db(), account.id, at(20 * DAY_MS));
    expect(await verifySessionToken(db(), live.token, at(10 * DAY_MS))).toBeDefined();

    expect(await purgeEndedSessions(db(), now)).toBeGreaterThanOrEqual(3);
    const left = new Set(
      (
        await db()
          .selectFrom('sessions')
          .select('id')
          .where('id', 'in', [expired.sessionId, idle.sessionId, revokedLongAgo.sessionId, revokedJustNow.sessionId, live.sessionId])
          .execute()
      ).map((row) => row.id),
    );
    expect(left).toEqual(new Set([revokedJustNow.sessionId, live.sessionId]));
    expect(await verifySessionToken(db(), live.token, now)).toBeDefined();
  });

  it('revokes a token once', async () => {
    const { token } = await createSignedInAccount(db());
    expect(await revokeSessionToken(db(), token)).toBe(true);
    expect(await verifySessionToken(db(), token)).toBeUndefined();
    expect(await revokeSessionToken(db(), token)).toBe(false);
  });

  it('revokes every other session of the account, and no one else’s', async () => {
    const mine = await createSignedInAccount(db());
    const theirs = await createSignedInAccount(db());
    const kept = await issueSession(db(), mine.account.id);
    await issueSession(db(), mine.account.id);
    expect(await revokeOtherSessions(db(), mine.account.id, kept.sessionId)).toBe(2);
    expect(await verifySessionToken(db(), kept.token)).toBeDefined();
    expect(await verifySessionToken(db(), mine.token)).toBeUndefined();
    expect(await verifySessionToken(db(), theirs.token)).toBeDefined();
  });
});

describe('passwords', () => {
  it('hashes with argon2id at 19 MiB and two passes, and verifies', async () => {
    const digest = await hashPassword('Correct-Horse-9');
    expect(digest).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(digest, 'Correct-Horse-9')).toBe(true);
    expect(await verifyPassword(digest, 'correct-horse-9')).toBe(false);
    expect(await verifyPassword('not a hash', 'Correct-Horse-9')).toBe(false);
  });
});
