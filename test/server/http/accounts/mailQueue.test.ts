// Account mail is a job of the database's queue: the sign-up answers once the account is stored, before any
// mail is sent; a mail queued by a server that stopped before sending it is sent, once, by the next server on
// the same database; and the queue never holds the link's token in the clear.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { type AppDependencies, buildApp } from '../../../../server/app';
import { loadConfig } from '../../../../server/config';
import { testOnlyFastPasswords } from '../../../../server/domain/accounts/passwords';
import { CURRENT_TEST_TERMS } from '../../../support/accounts';
import { newEmail, RELAXED_LIMITS, TEST_PASSWORD } from '../../../support/accountApp';
import { quickCaptcha } from '../../../support/captcha';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { createCapturingMailer, mailsTo, tokenInMail } from '../../../support/mail';
import { FIXTURE_STATIC_DIR, postJson } from '../../../support/testApp';

jest.setTimeout(30_000);

describe.each(databaseKinds)('account mail through the job queue on %s', (kind) => {
  let database: TestDatabase;
  let dataDir: string;

  beforeEach(async () => {
    database = await openTestDatabase(kind);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-queue-test-'));
  });
  afterEach(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A server on the test's database; every server of a test shares its secret, as the processes of one deployment do. */
  async function startServer(secret: Buffer, dependencies: Partial<AppDependencies>) {
    const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: FIXTURE_STATIC_DIR, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database: database.handle, secret, logger: false, accountLimits: RELAXED_LIMITS, passwords: testOnlyFastPasswords, ...dependencies });
    await app.ready();
    return app;
  }

  /** The payloads of the mail jobs as the database stores them. */
  async function storedMailJobs(): Promise<string[]> {
    const db = database.handle.db;
    if (kind === 'sqlite') {
      const rows = await db.selectFrom('background_jobs').select('payload').where('kind', '=', 'send_account_mail').execute();
      return rows.map((row) => row.payload);
    }
    // pg-boss keeps its tables in the test's own schema (the search path).
    const { rows } = await sql<{ data: string }>`select data::text as data from job where name = 'send_account_mail'`.execute(db);
    return rows.map((row) => row.data);
  }

  it('answers a sign-up before its mail is sent; a server that stopped before sending it leaves it to the next, which sends it once', async () => {
    const secret = crypto.randomBytes(32);
    const mailer = createCapturingMailer();
    const email = newEmail();

    // A server that only takes requests: its job is left in the queue when it stops.
    const first = await startServer(secret, { mailer, runBackgroundJobs: false });
    const signUp = await postJson(first, '/api/sign_up', {
      email,
      password: TEST_PASSWORD,
      accepted_terms: CURRENT_TEST_TERMS,
      captcha: await quickCaptcha(secret),
      locale: 'fr-FR',
    });
    expect(signUp.json()).toBe('success');
    await first.close();
    expect(mailer.attempted).toEqual([]);
    const [stored, ...more] = await storedMailJobs();
    expect(more).toEqual([]);
    expect(stored).toContain(email);

    const second = await startServer(secret, { mailer });
    try {
      await second.backgroundJobs.idle();
      await second.backgroundJobs.idle();
      const mails = mailsTo(mailer, email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Confirmez votre adresse e-mail');
      const token = tokenInMail(mails[0], '/sign_up_confirmation/');
      expect(stored).not.toContain(token);
      expect((await postJson(second, '/api/sign_up_confirmation', { token })).json()).toBe('success');
    } finally {
      await second.close();
    }
  });
});
