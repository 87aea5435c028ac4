// Sign-in does the same work for an unknown email as for a wrong password: one argon2 verification, against
// a dummy hash of the same cost. Checked by what it calls, not by timing.
import { accountSettingsOf } from '../../../../server/domain/accounts/accountSettings';
import { argon2Passwords, dummyPasswordHash, hashPassword, type PasswordHashing } from '../../../../server/domain/accounts/passwords';
import { signIn, type SignInFailures } from '../../../../server/domain/accounts/signIn';
import type { CaptchaResult } from '../../../../server/services/captcha';
import { CURRENT_TEST_TERMS, createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';

function argon2Parameters(hash: string): string | undefined {
  return /^\$argon2id\$v=19\$(m=\d+,t=\d+,p=\d+)\$/.exec(hash)?.[1];
}

describe.each(databaseKinds)('signing in on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  function spyingPasswords(): PasswordHashing & { verified: string[] } {
    const verified: string[] = [];
    return {
      verified,
      hash: (password) => argon2Passwords.hash(password),
      verify: (passwordHash, password) => {
        verified.push(passwordHash);
        return argon2Passwords.verify(passwordHash, password);
      },
      dummyHash: () => argon2Passwords.dummyHash(),
    };
  }

  function countingFailures(blocked = false, needsCaptcha = false): SignInFailures & { recorded: number } {
    const failures = {
      recorded: 0,
      isBlocked: () => Promise.resolve(blocked),
      needsCaptcha: () => Promise.resolve(needsCaptcha),
      record: () => {
        failures.recorded += 1;
        return Promise.resolve();
      },
    };
    return failures;
  }

  /** A captcha check that answers `result` and notes each payload it was given. */
  function fakeCaptcha(result: CaptchaResult = { ok: true }): ((payload: string) => Promise<CaptchaResult>) & { checked: string[] } {
    const checked: string[] = [];
    return Object.assign((payload: string) => {
      checked.push(payload);
      return Promise.resolve(result);
    }, { checked });
  }

  const run = (
    passwords: PasswordHashing,
    failures: SignInFailures,
    email: string,
    password: string,
    captcha?: string,
    verifyCaptcha = fakeCaptcha(),
  ) =>
    signIn(
      { db: database.handle.db, passwords, failures, verifyCaptcha, currentTermsVersion: CURRENT_TEST_TERMS, now: new Date() },
      { email, password, ...(captcha === undefined ? {} : { captcha }) },
    );

  it('verifies an unknown email against the dummy hash, once, as a wrong password is verified against the real one', async () => {
    const { account } = await createSignedInAccount(database.handle.db);

    const unknown = spyingPasswords();
    const unknownFailures = countingFailures();
    expect(await run(unknown, unknownFailures, 'nobody@example.test', 'Wrong-Horse-9')).toEqual({ ok: false, error: 'invalid_credentials' });
    expect(unknown.verified).toEqual([await dummyPasswordHash()]);
    expect(unknownFailures.recorded).toBe(1);

    const wrong = spyingPasswords();
    const wrongFailures = countingFailures();
    expect(await run(wrong, wrongFailures, account.email, 'Wrong-Horse-9')).toEqual({ ok: false, error: 'invalid_credentials' });
    expect(wrong.verified).toEqual([account.password_hash]);
    expect(wrongFailures.recorded).toBe(1);
  });

  it('makes the dummy hash with the cost of real hashes, once', async () => {
    const dummy = await dummyPasswordHash();
    expect(argon2Parameters(dummy)).toBe(argon2Parameters(await hashPassword('Correct-Horse-9')));
    expect(argon2Parameters(dummy)).toBe('m=19456,t=2,p=1');
    expect(await dummyPasswordHash()).toBe(dummy);
  });

  it('refuses a blocked email before any hashing', async () => {
    const { account, password } = await createSignedInAccount(database.handle.db);
    const passwords = spyingPasswords();
    expect(await run(passwords, countingFailures(true), account.email, password)).toEqual({ ok: false, error: 'too_many_attempts' });
    expect(passwords.verified).toEqual([]);
  });

  it('asks for the captcha of an email that needs one before any hashing, known or not', async () => {
    const { account, password } = await createSignedInAccount(database.handle.db);
    for (const email of [account.email, 'nobody@example.test']) {
      const passwords = spyingPasswords();
      const captcha = fakeCaptcha();
      expect(await run(passwords, countingFailures(false, true), email, password, undefined, captcha)).toEqual({
        ok: false,
        error: 'captcha_required',
      });
      expect(passwords.verified).toEqual([]);
      expect(captcha.checked).toEqual([]);
    }
  });

  it('refuses a captcha the check refuses before any hashing, and signs in with one it accepts', async () => {
    const { account, password } = await createSignedInAccount(database.handle.db);
    const passwords = spyingPasswords();
    const refusing = fakeCaptcha({ ok: false, error: 'captcha_invalid' });
    expect(await run(passwords, countingFailures(false, true), account.email, password, 'easy', refusing)).toEqual({
      ok: false,
      error: 'captcha_invalid',
    });
    expect(refusing.checked).toEqual(['easy']);
    expect(passwords.verified).toEqual([]);

    const accepting = fakeCaptcha();
    expect(await run(passwords, countingFailures(false, true), account.email, password, 'hard', accepting)).toMatchObject({ ok: true });
    expect(accepting.checked).toEqual(['hard']);
  });

  it('leaves a captcha alone while the email needs none', async () => {
    const { account, password } = await createSignedInAccount(database.handle.db);
    const captcha = fakeCaptcha({ ok: false, error: 'captcha_invalid' });
    expect(await run(spyingPasswords(), countingFailures(), account.email, password, 'unneeded', captcha)).toMatchObject({ ok: true });
    expect(captcha.checked).toEqual([]);
  });

  it('keeps the browser’s time zone for an account without one, and never replaces one already chosen', async () => {
    const { db } = database.handle;
    const { account, password } = await createSignedInAccount(db);
    const signInFrom = (time_zone: string) =>
      signIn(
        { db, passwords: argon2Passwords, failures: countingFailures(), verifyCaptcha: fakeCaptcha(), currentTermsVersion: CURRENT_TEST_TERMS, now: new Date() },
        { email: account.email, password, time_zone },
      );
    expect((await accountSettingsOf(db, account.id))?.time_zone).toBe('UTC');
    expect(await signInFrom('Europe/Paris')).toMatchObject({ ok: true });
    expect((await accountSettingsOf(db, account.id))?.time_zone).toBe('Europe/Paris');
    expect(await signInFrom('America/New_York')).toMatchObject({ ok: true });
    expect((await accountSettingsOf(db, account.id))?.time_zone).toBe('Europe/Paris');
  });

  it('records no failure for the right password', async () => {
    const { account, password } = await createSignedInAccount(database.handle.db);
    const failures = countingFailures();
    expect(await run(spyingPasswords(), failures, account.email, password)).toMatchObject({ ok: true });
    expect(failures.recorded).toBe(0);
  });
});
