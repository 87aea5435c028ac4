import crypto from 'node:crypto';
import { type Challenge, createChallenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CAPTCHA_MAX_LENGTH } from '../../../../contract';
import {
  CAPTCHA_ALGORITHM,
  CAPTCHA_COST,
  CAPTCHA_COUNTER,
  CAPTCHA_TTL_MS,
  captchaSecretsFor,
  createCaptchaChallenge,
  purgeExpiredCaptchaSolutions,
  verifyCaptcha,
} from '../../../../server/services/captcha';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { encodePayload, solve, solvedPayload } from './solveCaptcha';

// Each solve is real proof of work (a fraction of a second), and PostgreSQL adds round trips.
jest.setTimeout(30_000);

const secret = crypto.randomBytes(32);
/**
 * The standard challenges' counters are drawn from a public range, so these solves start at its low end, as any
 * solver may: the same solutions for less than half the attempts. What is tested is how the server checks them.
 */
const FROM_RANGE_START = { counterStart: CAPTCHA_COUNTER.min } as const;
const MINUTE = 60 * 1000;

describe.each(databaseKinds)('verifyCaptcha on %s', (kind) => {
  let database: TestDatabase;
  // One solved challenge, never submitted as is, for the tampering cases.
  let challenge: Challenge;
  let solution: Solution;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    challenge = await createCaptchaChallenge(secret);
    solution = await solve(challenge, FROM_RANGE_START);
  });
  afterAll(async () => {
    await database.close();
  });

  const verify = (payload: string | null | undefined, now?: Date) =>
    verifyCaptcha(payload, { db: database.handle.db, secret, ...(now === undefined ? {} : { now }) });

  const usedCount = async (): Promise<number> =>
    (await database.handle.db.selectFrom('captcha_solutions').select('signature').execute()).length;

  it('accepts a solved challenge once, and records it', async () => {
    const issued = await createCaptchaChallenge(secret);
    const payload = await solvedPayload(issued, FROM_RANGE_START);
    expect(await verify(payload)).toEqual({ ok: true });
    const row = await database.handle.db
      .selectFrom('captcha_solutions')
      .selectAll()
      .where('signature', '=', issued.signature ?? '')
      .executeTakeFirst();
    expect(row?.expires_at).toBe(new Date((issued.parameters.expiresAt ?? 0) * 1000).toISOString());
    expect(await verify(payload)).toEqual({ ok: false, error: 'captcha_invalid' });
  });

  it('accepts only one of two simultaneous submissions of the same solution', async () => {
    const payload = await solvedPayload(await createCaptchaChallenge(secret), FROM_RANGE_START);
    const results = await Promise.all([verify(payload), verify(payload), verify(payload)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });

  it('refuses a used solution even when resubmitted in another encoding of the same JSON', async () => {
    const issued = await createCaptchaChallenge(secret);
    const found = await solve(issued, FROM_RANGE_START);
    expect(await verify(encodePayload(issued, found))).toEqual({ ok: true });
    // Same challenge and solution, keys in another order: the record is by challenge, not by payload text.
    const reordered = Buffer.from(JSON.stringify({ solution: found, challenge: issued })).toString('base64');
    expect(await verify(reordered)).toEqual({ ok: false, error: 'captcha_invalid' });
  });

  it.each([
    ['a changed cost', (c: Challenge, s: Solution) => encodePayload({ ...c, parameters: { ...c.parameters, cost: 1 } }, s)],
    [
      'a later expiry',
      (c: Challenge, s: Solution) =>
        encodePayload({ ...c, parameters: { ...c.parameters, expiresAt: (c.parameters.expiresAt ?? 0) + 3600 } }, s),
    ],
    ['a changed signature', (c: Challenge, s: Solution) => encodePayload({ ...c, signature: 'ab'.repeat(32) }, s)],
    ['no signature', (c: Challenge, s: Solution) => encodePayload({ parameters: c.parameters }, s)],
    ['another derived key', (c: Challenge, s: Solution) => encodePayload(c, { ...s, derivedKey: 'cd'.repeat(32) })],
    ['a derived key that is not hex', (c: Challenge, s: Solution) => encodePayload(c, { ...s, derivedKey: 'zz' })],
  ])('refuses a payload with %s', async (_name, tamper) => {
    expect(await verify(tamper(challenge, solution))).toEqual({ ok: false, error: 'captcha_invalid' });
  });

  // The proof is the derived key, checked against the signed keySignature; the counter is only a hint.
  it('passes the untouched payload after all the tampered ones: those were refused for their tampering', async () => {
    expect(await verify(encodePayload(challenge, solution))).toEqual({ ok: true });
  });

  it('refuses a challenge signed with another secret', async () => {
    const foreign = await createCaptchaChallenge(crypto.randomBytes(32));
    expect(await verify(await solvedPayload(foreign, FROM_RANGE_START))).toEqual({ ok: false, error: 'captcha_invalid' });
  });

  it('refuses an expired challenge', async () => {
    const issued = await createCaptchaChallenge(secret);
    const payload = await solvedPayload(issued, FROM_RANGE_START);
    const expiry = new Date((issued.parameters.expiresAt ?? 0) * 1000);
    expect(await verify(payload, new Date(expiry.getTime() + 1000))).toEqual({ ok: false, error: 'captcha_invalid' });
    // Refusing it did not use it up: within its lifetime it still passes.
    expect(await verify(payload, new Date(expiry.getTime() - MINUTE))).toEqual({ ok: true });
  });

  it('refuses a challenge issued longer ago than the TTL', async () => {
    const issued = await createCaptchaChallenge(secret, new Date(Date.now() - CAPTCHA_TTL_MS - MINUTE));
    expect(await verify(await solvedPayload(issued, FROM_RANGE_START))).toEqual({ ok: false, error: 'captcha_invalid' });
  });

  it('refuses a challenge without an expiry, even one signed with our key', async () => {
    const secrets = captchaSecretsFor(secret);
    const unbounded = await createChallenge({
      algorithm: CAPTCHA_ALGORITHM,
      cost: CAPTCHA_COST,
      counter: 10,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.keySignature,
    });
    expect(await verify(await solvedPayload(unbounded))).toEqual({ ok: false, error: 'captcha_invalid' });
  });

  it.each([
    ['an absent captcha', undefined],
    ['a null captcha', null],
    ['an empty captcha', ''],
    ['a blank captcha', '  '],
  ])('answers captcha_missing for %s', async (_name, payload) => {
    expect(await verify(payload)).toEqual({ ok: false, error: 'captcha_missing' });
  });

  it.each([
    ['text that is not base64', 'not a captcha!'],
    ['base64 of text that is not JSON', Buffer.from('hello').toString('base64')],
    ['base64 of JSON null', Buffer.from('null').toString('base64')],
    ['base64 of JSON of another shape', Buffer.from('{"algorithm":"SHA-256","number":1}').toString('base64')],
    ['an over-long payload', 'A'.repeat(CAPTCHA_MAX_LENGTH + 1)],
  ])('answers captcha_invalid for %s', async (_name, payload) => {
    expect(await verify(payload)).toEqual({ ok: false, error: 'captcha_invalid' });
  });

  it('records nothing for refused payloads', async () => {
    const issued = await createCaptchaChallenge(secret);
    const found = await solve(issued, FROM_RANGE_START);
    const before = await usedCount();
    expect(await verify(encodePayload(issued, { ...found, derivedKey: 'cd'.repeat(32) }))).toMatchObject({ ok: false });
    expect(await verify('garbage')).toMatchObject({ ok: false });
    expect(await usedCount()).toBe(before);
    expect(await verify(encodePayload(issued, found))).toEqual({ ok: true });
    expect(await usedCount()).toBe(before + 1);
  });

  it('purges used solutions once their challenge has expired, and only those', async () => {
    const db = database.handle.db;
    await db.deleteFrom('captcha_solutions').execute();
    const now = new Date('2026-11-22T10:00:00.000Z');
    await db
      .insertInto('captcha_solutions')
      .values([
        { signature: 'expired', expires_at: new Date(now.getTime() - 1).toISOString(), created: now.toISOString() },
        { signature: 'live', expires_at: new Date(now.getTime() + MINUTE).toISOString(), created: now.toISOString() },
      ])
      .execute();
    expect(await purgeExpiredCaptchaSolutions(db, now)).toBe(1);
    const left = await db.selectFrom('captcha_solutions').select('signature').execute();
    expect(left.map((row) => row.signature)).toEqual(['live']);
  });

  it('purges expired solutions while verifying', async () => {
    const db = database.handle.db;
    const past = new Date(Date.now() - MINUTE).toISOString();
    await db.insertInto('captcha_solutions').values({ signature: 'stale', expires_at: past, created: past }).execute();
    expect(await verify(await solvedPayload(await createCaptchaChallenge(secret), FROM_RANGE_START))).toEqual({ ok: true });
    const stale = await db.selectFrom('captcha_solutions').select('signature').where('signature', '=', 'stale').execute();
    expect(stale).toEqual([]);
  });
});
