import { findAccountByEmail, insertAccount } from '../../../../server/domain/accounts/accountQueries';
import { hashPassword, verifyPassword } from '../../../../server/domain/accounts/passwords';
import { digestOfToken } from '../../../../server/domain/accounts/secretTokens';
import {
  issueSession,
  revokeOtherSessions,
  revokeSessionToken,
  SESSION_LIFETIME_MS,
  verifySessionToken,
} from '../../../../server/domain/accounts/sessions';
import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';

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
    expect(await verifySessionToken(db(), issued.token, justBefore)).toBeDefined();
    expect(await verifySessionToken(db(), issued.token, atExpiry)).toBeUndefined();
    expect(await verifySessionToken(db(), 'not-a-token')).toBeUndefined();
    expect(await verifySessionToken(db(), '')).toBeUndefined();
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
