import {
  accountOfLiveMailedToken,
  claimMailedToken,
  countMailedTokensSince,
  issueMailedToken,
  MAILED_TOKEN_LIFETIME_MS,
  purgeExpiredMailedTokens,
} from '../../../../server/domain/accounts/mailedTokens';
import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';

const HOUR = 60 * 60 * 1000;

describe.each(databaseKinds)('mailed tokens on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });
  const db = () => database.handle.db;
  const accountId = async () => (await createSignedInAccount(db())).account.id;

  it('are at least 128 random bits, different every time, and stored only as a digest', async () => {
    const id = await accountId();
    const now = new Date();
    const first = await issueMailedToken(db(), id, 'password_reset', now);
    const second = await issueMailedToken(db(), id, 'sign_up_confirmation', now);
    expect(Buffer.from(first, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(first).not.toBe(second);
    const rows = await db().selectFrom('mailed_tokens').selectAll().where('account_id', '=', id).execute();
    expect(JSON.stringify(rows)).not.toContain(first);
  });

  it('are used once, for their own purpose only', async () => {
    const id = await accountId();
    const now = new Date();
    const token = await issueMailedToken(db(), id, 'password_reset', now);
    expect(await claimMailedToken(db(), token, 'sign_up_confirmation', now)).toBeUndefined();
    expect(await accountOfLiveMailedToken(db(), token, 'password_reset', now)).toBe(id);
    expect(await claimMailedToken(db(), token, 'password_reset', now)).toBe(id);
    expect(await claimMailedToken(db(), token, 'password_reset', now)).toBeUndefined();
    expect(await accountOfLiveMailedToken(db(), token, 'password_reset', now)).toBeUndefined();
  });

  it('expire after their lifetime', async () => {
    const id = await accountId();
    const now = new Date();
    const reset = await issueMailedToken(db(), id, 'password_reset', now);
    const confirmation = await issueMailedToken(db(), id, 'sign_up_confirmation', now);
    expect(MAILED_TOKEN_LIFETIME_MS).toEqual({ password_reset: HOUR, sign_up_confirmation: 48 * HOUR });
    expect(await claimMailedToken(db(), reset, 'password_reset', new Date(now.getTime() + HOUR))).toBeUndefined();
    expect(await claimMailedToken(db(), confirmation, 'sign_up_confirmation', new Date(now.getTime() + 48 * HOUR))).toBeUndefined();
    expect(await claimMailedToken(db(), confirmation, 'sign_up_confirmation', new Date(now.getTime() + 48 * HOUR - 1))).toBe(id);
  });

  it('retire the older live token of the same purpose and account only', async () => {
    const id = await accountId();
    const otherId = await accountId();
    const now = new Date();
    const older = await issueMailedToken(db(), id, 'sign_up_confirmation', now);
    const reset = await issueMailedToken(db(), id, 'password_reset', now);
    const others = await issueMailedToken(db(), otherId, 'sign_up_confirmation', now);
    const newer = await issueMailedToken(db(), id, 'sign_up_confirmation', now);
    expect(await accountOfLiveMailedToken(db(), older, 'sign_up_confirmation', now)).toBeUndefined();
    expect(await accountOfLiveMailedToken(db(), newer, 'sign_up_confirmation', now)).toBe(id);
    expect(await accountOfLiveMailedToken(db(), reset, 'password_reset', now)).toBe(id);
    expect(await accountOfLiveMailedToken(db(), others, 'sign_up_confirmation', now)).toBe(otherId);
  });

  it('count the mails of an account within a window, and the purge keeps those', async () => {
    const id = await accountId();
    const now = new Date();
    await issueMailedToken(db(), id, 'password_reset', new Date(now.getTime() - 2 * HOUR));
    await issueMailedToken(db(), id, 'password_reset', new Date(now.getTime() - 30 * 60 * 1000));
    await issueMailedToken(db(), id, 'sign_up_confirmation', now);
    expect(await countMailedTokensSince(db(), id, new Date(now.getTime() - HOUR))).toBe(2);
    expect(await purgeExpiredMailedTokens(db(), now)).toBeGreaterThanOrEqual(1);
    expect(await countMailedTokensSince(db(), id, new Date(now.getTime() - HOUR))).toBe(2);
    expect(await countMailedTokensSince(db(), id, new Date(0))).toBe(2);
  });

  it('go with their account', async () => {
    const id = await accountId();
    await issueMailedToken(db(), id, 'password_reset', new Date());
    await db().deleteFrom('accounts').where('id', '=', id).execute();
    expect(await db().selectFrom('mailed_tokens').select('id').where('account_id', '=', id).execute()).toEqual([]);
  });

  it('refuse a purpose the table does not know', async () => {
    const id = await accountId();
    await expect(
      db()
        .insertInto('mailed_tokens')
        .values({ id: crypto.randomUUID(), account_id: id, purpose: 'login' as 'password_reset', token_hash: 'x', created: 'c', expires_at: 'e' })
        .execute(),
    ).rejects.toMatchObject({ message: expect.stringMatching(/check/i) });
  });
});
