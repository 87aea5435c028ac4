// `account.get_statistics` over a fixture account whose figures are known by construction, in Europe/Paris across
// the end of summer time (Sunday 25 October 2026, 03:00 back to 02:00): each stage, sources with none among them,
// reminders that are no response, actions made before and after the range, another account's rows beside it.
import type { Kysely } from 'kysely';
import type { ActionType } from '../../../../contract';
import type { Database } from '../../../../server/db/schema';
import { updateAccountSettings } from '../../../../server/domain/accounts/accountSettings';
import { medianOf, weeksOf } from '../../../../server/domain/insights/statistics';
import { startOfDayIn } from '../../../../server/domain/insights/zonedCalendar';
import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { dataOf, requestHarness, seedAction, seedJobApplication } from '../jobApplications/seed';

const PARIS = 'Europe/Paris';
/** Monday 19 October to Sunday 8 November 2026: three weeks, the first ending with the change of time. */
const RANGE = { from: '2026-10-19', to: '2026-11-08' };

interface FixtureAction {
  readonly type: ActionType;
  /** The event's date, and when it was recorded unless `created` says otherwise. */
  readonly date: string;
  readonly created?: string;
}

interface FixtureApplication {
  readonly source: string | null;
  readonly created: string;
  readonly actions: readonly FixtureAction[];
}

/** Creation times in UTC; the comments give Paris's wall clock. */
const FIXTURE: Record<string, FixtureApplication> = {
  // Mon 19 Oct 00:30 (summer time, UTC+2): the range's first half hour, though 18 October in UTC.
  a1: {
    source: 'LinkedIn',
    created: '2026-10-18T22:30:00.000Z',
    actions: [
      { type: 'submit', date: '2026-10-19T10:00:00.000Z' },
      { type: 'email', date: '2026-10-21T22:00:00.000Z' }, // 2.5 days after the submission
    ],
  },
  // Sun 25 Oct 23:30 (winter time, UTC+1): still the first week, though Monday already at UTC+2.
  a2: {
    source: 'LinkedIn',
    created: '2026-10-25T22:30:00.000Z',
    actions: [
      { type: 'submit', date: '2026-10-26T08:00:00.000Z' },
      { type: 'reminder', date: '2026-10-27T08:00:00.000Z' }, // no response
      { type: 'interview', date: '2026-10-30T08:00:00.000Z' }, // 4 days
    ],
  },
  // Mon 26 Oct 00:30: the second week.
  a3: {
    source: 'LinkedIn',
    created: '2026-10-25T23:30:00.000Z',
    actions: [
      { type: 'email', date: '2026-10-30T09:00:00.000Z' }, // a response, but before the submission
      { type: 'submit', date: '2026-11-01T00:00:00.000Z' }, // Sun 1 Nov 01:00
      { type: 'negotiation', date: '2026-11-02T00:00:00.000Z' }, // Mon 2 Nov 01:00; 1 day: an offer, so an interview
      { type: 'accepted', date: '2026-11-07T10:00:00.000Z' },
    ],
  },
  a4: {
    source: 'Indeed',
    created: '2026-11-03T10:00:00.000Z',
    actions: [
      { type: 'submit', date: '2026-11-03T10:00:00.000Z' },
      { type: 'reminder', date: '2026-11-05T10:00:00.000Z' }, // applied only
    ],
  },
  a5: { source: null, created: '2026-11-04T10:00:00.000Z', actions: [{ type: 'reminder', date: '2026-11-04T11:00:00.000Z' }] },
  a6: {
    source: null,
    created: '2026-11-05T10:00:00.000Z',
    actions: [
      { type: 'submit', date: '2026-11-05T12:00:00.000Z' },
      // Made after the range: a response of an application of the range all the same (6 days), not of the weeks.
      { type: 'refused', date: '2026-11-11T12:00:00.000Z' },
    ],
  },
  // No submission, a call: it responded and reached an interview, so it applied too.
  a7: { source: 'Referral', created: '2026-11-06T10:00:00.000Z', actions: [{ type: 'phone_call', date: '2026-11-06T15:00:00.000Z' }] },
  // Sun 8 Nov 23:30: the range's last half hour, without any action.
  a8: { source: 'Indeed', created: '2026-11-08T22:30:00.000Z', actions: [] },
  // Sun 18 Oct 23:30: before the range; its email, made in the range, counts among the weeks' actions alone.
  before: {
    source: 'LinkedIn',
    created: '2026-10-18T21:30:00.000Z',
    actions: [
      { type: 'submit', date: '2026-10-18T21:45:00.000Z' },
      { type: 'accepted', date: '2026-10-20T09:00:00.000Z' },
    ],
  },
  // Mon 9 Nov 00:30: after the range.
  after: { source: 'Indeed', created: '2026-11-08T23:30:00.000Z', actions: [{ type: 'submit', date: '2026-11-08T23:40:00.000Z' }] },
};

async function seedFixture(db: Kysely<Database>, accountId: string, fixture: Record<string, FixtureApplication>): Promise<void> {
  for (const application of Object.values(fixture)) {
    const { id } = await seedJobApplication(db, accountId, { source: application.source }, new Date(application.created));
    for (const action of application.actions) {
      await seedAction(db, accountId, id, { type: action.type, title: action.type, date: action.date }, new Date(action.created ?? action.date));
    }
  }
}

const FIXTURE_STATISTICS = {
  applications: 8,
  funnel: [
    { stage: 'applied', count: 6 },
    { stage: 'responded', count: 5 },
    { stage: 'interview', count: 3 },
    { stage: 'offer', count: 1 },
    { stage: 'accepted', count: 1 },
  ],
  weekly: [
    { week_start: '2026-10-19', applications: 2, actions: 3 },
    { week_start: '2026-10-26', applications: 1, actions: 5 },
    { week_start: '2026-11-02', applications: 5, actions: 7 },
  ],
  by_source: [
    { source: 'LinkedIn', applications: 3, responses: 3, interviews: 2, offers: 1 },
    { source: 'Indeed', applications: 2, responses: 0, interviews: 0, offers: 0 },
    { source: null, applications: 2, responses: 1, interviews: 0, offers: 0 },
    { source: 'Referral', applications: 1, responses: 1, interviews: 1, offers: 0 },
  ],
  // 1, 2.5, 4 and 6 days: (2.5 + 4) / 2.
  median_days_to_response: 3.3,
};

describe('the statistics calendar', () => {
  it('starts each Paris week at its local midnight, on either side of the change of time', () => {
    expect(weeksOf(RANGE, PARIS)).toEqual([
      { weekStart: '2026-10-19', start: '2026-10-18T22:00:00.000Z', end: '2026-10-25T23:00:00.000Z' },
      { weekStart: '2026-10-26', start: '2026-10-25T23:00:00.000Z', end: '2026-11-01T23:00:00.000Z' },
      { weekStart: '2026-11-02', start: '2026-11-01T23:00:00.000Z', end: '2026-11-08T23:00:00.000Z' },
    ]);
  });

  it('cuts the first and last weeks to a range that does not start on a Monday', () => {
    expect(weeksOf({ from: '2026-10-21', to: '2026-10-27' }, 'UTC')).toEqual([
      { weekStart: '2026-10-19', start: '2026-10-21T00:00:00.000Z', end: '2026-10-26T00:00:00.000Z' },
      { weekStart: '2026-10-26', start: '2026-10-26T00:00:00.000Z', end: '2026-10-28T00:00:00.000Z' },
    ]);
  });

  it('starts a day whose midnight the clocks skip at the moment they land on', () => {
    // Santiago moved from 00:00 to 01:00 on 6 September 2026 (UTC-4 to UTC-3).
    expect(startOfDayIn('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(startOfDayIn('2026-03-29', PARIS).toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });

  it.each([
    [[], null],
    [[3], 3],
    [[1, 2.5, 4], 2.5],
    [[6, 1, 4, 2.5], 3.3],
    [[0.04, 0.05], 0],
  ])('the median of %p is %p', (values, median) => {
    expect(medianOf(values)).toBe(median);
  });
});

describe.each(databaseKinds)('account.get_statistics on %s', (kind) => {
  let database: TestDatabase;
  let accountId: string;
  let otherAccountId: string;
  // Sunday 29 November 2026, 12:00 UTC.
  const harness = () => requestHarness(database.handle.db, { clock: () => new Date('2026-11-29T12:00:00.000Z') });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const db = database.handle.db;
    accountId = (await createSignedInAccount(db)).account.id;
    await updateAccountSettings(db, accountId, { time_zone: PARIS });
    await seedFixture(db, accountId, FIXTURE);
    // Another account, in the same weeks: none of it counts for the first.
    otherAccountId = (await createSignedInAccount(db)).account.id;
    await updateAccountSettings(db, otherAccountId, { time_zone: PARIS });
    await seedFixture(db, otherAccountId, {
      other: {
        source: 'LinkedIn',
        created: '2026-10-20T10:00:00.000Z',
        actions: [
          { type: 'submit', date: '2026-10-20T10:00:00.000Z' },
          { type: 'accepted', date: '2026-10-22T10:00:00.000Z' },
        ],
      },
    });
  });
  afterAll(async () => {
    await database.close();
  });

  async function statistics(id: string, params: unknown) {
    return dataOf('account.get_statistics', (await harness().ask(id, 'account.get_statistics', params)).answer);
  }

  it('answers the fixture account’s figures, known by construction', async () => {
    expect(await statistics(accountId, RANGE)).toEqual(FIXTURE_STATISTICS);
  });

  it('takes the median of an odd count: 1, 2.5 and 4 days', async () => {
    const answer = await statistics(accountId, { from: '2026-10-19', to: '2026-11-01' });
    expect(answer.median_days_to_response).toBe(2.5);
    expect(answer.applications).toBe(3);
    expect(answer.weekly.map((week) => week.week_start)).toEqual(['2026-10-19', '2026-10-26']);
  });

  it('counts another account’s rows for it alone', async () => {
    expect(await statistics(otherAccountId, RANGE)).toEqual({
      applications: 1,
      funnel: [
        { stage: 'applied', count: 1 },
        { stage: 'responded', count: 1 },
        { stage: 'interview', count: 1 },
        { stage: 'offer', count: 1 },
        { stage: 'accepted', count: 1 },
      ],
      weekly: [
        { week_start: '2026-10-19', applications: 1, actions: 2 },
        { week_start: '2026-10-26', applications: 0, actions: 0 },
        { week_start: '2026-11-02', applications: 0, actions: 0 },
      ],
      by_source: [{ source: 'LinkedIn', applications: 1, responses: 1, interviews: 1, offers: 1 }],
      median_days_to_response: 2,
    });
  });

  it('answers the last 12 weeks of the account’s calendar by default, this one included, zeros and all', async () => {
    const answer = await statistics(accountId, {});
    expect(answer.weekly).toHaveLength(12);
    expect(answer.weekly[0]?.week_start).toBe('2026-09-07');
    expect(answer.weekly.at(-1)?.week_start).toBe('2026-11-23');
    // The fixture's range lies in it, and 'after' too.
    expect(answer.applications).toBe(10);
    expect(answer.weekly.find((week) => week.week_start === '2026-11-09')).toEqual({ week_start: '2026-11-09', applications: 1, actions: 2 });
  });

  it('reads today in the account’s time zone, UTC when it has none', async () => {
    // Sunday 23:30 in UTC is Monday 00:30 in Paris: a new week there.
    const lateSunday = requestHarness(database.handle.db, { clock: () => new Date('2026-11-29T23:30:00.000Z') });
    const paris = dataOf('account.get_statistics', (await lateSunday.ask(accountId, 'account.get_statistics', {})).answer);
    expect(paris.weekly.map((week) => week.week_start)).toEqual(expect.arrayContaining(['2026-09-14', '2026-11-30']));
    expect(paris.weekly).toHaveLength(12);
    const utcAccount = (await createSignedInAccount(database.handle.db)).account.id;
    const utc = dataOf('account.get_statistics', (await lateSunday.ask(utcAccount, 'account.get_statistics', {})).answer);
    expect(utc.weekly[0]?.week_start).toBe('2026-09-07');
    expect(utc.weekly.at(-1)?.week_start).toBe('2026-11-23');
  });

  it('answers zeros and no median for an account without applications', async () => {
    const emptyAccount = (await createSignedInAccount(database.handle.db)).account.id;
    const answer = await statistics(emptyAccount, { from: '2026-11-02', to: '2026-11-15' });
    expect(answer).toEqual({
      applications: 0,
      funnel: ['applied', 'responded', 'interview', 'offer', 'accepted'].map((stage) => ({ stage, count: 0 })),
      weekly: [
        { week_start: '2026-11-02', applications: 0, actions: 0 },
        { week_start: '2026-11-09', applications: 0, actions: 0 },
      ],
      by_source: [],
      median_days_to_response: null,
    });
  });

  it('fills in one end: `to` today, or `from` eleven Mondays before `to`’s', async () => {
    const fromOnly = await statistics(accountId, { from: '2026-11-02' });
    expect(fromOnly.weekly.map((week) => week.week_start)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
    const toOnly = await statistics(accountId, { to: '2026-11-08' });
    expect(toOnly.weekly).toHaveLength(12);
    expect(toOnly.weekly[0]?.week_start).toBe('2026-08-17');
    expect(toOnly.applications).toBe(9);
  });

  it.each([
    { from: '2026-11-09', to: '2026-11-08' },
    { from: '2020-01-01', to: '2026-11-08' },
    { from: '2020-01-01' },
    { from: '2026-13-01' },
    { from: '2026-11-01T00:00:00Z' },
    { to: '2026-11-08', time_zone: 'UTC' },
  ])('refuses %p', async (params) => {
    const { answer } = await harness().ask(accountId, 'account.get_statistics', params);
    expect(answer.error?.code).toBe('invalid_params');
  });
});
