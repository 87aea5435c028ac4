import { ACTION_TYPES } from '../../../../contract';
import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { prepareJobQueues } from '../../../support/queuedJobs';
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
} from '../jobApplications/seed';

/** The router's now in these tests. */
const NOW = new Date('2026-11-22T09:30:00.000Z');

describe.each(databaseKinds)('action requests on %s', (kind) => {
  let database: TestDatabase;
  let harness: ReturnType<typeof requestHarness>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // Future interviews and lead time changes queue reminder jobs: on PostgreSQL, pg-boss's queues must exist.
    await prepareJobQueues(database.handle);
    harness = requestHarness(database.handle.db, { clock: () => NOW });
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
    return { applications: await tableRows(db(), 'job_applications'), actions: await tableRows(db(), 'actions') };
  }

  describe('action.get', () => {
    it('answers the action, with action_id equal to id', async () => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const action = await seedAction(db(), mine.id, application.id, {
        type: 'phone_call',
        title: 'Call',
        notes: 'Ask for the salary range',
        date: '2026-11-25T10:00:00.000Z',
      });
      const { answer, published } = await harness.ask(mine.id, 'action.get', { id: action.id });
      expect(dataOf('action.get', answer)).toEqual(action);
      expect(answer.data).toEqual({
        id: action.id,
        action_id: action.id,
        job_application_id: application.id,
        type: 'phone_call',
        title: 'Call',
        notes: 'Ask for the salary range',
        date: '2026-11-25T10:00:00.000Z',
        created: SEEDED_AT.toISOString(),
      });
      expect(published).toEqual([{ accountId: mine.id, event: 'response', payload: answer }]);
    });

    it('answers another account’s action exactly like an unknown one', async () => {
      const { mine, theirs } = await twoAccounts();
      const theirAction = await seedAction(db(), theirs.id, (await seedJobApplication(db(), theirs.id)).id);
      const unknown = await harness.ask(mine.id, 'action.get', { id: unknownId() });
      const foreign = await harness.ask(mine.id, 'action.get', { id: theirAction.id });
      expect(unknown.answer.error).toEqual({ code: 'not_found', message: 'action not found' });
      expect(foreign.answer.error).toEqual(unknown.answer.error);
      expect(foreign.answer).not.toHaveProperty('data');
    });

    it.each([
      ['no id', {}],
      ['a bad uuid', { id: '42' }],
      ['an unknown key', { id: '0b6c1f0e-8a43-4b7e-9d0c-2f6f4a5b7c8d', job_application_id: '0b6c1f0e-8a43-4b7e-9d0c-2f6f4a5b7c8d' }],
    ])('refuses %s with invalid_params', async (_case, params) => {
      const { mine } = await twoAccounts();
      expect((await harness.ask(mine.id, 'action.get', params)).answer.error?.code).toBe('invalid_params');
    });
  });

  describe('action.create', () => {
    it('stores the action, answers it and pushes it to the account only', async () => {
      const { mine, theirs } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const { answer, published, pushes } = await harness.ask(mine.id, 'action.create', {
        job_application_id: application.id,
        type: 'video_call',
        title: 'Call',
        notes: 'Zoom link in the mail',
        date: '2026-11-24T15:00:00.000Z',
      });
      const action = dataOf('action.create', answer);
      expect(action).toEqual({
        id: expect.any(String),
        action_id: action.id,
        job_application_id: application.id,
        type: 'video_call',
        title: 'Call',
        notes: 'Zoom link in the mail',
        date: '2026-11-24T15:00:00.000Z',
        created: NOW.toISOString(),
      });
      expect(answer.data).toEqual(action);
      expect(payloadOf('created_action', pushes[0])).toEqual({ data: action });
      expect(pushes).toEqual([{ accountId: mine.id, event: 'created_action', payload: { data: action } }]);
      expect(published.map((event) => event.event)).toEqual(['created_action', 'response']);
      expect(published.some((event) => event.accountId === theirs.id)).toBe(false);
      expect(dataOf('action.get', (await harness.ask(mine.id, 'action.get', { id: action.id })).answer)).toEqual(action);
    });

    it('stores empty notes when none are given', async () => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const { answer } = await harness.ask(mine.id, 'action.create', {
        job_application_id: application.id,
        type: 'reminder',
        title: 'R',
        date: '2026-12-01T08:00:00.000Z',
      });
      expect(dataOf('action.create', answer)).toMatchObject({ title: 'R', notes: '' });
    });

    it.each(ACTION_TYPES)('accepts the type %s', async (type) => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const { answer } = await harness.ask(mine.id, 'action.create', {
        job_application_id: application.id,
        type,
        title: 'Step',
        date: '2026-12-01T08:00:00.000Z',
      });
      expect(dataOf('action.create', answer).type).toBe(type);
    });

    it('stores a date given without milliseconds in the contract’s form, so it sorts and compares with the others', async () => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const { answer, pushes } = await harness.ask(mine.id, 'action.create', {
        job_application_id: application.id,
        type: 'interview',
        title: 'Interview',
        date: '2026-11-24T15:00:00Z',
      });
      const action = dataOf('action.create', answer);
      expect(action.date).toBe('2026-11-24T15:00:00.000Z');
      expect(payloadOf('created_action', pushes[0]).data.date).toBe('2026-11-24T15:00:00.000Z');
      expect(dataOf('action.get', (await harness.ask(mine.id, 'action.get', { id: action.id })).answer).date).toBe('2026-11-24T15:00:00.000Z');
    });

    const valid = { type: 'email', title: 'Follow-up mail', date: '2026-11-24T15:00:00.000Z' };
    it.each([
      ['an empty title', { ...valid, title: '' }],
      ['a title of 201 characters', { ...valid, title: 'x'.repeat(201) }],
      ['an unknown type', { ...valid, type: 'lunch' }],
      ['no type', { title: valid.title, date: valid.date }],
      ['no title', { type: valid.type, date: valid.date }],
      ['no date', { type: valid.type, title: valid.title }],
      ['a date with an offset', { ...valid, date: '2026-11-24T15:00:00+01:00' }],
      ['a date without time', { ...valid, date: '2026-11-24' }],
      ['a date that does not exist', { ...valid, date: '2026-02-30T10:00:00.000Z' }],
      ['notes over 100,000 characters', { ...valid, notes: 'x'.repeat(100_001) }],
      ['an unknown key', { ...valid, company_id: '0b6c1f0e-8a43-4b7e-9d0c-2f6f4a5b7c8d' }],
      ['an id of its own', { ...valid, id: '0b6c1f0e-8a43-4b7e-9d0c-2f6f4a5b7c8d' }],
    ])('refuses %s with invalid_params and stores nothing', async (_case, fields) => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const before = await snapshot();
      const { answer, pushes } = await harness.ask(mine.id, 'action.create', { job_application_id: application.id, ...fields });
      expect(answer.error?.code).toBe('invalid_params');
      expect(pushes).toEqual([]);
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      ['no application', { ...valid }],
      ['a bad application uuid', { ...valid, job_application_id: 'abc' }],
    ])('refuses %s with invalid_params', async (_case, params) => {
      const { mine } = await twoAccounts();
      expect((await harness.ask(mine.id, 'action.create', params)).answer.error?.code).toBe('invalid_params');
    });

    it('accepts titles of 1 and 200 characters', async () => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      for (const title of ['X', 'x'.repeat(200)]) {
        const { answer } = await harness.ask(mine.id, 'action.create', { ...valid, job_application_id: application.id, title });
        expect(dataOf('action.create', answer).title).toBe(title);
      }
    });

    it('answers another account’s application exactly like an unknown one, and stores nothing', async () => {
      const { mine, theirs } = await twoAccounts();
      const theirApplication = await seedJobApplication(db(), theirs.id);
      const before = await snapshot();
      const unknown = await harness.ask(mine.id, 'action.create', { ...valid, job_application_id: unknownId() });
      const foreign = await harness.ask(mine.id, 'action.create', { ...valid, job_application_id: theirApplication.id });
      expect(unknown.answer.error).toEqual({ code: 'not_found', message: 'job_application not found' });
      expect(foreign.answer.error).toEqual(unknown.answer.error);
      expect(foreign.published).toEqual([{ accountId: mine.id, event: 'response', payload: foreign.answer }]);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('action.update', () => {
    it('changes the fields given, answers success and pushes the whole action', async () => {
      const { mine, theirs } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const action = await seedAction(db(), mine.id, application.id);
      const { answer, published, pushes } = await harness.ask(mine.id, 'action.update', {
        id: action.id,
        type: 'phone_call',
        title: 'Call',
        notes: 'Moved by the recruiter',
        date: '2026-11-21T16:30:00.000Z',
      });
      expect(dataOf('action.update', answer)).toBe('success');
      const updated = { ...action, type: 'phone_call', title: 'Call', notes: 'Moved by the recruiter', date: '2026-11-21T16:30:00.000Z' };
      expect(payloadOf('updated_action', pushes[0])).toEqual({ data: updated });
      expect(pushes).toEqual([{ accountId: mine.id, event: 'updated_action', payload: { data: updated } }]);
      expect(published.some((event) => event.accountId === theirs.id)).toBe(false);
      expect(dataOf('action.get', (await harness.ask(mine.id, 'action.get', { id: action.id })).answer)).toEqual(updated);
    });

    it('changes one field and keeps the others', async () => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const action = await seedAction(db(), mine.id, application.id, { notes: 'keep me' });
      const { answer, pushes } = await harness.ask(mine.id, 'action.update', { id: action.id, notes: '' });
      expect(answer.data).toBe('success');
      expect(payloadOf('updated_action', pushes[0])).toEqual({ data: { ...action, notes: '' } });
    });

    it('stores a new date in the contract’s form', async () => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const action = await seedAction(db(), mine.id, application.id);
      const { pushes } = await harness.ask(mine.id, 'action.update', { id: action.id, date: '2026-11-21T16:30:00.5Z' });
      expect(payloadOf('updated_action', pushes[0]).data.date).toBe('2026-11-21T16:30:00.500Z');
    });

    it.each([
      ['nothing to change', {}],
      ['an empty title', { title: '' }],
      ['a title of 201 characters', { title: 'x'.repeat(201) }],
      ['an unknown type', { type: 'coffee' }],
      ['a date with an offset', { date: '2026-11-21T16:30:00+02:00' }],
      ['a new application', { job_application_id: '0b6c1f0e-8a43-4b7e-9d0c-2f6f4a5b7c8d' }],
      ['an unknown key', { title: 'Call', created: '2026-11-21T16:30:00.000Z' }],
    ])('refuses %s with invalid_params and changes nothing', async (_case, changes) => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const action = await seedAction(db(), mine.id, application.id);
      const before = await snapshot();
      const { answer, pushes } = await harness.ask(mine.id, 'action.update', { id: action.id, ...changes });
      expect(answer.error?.code).toBe('invalid_params');
      expect(pushes).toEqual([]);
      expect(await snapshot()).toEqual(before);
    });

    it('accepts the short title Call', async () => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const action = await seedAction(db(), mine.id, application.id);
      expect((await harness.ask(mine.id, 'action.update', { id: action.id, title: 'Call' })).answer.data).toBe('success');
    });

    it.each([
      ['no id', { title: 'Call' }],
      ['a bad uuid', { id: 'nope', title: 'Call' }],
    ])('refuses %s with invalid_params', async (_case, params) => {
      const { mine } = await twoAccounts();
      expect((await harness.ask(mine.id, 'action.update', params)).answer.error?.code).toBe('invalid_params');
    });

    it('answers another account’s action exactly like an unknown one, and changes nothing', async () => {
      const { mine, theirs } = await twoAccounts();
      const theirAction = await seedAction(db(), theirs.id, (await seedJobApplication(db(), theirs.id)).id);
      const before = await snapshot();
      const unknown = await harness.ask(mine.id, 'action.update', { id: unknownId(), title: 'Hijacked' });
      const foreign = await harness.ask(mine.id, 'action.update', { id: theirAction.id, title: 'Hijacked' });
      expect(unknown.answer.error).toEqual({ code: 'not_found', message: 'action not found' });
      expect(foreign.answer.error).toEqual(unknown.answer.error);
      expect(foreign.pushes).toEqual([]);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('action.delete', () => {
    it('deletes the action, answers success and pushes its id and application', async () => {
      const { mine, theirs } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const doomed = await seedAction(db(), mine.id, application.id);
      const kept = await seedAction(db(), mine.id, application.id, { title: 'Kept' });
      const { answer, published, pushes } = await harness.ask(mine.id, 'action.delete', { id: doomed.id });
      expect(dataOf('action.delete', answer)).toBe('success');
      expect(payloadOf('deleted_action', pushes[0])).toEqual({ id: doomed.id, job_application_id: application.id });
      expect(pushes).toEqual([{ accountId: mine.id, event: 'deleted_action', payload: { id: doomed.id, job_application_id: application.id } }]);
      expect(published.some((event) => event.accountId === theirs.id)).toBe(false);
      expect(await db().selectFrom('actions').select('id').where('account_id', '=', mine.id).execute()).toEqual([{ id: kept.id }]);
      expect(await db().selectFrom('job_applications').select('id').where('id', '=', application.id).execute()).toEqual([{ id: application.id }]);
    });

    it('answers another account’s action exactly like an unknown one, and deletes nothing', async () => {
      const { mine, theirs } = await twoAccounts();
      const theirAction = await seedAction(db(), theirs.id, (await seedJobApplication(db(), theirs.id)).id);
      const before = await snapshot();
      const unknown = await harness.ask(mine.id, 'action.delete', { id: unknownId() });
      const foreign = await harness.ask(mine.id, 'action.delete', { id: theirAction.id });
      expect(unknown.answer.error).toEqual({ code: 'not_found', message: 'action not found' });
      expect(foreign.answer.error).toEqual(unknown.answer.error);
      expect(foreign.pushes).toEqual([]);
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      ['no id', {}],
      ['a bad uuid', { id: 'nope' }],
      ['an unknown key', { id: '0b6c1f0e-8a43-4b7e-9d0c-2f6f4a5b7c8d', force: true }],
    ])('refuses %s with invalid_params', async (_case, params) => {
      const { mine } = await twoAccounts();
      const { answer, pushes } = await harness.ask(mine.id, 'action.delete', params);
      expect(answer.error?.code).toBe('invalid_params');
      expect(pushes).toEqual([]);
    });
  });

  describe('action.list_for_application', () => {
    it('answers the application’s actions by date, and no other', async () => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const other = await seedJobApplication(db(), mine.id);
      const third = await seedAction(db(), mine.id, application.id, { date: '2026-11-30T09:00:00.000Z' }, SEEDED_AT);
      const first = await seedAction(db(), mine.id, application.id, { date: '2026-10-01T09:00:00.000Z' }, minutesAfter(SEEDED_AT, 1));
      const second = await seedAction(db(), mine.id, application.id, { date: '2026-11-22T09:00:00.000Z' }, minutesAfter(SEEDED_AT, 2));
      // Same date: the one made first comes first.
      const secondTwin = await seedAction(db(), mine.id, application.id, { date: '2026-11-22T09:00:00.000Z' }, minutesAfter(SEEDED_AT, 3));
      await seedAction(db(), mine.id, other.id, { date: '2026-11-01T09:00:00.000Z' });
      const { answer, pushes } = await harness.ask(mine.id, 'action.list_for_application', { id: application.id });
      expect(dataOf('action.list_for_application', answer)).toEqual([first, second, secondTwin, third]);
      expect(answer.data).toEqual([first, second, secondTwin, third]);
      expect(pushes).toEqual([]);
    });

    it('answers an empty list for an application without actions', async () => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      expect(dataOf('action.list_for_application', (await harness.ask(mine.id, 'action.list_for_application', { id: application.id })).answer)).toEqual([]);
    });

    it('answers another account’s application exactly like an unknown one', async () => {
      const { mine, theirs } = await twoAccounts();
      const theirApplication = await seedJobApplication(db(), theirs.id);
      await seedAction(db(), theirs.id, theirApplication.id);
      const unknown = await harness.ask(mine.id, 'action.list_for_application', { id: unknownId() });
      const foreign = await harness.ask(mine.id, 'action.list_for_application', { id: theirApplication.id });
      expect(unknown.answer.error).toEqual({ code: 'not_found', message: 'job_application not found' });
      expect(foreign.answer.error).toEqual(unknown.answer.error);
      expect(foreign.answer).not.toHaveProperty('data');
    });

    it.each([
      ['no id', {}],
      ['a bad uuid', { id: 'nope' }],
      ['an unknown key', { id: '0b6c1f0e-8a43-4b7e-9d0c-2f6f4a5b7c8d', job_application_id: '0b6c1f0e-8a43-4b7e-9d0c-2f6f4a5b7c8d' }],
    ])('refuses %s with invalid_params', async (_case, params) => {
      const { mine } = await twoAccounts();
      expect((await harness.ask(mine.id, 'action.list_for_application', params)).answer.error?.code).toBe('invalid_params');
    });
  });

  describe('action.list_future', () => {
    it('answers the account’s actions dated from now on, soonest first, each with its application', async () => {
      const { mine, theirs } = await twoAccounts();
      const acme = await seedCompany(db(), mine.id, 'Acme');
      const withCompany = await seedJobApplication(db(), mine.id, { title: 'Platform engineer', company_id: acme.id });
      const withoutCompany = await seedJobApplication(db(), mine.id, { title: 'Freelance mission' });
      await seedAction(db(), mine.id, withCompany.id, { date: '2026-11-22T09:29:59.999Z' });
      await seedAction(db(), mine.id, withCompany.id, { date: '2026-01-01T00:00:00.000Z' });
      const later = await seedAction(db(), mine.id, withoutCompany.id, { date: '2027-01-10T08:00:00.000Z' });
      const atNow = await seedAction(db(), mine.id, withCompany.id, { date: NOW.toISOString() });
      const soon = await seedAction(db(), mine.id, withoutCompany.id, { date: '2026-11-22T10:00:00.000Z' });
      await seedAction(db(), theirs.id, (await seedJobApplication(db(), theirs.id)).id, { date: '2026-11-23T10:00:00.000Z' });

      const { answer, pushes } = await harness.ask(mine.id, 'action.list_future', {});
      const companyRef = { id: acme.id, name: 'Acme' };
      expect(dataOf('action.list_future', answer)).toEqual([
        { action: atNow, job_application: { id: withCompany.id, title: 'Platform engineer', company: companyRef } },
        { action: soon, job_application: { id: withoutCompany.id, title: 'Freelance mission', company: null } },
        { action: later, job_application: { id: withoutCompany.id, title: 'Freelance mission', company: null } },
      ]);
      expect(answer.data).toEqual(dataOf('action.list_future', answer));
      expect(pushes).toEqual([]);
    });

    it('leaves out an action dated half a second before now, given without milliseconds', async () => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const justAfter = new Date(NOW.getTime() + 500);
      const late = requestHarness(db(), { clock: () => justAfter });
      await late.ask(mine.id, 'action.create', { job_application_id: application.id, type: 'reminder', title: 'Now', date: '2026-11-22T09:30:00Z' });
      expect(dataOf('action.list_future', (await late.ask(mine.id, 'action.list_future', {})).answer)).toEqual([]);
    });

    it('refuses params it does not know', async () => {
      const { mine } = await twoAccounts();
      expect((await harness.ask(mine.id, 'action.list_future', { from: NOW.toISOString() })).answer.error?.code).toBe('invalid_params');
    });
  });

  describe('action.list_creation_dates', () => {
    it('answers the account’s actions newest first', async () => {
      const { mine, theirs } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const oldest = await seedAction(db(), mine.id, application.id, {}, SEEDED_AT);
      const newest = await seedAction(db(), mine.id, application.id, {}, minutesAfter(SEEDED_AT, 10));
      const middle = await seedAction(db(), mine.id, application.id, {}, minutesAfter(SEEDED_AT, 5));
      await seedAction(db(), theirs.id, (await seedJobApplication(db(), theirs.id)).id, {}, minutesAfter(SEEDED_AT, 7));
      const { answer, pushes } = await harness.ask(mine.id, 'action.list_creation_dates', {});
      expect(dataOf('action.list_creation_dates', answer)).toEqual([
        { id: newest.id, created: '2026-11-01T08:10:00.000Z' },
        { id: middle.id, created: '2026-11-01T08:05:00.000Z' },
        { id: oldest.id, created: '2026-11-01T08:00:00.000Z' },
      ]);
      expect(pushes).toEqual([]);
    });

    it('answers an empty list for an account without actions, and refuses unknown params', async () => {
      const { mine } = await twoAccounts();
      expect(dataOf('action.list_creation_dates', (await harness.ask(mine.id, 'action.list_creation_dates', {})).answer)).toEqual([]);
      expect((await harness.ask(mine.id, 'action.list_creation_dates', { id: unknownId() })).answer.error?.code).toBe('invalid_params');
    });
  });
});
