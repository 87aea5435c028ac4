// Creations at once cannot pass a bound together: each counts its account's rows in its own transaction behind
// the account row's lock, so with 3 places left, 10 creations at once store exactly 3 (on PostgreSQL, where
// transactions run in parallel on several connections, as on SQLite). The same holds for two uploads at the
// file quota.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import pino from 'pino';
import type { Database } from '../../../../server/db/schema';
import { createActionCreateHandler } from '../../../../server/domain/actions/actionRequests';
import { createCompany } from '../../../../server/domain/companies/createCompany';
import { recordUpload, StorageQuotaExceededError } from '../../../../server/domain/files/recordUpload';
import { createJobApplication } from '../../../../server/domain/jobApplications/createJobApplication';
import { type ChangeContext, runAccountChange } from '../../../../server/domain/requests/accountChange';
import { createJobQueue, type JobQueue } from '../../../../server/services/jobs/jobQueue';
import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { SEEDED_AT, seedAction, seedCompany, seedJobApplication, tableRows } from '../jobApplications/seed';

const ATTEMPTS = 10;
const PLACES_LEFT = 3;
const ALREADY_KEPT = 2;
const LIMIT = ALREADY_KEPT + PLACES_LEFT;

/** 'stored', or the code (else the text) of the refusal. */
type Outcome = string;

async function settleAll(attempts: readonly Promise<unknown>[]): Promise<Outcome[]> {
  const results = await Promise.allSettled(attempts);
  return results.map((result) => {
    if (result.status === 'fulfilled') return 'stored';
    const reason: unknown = result.reason;
    return typeof reason === 'object' && reason !== null && 'code' in reason ? String(reason.code) : String(reason);
  });
}

const count = (outcomes: readonly Outcome[], outcome: Outcome) => outcomes.filter((candidate) => candidate === outcome).length;

describe.each(databaseKinds)('creations at once against a per-account bound on %s', (kind) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  // An upload queues its rendering: on PostgreSQL into pg-boss, whose tables the queue makes when it starts.
  let jobs: JobQueue;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.handle.db;
    jobs = createJobQueue({ database: database.handle, logger: pino({ level: 'silent' }) });
    const nothing = () => Promise.resolve();
    await jobs.start(
      {
        build_account_export: nothing,
        render_file: nothing,
        remove_stored_objects: nothing,
        send_account_mail: nothing,
        send_action_reminder: nothing,
        reschedule_reminders: nothing,
        send_reminder_mail: nothing,
        send_reminder_push: nothing,
      },
      { runJobs: false },
    );
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  const rowsOf = async (table: 'companies' | 'job_applications' | 'actions', accountId: string) =>
    (await tableRows(db, table)).filter((row) => row.account_id === accountId).length;

  function tenAtOnce(accountId: string, work: (context: ChangeContext, index: number) => Promise<unknown>): Promise<Outcome[]> {
    return settleAll(Array.from({ length: ATTEMPTS }, (_unused, index) => runAccountChange(db, accountId, SEEDED_AT, (context) => work(context, index))));
  }

  it(`stores exactly ${String(PLACES_LEFT)} of ${String(ATTEMPTS)} companies created at once with ${String(PLACES_LEFT)} places left`, async () => {
    const { account } = await createSignedInAccount(db);
    for (let index = 0; index < ALREADY_KEPT; index += 1) await seedCompany(db, account.id, `Kept ${String(index)}`);
    const outcomes = await tenAtOnce(account.id, (context, index) => createCompany(context, { name: `New ${String(index)}` }, LIMIT));
    expect({ stored: count(outcomes, 'stored'), refused: count(outcomes, 'account_limit_reached') }).toEqual({ stored: PLACES_LEFT, refused: ATTEMPTS - PLACES_LEFT });
    expect(await rowsOf('companies', account.id)).toBe(LIMIT);
  });

  it(`stores exactly ${String(PLACES_LEFT)} of ${String(ATTEMPTS)} applications created at once with ${String(PLACES_LEFT)} places left`, async () => {
    const { account } = await createSignedInAccount(db);
    for (let index = 0; index < ALREADY_KEPT; index += 1) await seedJobApplication(db, account.id);
    const body = { title: 'Backend engineer', url: 'https://jobs.example.com/42' };
    const outcomes = await tenAtOnce(account.id, (context) => createJobApplication(context, body, LIMIT));
    expect({ stored: count(outcomes, 'stored'), refused: count(outcomes, 'account_limit_reached') }).toEqual({ stored: PLACES_LEFT, refused: ATTEMPTS - PLACES_LEFT });
    expect(await rowsOf('job_applications', account.id)).toBe(LIMIT);
  });

  it(`stores exactly ${String(PLACES_LEFT)} of ${String(ATTEMPTS)} actions created at once with ${String(PLACES_LEFT)} places left`, async () => {
    const { account } = await createSignedInAccount(db);
    const application = await seedJobApplication(db, account.id);
    for (let index = 0; index < ALREADY_KEPT; index += 1) await seedAction(db, account.id, application.id);
    const create = createActionCreateHandler(LIMIT)['action.create'];
    const params = { job_application_id: application.id, type: 'interview' as const, title: 'Call', date: '2026-12-01T10:00:00.000Z' };
    const outcomes = await tenAtOnce(account.id, (context) => create(params, context));
    expect({ stored: count(outcomes, 'stored'), refused: count(outcomes, 'account_limit_reached') }).toEqual({ stored: PLACES_LEFT, refused: ATTEMPTS - PLACES_LEFT });
    expect(await rowsOf('actions', account.id)).toBe(LIMIT);
  });

  it('stores one of two uploads made at once when one file is left in the quota', async () => {
    const { account } = await createSignedInAccount(db);
    const limits = { maxUploadBytes: 1_000_000, quotaBytes: 10_000_000, quotaFiles: 1 };
    const upload = () => {
      const id = crypto.randomUUID();
      return runAccountChange(db, account.id, SEEDED_AT, (context) =>
        recordUpload(context, { description: 'CV', type: 'resume', filename: 'cv.pdf' }, { id, storageKey: `files/${id}`, contentType: 'application/pdf', size: 1000 }, limits),
      );
    };
    const results = await Promise.allSettled([upload(), upload()]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toBeInstanceOf(StorageQuotaExceededError);
    const files = await db.selectFrom('files').select('id').where('account_id', '=', account.id).execute();
    expect(files).toHaveLength(1);
  });
});
