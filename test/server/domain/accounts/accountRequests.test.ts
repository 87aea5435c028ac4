import crypto from 'node:crypto';
import pino from 'pino';
import { createRequestHandlers } from '../../../../server/requests/handlers';
import { testHandlerOptions } from '../../../support/handlerOptions';
import { type AccountPublisher, createRequestRouter } from '../../../../server/requests/requestRouter';
import { CURRENT_TEST_TERMS, createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { prepareJobQueues } from '../../../support/queuedJobs';

// A newer version than the one test accounts accepted: every account has to review it.
const NEW_TERMS = '2027-01-15';

describe.each(databaseKinds)('account requests on %s', (kind) => {
  let database: TestDatabase;
  const answers: unknown[] = [];
  const published: { accountId: string; event: string; payload: unknown }[] = [];
  const publisher: AccountPublisher = {
    publishToAccount: (accountId, event, payload) => {
      published.push({ accountId, event, payload });
      return Promise.resolve();
    },
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // Future interviews and lead time changes queue reminder jobs: on PostgreSQL, pg-boss's queues must exist.
    await prepareJobQueues(database.handle);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(() => {
    answers.length = 0;
    published.length = 0;
  });

  async function ask(accountId: string, request: string, params: unknown): Promise<unknown> {
    const router = createRequestRouter({ db: database.handle.db, handlers: createRequestHandlers(testHandlerOptions({ currentTermsVersion: NEW_TERMS })), publisher, logger: pino({ level: 'silent' }) });
    const uuid = crypto.randomUUID();
    const ack = router.accept(accountId, { request, uuid, params }, (answer) => answers.push(answer));
    if (ack.status !== 'ok') throw new Error('refused');
    await ack.answered;
    return answers.at(-1);
  }

  it('account.get_credits answers the balance', async () => {
    const { account } = await createSignedInAccount(database.handle.db, { credits: 42 });
    expect(await ask(account.id, 'account.get_credits', {})).toMatchObject({ data: 42 });
  });

  it('account.update_locale stores the locale and answers success', async () => {
    const { account } = await createSignedInAccount(database.handle.db, { locale: 'en-US' });
    expect(await ask(account.id, 'account.update_locale', { locale: 'fr-FR' })).toMatchObject({ data: 'success' });
    const row = await database.handle.db.selectFrom('accounts').select('locale').where('id', '=', account.id).executeTakeFirstOrThrow();
    expect(row.locale).toBe('fr-FR');
  });

  it.each([{ locale: 'de-DE' }, {}, { locale: 'fr-FR', extra: 1 }])('account.update_locale refuses %p', async (params) => {
    const { account } = await createSignedInAccount(database.handle.db);
    expect(await ask(account.id, 'account.update_locale', params)).toMatchObject({ error: { code: 'invalid_params' } });
  });

  it('account.get_settings answers the defaults of a new account, its time zone read as UTC until one is known', async () => {
    const { account } = await createSignedInAccount(database.handle.db);
    expect(await ask(account.id, 'account.get_settings', {})).toMatchObject({
      data: { time_zone: 'UTC', reminder_email: true, reminder_push: false, reminder_lead_minutes: 60, follow_up_days: 7 },
    });
  });

  it('account.update_settings stores what it is given, keeps the rest, and pushes every setting to the account', async () => {
    const { account } = await createSignedInAccount(database.handle.db);
    const update = { time_zone: 'Europe/Paris', reminder_push: true, reminder_lead_minutes: 15 };
    expect(await ask(account.id, 'account.update_settings', update)).toMatchObject({ data: 'success' });
    const settings = { time_zone: 'Europe/Paris', reminder_email: true, reminder_push: true, reminder_lead_minutes: 15, follow_up_days: 7 };
    expect(await ask(account.id, 'account.get_settings', {})).toMatchObject({ data: settings });
    expect(published).toEqual([{ accountId: account.id, event: 'updated_settings', payload: { data: settings } }]);
  });

  it.each([
    { time_zone: 'Mars/Olympus_Mons' },
    { reminder_lead_minutes: 0 },
    { reminder_lead_minutes: 10_081 },
    { follow_up_days: -1 },
    { follow_up_days: 1.5 },
    { reminder_email: 'yes' },
    {},
  ])('account.update_settings refuses %p and stores nothing', async (params) => {
    const { account } = await createSignedInAccount(database.handle.db);
    expect(await ask(account.id, 'account.update_settings', params)).toMatchObject({ error: { code: 'invalid_params' } });
    expect(await ask(account.id, 'account.get_settings', {})).toMatchObject({ data: { time_zone: 'UTC', reminder_lead_minutes: 60 } });
    expect(published).toEqual([]);
  });

  async function acceptedTermsOf(accountId: string): Promise<string | null> {
    const row = await database.handle.db.selectFrom('accounts').select('accepted_terms').where('id', '=', accountId).executeTakeFirstOrThrow();
    return row.accepted_terms;
  }

  it('account.accept_terms stores the current version and answers success', async () => {
    const { account } = await createSignedInAccount(database.handle.db);
    expect(await acceptedTermsOf(account.id)).toBe(CURRENT_TEST_TERMS);
    expect(await ask(account.id, 'account.accept_terms', { accepted_terms: NEW_TERMS })).toMatchObject({ data: 'success' });
    expect(await acceptedTermsOf(account.id)).toBe(NEW_TERMS);
  });

  it.each([
    ['the version the account accepted before', { accepted_terms: CURRENT_TEST_TERMS }],
    ['a version that does not exist', { accepted_terms: '2099-01-01' }],
    ['an empty version', { accepted_terms: '' }],
    ['no version', {}],
  ])('account.accept_terms refuses %s with invalid_params and stores nothing', async (_case, params) => {
    const { account } = await createSignedInAccount(database.handle.db);
    expect(await ask(account.id, 'account.accept_terms', params)).toMatchObject({ error: { code: 'invalid_params' } });
    expect(await acceptedTermsOf(account.id)).toBe(CURRENT_TEST_TERMS);
  });

  it('answers a read of an account that does not exist not_found', async () => {
    await expect(ask(crypto.randomUUID(), 'account.get_credits', {})).resolves.toMatchObject({ error: { code: 'not_found' } });
  });

  it('runs nothing and answers nothing for a change of an account that does not exist', async () => {
    // The answer store refers to the account, so a change of a vanished account cannot even be claimed.
    await expect(ask(crypto.randomUUID(), 'account.update_locale', { locale: 'fr-FR' })).resolves.toBeUndefined();
  });
});
