import { UNSET_APPLICATION_DETAILS } from '../../../../contract';
import { deleteJobApplication } from '../../../../server/domain/jobApplications/jobApplicationQueries';
import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import {
  dataOf,
  minutesAfter,
  payloadOf,
  requestHarness,
  SEEDED_AT,
  seedAction,
  seedCompany,
  seedJobApplication,
  tableRows,
  unknownId,
} from './seed';


/** When the update tests' changes are made (their harness's clock). */
const EDITED_AT = new Date('2026-11-29T10:00:00.000Z');

describe.each(databaseKinds)('job application requests on %s', (kind) => {
  let database: TestDatabase;
  let harness: ReturnType<typeof requestHarness>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    harness = requestHarness(database.handle.db);
  });
  afterAll(async () => {
    await database.close();
  });

  const db = () => database.handle.db;

  async function twoAccounts() {
    const { account: mine } = await createSignedInAccount(db());
    const { account: theirs } = await createSignedInAccount(db());
    return { mine, theirs };
  }

  async function snapshot() {
    return {
      companies: await tableRows(db(), 'companies'),
      applications: await tableRows(db(), 'job_applications'),
      actions: await tableRows(db(), 'actions'),
    };
  }

  describe('job_application.get', () => {
    it('answers the application with its company', async () => {
      const { mine } = await twoAccounts();
      const company = await seedCompany(db(), mine.id, 'Acme');
      const application = await seedJobApplication(db(), mine.id, {
        title: 'Staff engineer',
        url: 'https://acme.example.test/jobs/1',
        company_id: company.id,
        notes: 'Referred by Ada',
        job_description: 'TypeScript, PostgreSQL',
      });
      const { answer, published } = await harness.ask(mine.id, 'job_application.get', { id: application.id });
      expect(dataOf('job_application.get', answer)).toEqual(application);
      expect(answer.data).toEqual({
        id: application.id,
        title: 'Staff engineer',
        company_id: company.id,
        company: { id: company.id, name: 'Acme' },
        url: 'https://acme.example.test/jobs/1',
        notes: 'Referred by Ada',
        job_description: 'TypeScript, PostgreSQL',
        ...UNSET_APPLICATION_DETAILS,
        created: SEEDED_AT.toISOString(),
        updated: SEEDED_AT.toISOString(),
      });
      expect(published).toEqual([{ accountId: mine.id, event: 'response', payload: answer }]);
    });

    it('answers an application without company with null company and empty texts', async () => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id, { title: 'Data analyst' });
      const { answer } = await harness.ask(mine.id, 'job_application.get', { id: application.id });
      expect(dataOf('job_application.get', answer)).toEqual(application);
      expect(answer.data).toEqual({
        id: application.id,
        title: 'Data analyst',
        company_id: null,
        company: null,
        url: 'https://jobs.example.test/backend',
        notes: '',
        job_description: '',
        ...UNSET_APPLICATION_DETAILS,
        created: SEEDED_AT.toISOString(),
        updated: SEEDED_AT.toISOString(),
      });
    });

    it('answers another account’s application exactly like an unknown one', async () => {
      const { mine, theirs } = await twoAccounts();
      const theirApplication = await seedJobApplication(db(), theirs.id);
      const unknown = await harness.ask(mine.id, 'job_application.get', { id: unknownId() });
      const foreign = await harness.ask(mine.id, 'job_application.get', { id: theirApplication.id });
      expect(unknown.answer.error).toEqual({ code: 'not_found', message: 'job_application not found' });
      expect(foreign.answer.error).toEqual(unknown.answer.error);
      expect(foreign.answer).not.toHaveProperty('data');
    });

    it.each([
      ['no id', {}],
      ['a bad uuid', { id: 'not-a-uuid' }],
      ['an unknown key', { id: '0b6c1f0e-8a43-4b7e-9d0c-2f6f4a5b7c8d', with_actions: true }],
    ])('refuses %s with invalid_params', async (_case, params) => {
      const { mine } = await twoAccounts();
      const { answer } = await harness.ask(mine.id, 'job_application.get', params);
      expect(answer.error?.code).toBe('invalid_params');
    });
  });

  describe('job_application.list_creation_dates', () => {
    it('answers the account’s applications newest first, equal times by id, each marked archived or not', async () => {
      const { mine, theirs } = await twoAccounts();
      const oldest = await seedJobApplication(db(), mine.id, {}, SEEDED_AT);
      const newest = await seedJobApplication(db(), mine.id, {}, minutesAfter(SEEDED_AT, 60));
      const middle = await seedJobApplication(db(), mine.id, {}, minutesAfter(SEEDED_AT, 30));
      const twin = await seedJobApplication(db(), mine.id, { archived: true }, minutesAfter(SEEDED_AT, 30));
      await seedJobApplication(db(), theirs.id, {}, minutesAfter(SEEDED_AT, 45));
      const [twinFirst, twinSecond] = [middle, twin].sort((a, b) => b.id.localeCompare(a.id));
      const { answer, pushes } = await harness.ask(mine.id, 'job_application.list_creation_dates', {});
      expect(dataOf('job_application.list_creation_dates', answer)).toEqual(
        [newest, twinFirst!, twinSecond!, oldest].map(({ id, created, archived }) => ({ id, created, archived })),
      );
      // Archived ones too, marked: the browser hides them unless asked for.
      expect(answer.data).toEqual([
        { id: newest.id, created: '2026-11-01T09:00:00.000Z', archived: false },
        { id: twinFirst!.id, created: '2026-11-01T08:30:00.000Z', archived: twinFirst!.id === twin.id },
        { id: twinSecond!.id, created: '2026-11-01T08:30:00.000Z', archived: twinSecond!.id === twin.id },
        { id: oldest.id, created: '2026-11-01T08:00:00.000Z', archived: false },
      ]);
      expect(pushes).toEqual([]);
    });

    it('answers the date of a submission that is still the application’s latest action, whatever the type of a later one', async () => {
      const { mine } = await twoAccounts();
      const waiting = await seedJobApplication(db(), mine.id, {}, SEEDED_AT);
      await seedAction(db(), mine.id, waiting.id, { type: 'email', date: '2026-11-01T09:00:00.000Z' });
      await seedAction(db(), mine.id, waiting.id, { type: 'submit', date: '2026-11-02T09:00:00.000Z' });
      const mailed = await seedJobApplication(db(), mine.id, {}, minutesAfter(SEEDED_AT, 10));
      await seedAction(db(), mine.id, mailed.id, { type: 'submit', date: '2026-11-02T09:00:00.000Z' });
      await seedAction(db(), mine.id, mailed.id, { type: 'email', date: '2026-11-03T09:00:00.000Z' });
      const reminded = await seedJobApplication(db(), mine.id, {}, minutesAfter(SEEDED_AT, 20));
      await seedAction(db(), mine.id, reminded.id, { type: 'submit', date: '2026-11-02T09:00:00.000Z' });
      // A reminder still to come is a plan: the nudge has been answered.
      await seedAction(db(), mine.id, reminded.id, { type: 'reminder', date: '2099-01-01T09:00:00.000Z' });
      const { answer } = await harness.ask(mine.id, 'job_application.list_statuses', {});
      expect(dataOf('job_application.list_statuses', answer)).toEqual([
        { id: reminded.id, status: 'submitted', unanswered_submit_date: null },
        { id: mailed.id, status: 'submitted', unanswered_submit_date: null },
        { id: waiting.id, status: 'submitted', unanswered_submit_date: '2026-11-02T09:00:00.000Z' },
      ]);
    });

    it('answers an empty list for an account without applications, and refuses unknown params', async () => {
      const { mine } = await twoAccounts();
      expect(dataOf('job_application.list_creation_dates', (await harness.ask(mine.id, 'job_application.list_creation_dates', {})).answer)).toEqual([]);
      const refused = await harness.ask(mine.id, 'job_application.list_creation_dates', { limit: 10 });
      expect(refused.answer.error?.code).toBe('invalid_params');
    });
  });

  describe('job_application.list_statuses', () => {
    it('answers the status of each of the account’s applications, newest first, from its latest action already dated', async () => {
      const now = new Date('2026-11-22T12:00:00.000Z');
      const clocked = requestHarness(db(), { clock: () => now });
      const { mine, theirs } = await twoAccounts();
      const untouched = await seedJobApplication(db(), mine.id, {}, SEEDED_AT);
      const interviewing = await seedJobApplication(db(), mine.id, {}, minutesAfter(SEEDED_AT, 10));
      await seedAction(db(), mine.id, interviewing.id, { type: 'submit', date: '2026-11-02T09:00:00.000Z' });
      await seedAction(db(), mine.id, interviewing.id, { type: 'interview', date: '2026-11-10T09:00:00.000Z' });
      await seedAction(db(), mine.id, interviewing.id, { type: 'reminder', date: '2026-11-15T09:00:00.000Z' });
      const planned = await seedJobApplication(db(), mine.id, {}, minutesAfter(SEEDED_AT, 20));
      await seedAction(db(), mine.id, planned.id, { type: 'submit', date: '2026-11-02T09:00:00.000Z' });
      await seedAction(db(), mine.id, planned.id, { type: 'interview', date: '2026-12-01T09:00:00.000Z' });
      const refused = await seedJobApplication(db(), mine.id, {}, minutesAfter(SEEDED_AT, 30));
      await seedAction(db(), mine.id, refused.id, { type: 'interview', date: '2026-11-05T09:00:00.000Z' });
      await seedAction(db(), mine.id, refused.id, { type: 'refused', date: '2026-11-12T09:00:00.000Z' });
      const theirApplication = await seedJobApplication(db(), theirs.id, {}, minutesAfter(SEEDED_AT, 40));
      await seedAction(db(), theirs.id, theirApplication.id, { type: 'accepted', date: '2026-11-12T09:00:00.000Z' });

      const { answer, pushes } = await clocked.ask(mine.id, 'job_application.list_statuses', {});
      expect(dataOf('job_application.list_statuses', answer)).toEqual([
        { id: refused.id, status: 'refused', unanswered_submit_date: null },
        { id: planned.id, status: 'submitted', unanswered_submit_date: null },
        { id: interviewing.id, status: 'interviewing', unanswered_submit_date: null },
        { id: untouched.id, status: 'new', unanswered_submit_date: null },
      ]);
      expect(pushes).toEqual([]);
    });

    it('answers an empty list for an account without applications, and refuses unknown params', async () => {
      const { mine } = await twoAccounts();
      expect(dataOf('job_application.list_statuses', (await harness.ask(mine.id, 'job_application.list_statuses', {})).answer)).toEqual([]);
      const refused = await harness.ask(mine.id, 'job_application.list_statuses', { status: 'new' });
      expect(refused.answer.error?.code).toBe('invalid_params');
    });
  });

  describe('job_application.update', () => {
    let harness: ReturnType<typeof requestHarness>;
    beforeAll(() => {
      harness = requestHarness(database.handle.db, { clock: () => EDITED_AT });
    });

    it('changes the fields given, answers success and pushes the whole application to the account', async () => {
      const { mine, theirs } = await twoAccounts();
      const acme = await seedCompany(db(), mine.id, 'Acme');
      const globex = await seedCompany(db(), mine.id, 'Globex');
      const application = await seedJobApplication(db(), mine.id, { company_id: acme.id, notes: 'old notes' });
      const { answer, published, pushes } = await harness.ask(mine.id, 'job_application.update', {
        id: application.id,
        title: 'Senior backend engineer',
        url: 'http://globex.example.test/careers/42',
        company_id: globex.id,
        notes: 'Call back on Monday',
        job_description: 'Go and Rust',
      });
      expect(dataOf('job_application.update', answer)).toBe('success');
      const expected = {
        ...application,
        title: 'Senior backend engineer',
        url: 'http://globex.example.test/careers/42',
        company_id: globex.id,
        company: { id: globex.id, name: 'Globex' },
        notes: 'Call back on Monday',
        job_description: 'Go and Rust',
        updated: EDITED_AT.toISOString(),
      };
      expect(payloadOf('updated_job_application', pushes[0])).toEqual({ data: expected });
      expect(pushes).toEqual([{ accountId: mine.id, event: 'updated_job_application', payload: { data: expected } }]);
      // The push goes out before the answer, and nothing goes to another account.
      expect(published.map((event) => event.event)).toEqual(['updated_job_application', 'response']);
      expect(published.every((event) => event.accountId === mine.id)).toBe(true);
      expect(published.some((event) => event.accountId === theirs.id)).toBe(false);
      expect(dataOf('job_application.get', (await harness.ask(mine.id, 'job_application.get', { id: application.id })).answer)).toEqual(expected);
    });

    it('changes one field and keeps the others', async () => {
      const { mine } = await twoAccounts();
      const acme = await seedCompany(db(), mine.id, 'Acme');
      const application = await seedJobApplication(db(), mine.id, { company_id: acme.id, notes: 'keep me', job_description: 'keep me too' });
      const { answer, pushes } = await harness.ask(mine.id, 'job_application.update', { id: application.id, title: 'Short' });
      expect(answer.data).toBe('success');
      expect(payloadOf('updated_job_application', pushes[0])).toEqual({ data: { ...application, title: 'Short', updated: EDITED_AT.toISOString() } });
    });

    it('detaches the company with company_id null and keeps the company', async () => {
      const { mine } = await twoAccounts();
      const acme = await seedCompany(db(), mine.id, 'Acme');
      const application = await seedJobApplication(db(), mine.id, { company_id: acme.id });
      const { answer, pushes } = await harness.ask(mine.id, 'job_application.update', { id: application.id, company_id: null });
      expect(answer.data).toBe('success');
      const detached = { ...application, company_id: null, company: null, updated: EDITED_AT.toISOString() };
      expect(payloadOf('updated_job_application', pushes[0])).toEqual({ data: detached });
      expect(dataOf('job_application.get', (await harness.ask(mine.id, 'job_application.get', { id: application.id })).answer)).toEqual(detached);
      expect(dataOf('company.get', (await harness.ask(mine.id, 'company.get', { id: acme.id })).answer)).toEqual(acme);
    });

    it('accepts empty notes and job description', async () => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id, { notes: 'n', job_description: 'd' });
      const { answer, pushes } = await harness.ask(mine.id, 'job_application.update', { id: application.id, notes: '', job_description: '' });
      expect(answer.data).toBe('success');
      expect(payloadOf('updated_job_application', pushes[0]).data).toMatchObject({ notes: '', job_description: '' });
    });

    it('stores every detail given, then clears each with null (tags with [])', async () => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const details = {
        location: 'Lyon, France',
        remote: 'hybrid',
        salary_min: 48_000,
        salary_max: 56_000,
        salary_currency: 'EUR',
        salary_period: 'year',
        source: 'Referral',
        deadline: '2026-12-15',
        tags: ['backend', 'Économie', '🚀'],
        archived: true,
      } as const;
      const set = await harness.ask(mine.id, 'job_application.update', { id: application.id, ...details });
      expect(set.answer.data).toBe('success');
      const withDetails = { ...application, ...details, tags: [...details.tags], updated: EDITED_AT.toISOString() };
      expect(payloadOf('updated_job_application', set.pushes[0])).toEqual({ data: withDetails });
      expect(dataOf('job_application.get', (await harness.ask(mine.id, 'job_application.get', { id: application.id })).answer)).toEqual(withDetails);

      // Every detail sent as unset: null, [] for the tags, false for archived.
      const clear = await harness.ask(mine.id, 'job_application.update', { id: application.id, ...UNSET_APPLICATION_DETAILS });
      expect(clear.answer.data).toBe('success');
      expect(dataOf('job_application.get', (await harness.ask(mine.id, 'job_application.get', { id: application.id })).answer)).toEqual({
        ...application,
        updated: EDITED_AT.toISOString(),
      });
    });

    it('accepts one end of the salary range when it keeps the stored range in order, and refuses it otherwise', async () => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      expect((await harness.ask(mine.id, 'job_application.update', { id: application.id, salary_min: 40_000, salary_max: 50_000 })).answer.data).toBe(
        'success',
      );
      expect((await harness.ask(mine.id, 'job_application.update', { id: application.id, salary_min: 50_000 })).answer.data).toBe('success');
      const before = await snapshot();
      const reversed = await harness.ask(mine.id, 'job_application.update', { id: application.id, salary_min: 50_001 });
      expect(reversed.answer.error).toEqual({ code: 'invalid_params', message: 'salary_min must not exceed salary_max' });
      expect(reversed.pushes).toEqual([]);
      expect(await snapshot()).toEqual(before);
      // Clearing the top of the range leaves any bottom in order.
      expect((await harness.ask(mine.id, 'job_application.update', { id: application.id, salary_max: null, salary_min: 90_000 })).answer.data).toBe(
        'success',
      );
    });

    it.each([
      ['nothing to change', {}],
      ['an undefined change only', { title: undefined }],
      ['a title of 4 characters', { title: 'Abcd' }],
      ['an empty title', { title: '' }],
      ['a title of 201 characters', { title: 'x'.repeat(201) }],
      ['an ftp url', { url: 'ftp://jobs.example.test/1' }],
      ['a url that is not one', { url: 'jobs at acme' }],
      ['a company id that is not a uuid', { company_id: 'acme' }],
      ['notes over 100,000 characters', { notes: 'x'.repeat(100_001) }],
      ['an unknown key', { title: 'Valid title', status: 'open' }],
      ['a key of another request', { type: 'email' }],
      ['an empty location', { location: '' }],
      ['a location of 201 characters', { location: 'x'.repeat(201) }],
      ['an unknown kind of remote', { remote: 'office' }],
      ['a negative salary', { salary_min: -1 }],
      ['a salary with a fraction', { salary_max: 1000.5 }],
      ['a salary given as text', { salary_min: '40000' }],
      ['a salary past the largest exact number', { salary_max: Number.MAX_SAFE_INTEGER + 2 }],
      ['a salary range upside down', { salary_min: 60_000, salary_max: 50_000 }],
      ['a currency in lower case', { salary_currency: 'eur' }],
      ['a currency ISO 4217 does not know', { salary_currency: 'ABC' }],
      ['a currency of four letters', { salary_currency: 'EURO' }],
      ['an unknown salary period', { salary_period: 'week' }],
      ['a source of 101 characters', { source: 'x'.repeat(101) }],
      ['a deadline that is no date', { deadline: '2026-02-30' }],
      ['a deadline with a time', { deadline: '2026-12-01T00:00:00.000Z' }],
      ['21 tags', { tags: Array.from({ length: 21 }, (_, index) => `tag ${String(index)}`) }],
      ['an empty tag', { tags: [''] }],
      ['a tag of 41 characters', { tags: ['x'.repeat(41)] }],
      ['the same tag twice', { tags: ['remote', 'remote'] }],
      ['a tag holding the CSV export’s tag separator', { tags: ['remote;hybrid'] }],
      ['tags as text', { tags: 'remote' }],
      ['archived as text', { archived: 'yes' }],
      ['archived null', { archived: null }],
    ])('refuses %s with invalid_params and changes nothing', async (_case, changes) => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const before = await snapshot();
      const { answer, pushes } = await harness.ask(mine.id, 'job_application.update', { id: application.id, ...changes });
      expect(answer.error?.code).toBe('invalid_params');
      expect(pushes).toEqual([]);
      expect(await snapshot()).toEqual(before);
    });

    it('names what is missing when there is nothing to change', async () => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const { answer } = await harness.ask(mine.id, 'job_application.update', { id: application.id });
      expect(answer.error).toEqual({ code: 'invalid_params', message: 'params: an update needs at least one field besides id' });
    });

    it.each([
      ['no id', { title: 'Valid title' }],
      ['a bad uuid', { id: '1234', title: 'Valid title' }],
    ])('refuses %s with invalid_params', async (_case, params) => {
      const { mine } = await twoAccounts();
      const { answer } = await harness.ask(mine.id, 'job_application.update', params);
      expect(answer.error?.code).toBe('invalid_params');
    });

    it('accepts titles of 5 and 200 characters', async () => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      for (const title of ['Abcde', 'x'.repeat(200)]) {
        const { answer } = await harness.ask(mine.id, 'job_application.update', { id: application.id, title });
        expect(answer.data).toBe('success');
      }
    });

    it('answers another account’s application exactly like an unknown one, and changes nothing', async () => {
      const { mine, theirs } = await twoAccounts();
      const theirApplication = await seedJobApplication(db(), theirs.id, { title: 'Their application' });
      const before = await snapshot();
      const unknown = await harness.ask(mine.id, 'job_application.update', { id: unknownId(), title: 'Hijacked title' });
      const foreign = await harness.ask(mine.id, 'job_application.update', { id: theirApplication.id, title: 'Hijacked title' });
      expect(unknown.answer.error).toEqual({ code: 'not_found', message: 'job_application not found' });
      expect(foreign.answer.error).toEqual(unknown.answer.error);
      expect(foreign.published).toEqual([{ accountId: mine.id, event: 'response', payload: foreign.answer }]);
      expect(unknown.pushes).toEqual([]);
      expect(await snapshot()).toEqual(before);
    });

    it('answers another account’s company exactly like an unknown company, and changes nothing', async () => {
      const { mine, theirs } = await twoAccounts();
      const mineCompany = await seedCompany(db(), mine.id, 'Acme');
      const theirCompany = await seedCompany(db(), theirs.id, 'Their company');
      const application = await seedJobApplication(db(), mine.id, { company_id: mineCompany.id });
      const before = await snapshot();
      const unknown = await harness.ask(mine.id, 'job_application.update', { id: application.id, company_id: unknownId() });
      const foreign = await harness.ask(mine.id, 'job_application.update', {
        id: application.id,
        title: 'Linked elsewhere',
        company_id: theirCompany.id,
      });
      expect(unknown.answer.error).toEqual({ code: 'not_found', message: 'company not found' });
      expect(foreign.answer.error).toEqual(unknown.answer.error);
      expect(foreign.pushes).toEqual([]);
      expect(await snapshot()).toEqual(before);
      expect(dataOf('job_application.get', (await harness.ask(mine.id, 'job_application.get', { id: application.id })).answer)).toEqual(application);
    });
  });

  describe('job_application.delete', () => {
    it('deletes the application with its actions, keeps its company and pushes its id', async () => {
      const { mine, theirs } = await twoAccounts();
      const acme = await seedCompany(db(), mine.id, 'Acme');
      const doomed = await seedJobApplication(db(), mine.id, { company_id: acme.id });
      const kept = await seedJobApplication(db(), mine.id, { company_id: acme.id });
      await seedAction(db(), mine.id, doomed.id, { title: 'Call' });
      await seedAction(db(), mine.id, doomed.id, { type: 'email', title: 'Thank-you mail' });
      const keptAction = await seedAction(db(), mine.id, kept.id);
      const { answer, published, pushes } = await harness.ask(mine.id, 'job_application.delete', { id: doomed.id });
      expect(dataOf('job_application.delete', answer)).toBe('success');
      expect(payloadOf('deleted_job_application', pushes[0])).toEqual({ id: doomed.id });
      expect(pushes).toEqual([{ accountId: mine.id, event: 'deleted_job_application', payload: { id: doomed.id } }]);
      expect(published.some((event) => event.accountId === theirs.id)).toBe(false);

      expect(await db().selectFrom('job_applications').select('id').where('id', '=', doomed.id).execute()).toEqual([]);
      expect(await db().selectFrom('actions').select('id').where('job_application_id', '=', doomed.id).execute()).toEqual([]);
      expect(await db().selectFrom('actions').select('id').where('account_id', '=', mine.id).execute()).toEqual([{ id: keptAction.id }]);
      expect(await db().selectFrom('companies').select('id').where('account_id', '=', mine.id).execute()).toEqual([{ id: acme.id }]);
      const gone = await harness.ask(mine.id, 'job_application.get', { id: doomed.id });
      expect(gone.answer.error).toEqual({ code: 'not_found', message: 'job_application not found' });
    });

    it('removes the actions in the same transaction as the application', async () => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      await seedAction(db(), mine.id, application.id);
      const before = await snapshot();
      const rollback = new Error('roll back');
      await expect(
        db()
          .transaction()
          .execute(async (trx) => {
            expect(await deleteJobApplication(trx, mine.id, application.id)).toBe(true);
            expect(await trx.selectFrom('actions').select('id').where('job_application_id', '=', application.id).execute()).toEqual([]);
            throw rollback;
          }),
      ).rejects.toBe(rollback);
      expect(await snapshot()).toEqual(before);
    });

    it('answers another account’s application exactly like an unknown one, and deletes nothing', async () => {
      const { mine, theirs } = await twoAccounts();
      const theirApplication = await seedJobApplication(db(), theirs.id);
      await seedAction(db(), theirs.id, theirApplication.id);
      const before = await snapshot();
      const unknown = await harness.ask(mine.id, 'job_application.delete', { id: unknownId() });
      const foreign = await harness.ask(mine.id, 'job_application.delete', { id: theirApplication.id });
      expect(unknown.answer.error).toEqual({ code: 'not_found', message: 'job_application not found' });
      expect(foreign.answer.error).toEqual(unknown.answer.error);
      expect(foreign.pushes).toEqual([]);
      expect(unknown.pushes).toEqual([]);
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      ['no id', {}],
      ['a bad uuid', { id: 'x' }],
      ['an unknown key', { id: '0b6c1f0e-8a43-4b7e-9d0c-2f6f4a5b7c8d', keep_actions: true }],
    ])('refuses %s with invalid_params', async (_case, params) => {
      const { mine } = await twoAccounts();
      const { answer, pushes } = await harness.ask(mine.id, 'job_application.delete', params);
      expect(answer.error?.code).toBe('invalid_params');
      expect(pushes).toEqual([]);
    });
  });
});
