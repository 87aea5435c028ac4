// The calendar feed route with a clock the test moves: a copy per account kept for its time to live, the
// address checked on every request, and a bounded document however many actions the account has.
import Fastify, { type FastifyInstance } from 'fastify';
import { insertAction } from '../../../server/domain/actions/actionQueries';
import { CALENDAR_FEED_EVENTS_LIMIT } from '../../../server/domain/actions/calendarDocument';
import { calendarFeedTokenOf, renewCalendarFeedToken } from '../../../server/domain/actions/calendarFeeds';
import { insertJobApplication } from '../../../server/domain/jobApplications/jobApplicationQueries';
import { registerCalendarFeedRoute } from '../../../server/http/calendarFeed';
import { createSignedInAccount } from '../../support/accounts';
import { testFeedSeal } from '../../support/calendarFeeds';
import { openTestDatabase, type TestDatabase } from '../../support/databases';

const TTL_MS = 60_000;
const START = new Date('2026-11-22T10:00:00.000Z');
const inDays = (days: number) => new Date(START.getTime() + days * 24 * 60 * 60 * 1000).toISOString();

let database: TestDatabase;
let app: FastifyInstance;
let now = START;

beforeAll(async () => {
  database = await openTestDatabase('sqlite');
  app = Fastify();
  registerCalendarFeedRoute(app, { db: database.handle.db, publicUrl: 'https://tracker.example.com', clock: () => now, cache: { ttlMs: TTL_MS } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(() => {
  now = START;
});

const db = () => database.handle.db;
const feedSeal = testFeedSeal();

async function accountWithApplication() {
  const { account } = await createSignedInAccount(db());
  const applicationId = await insertJobApplication(db(), account.id, { title: 'Backend developer', url: 'https://jobs.example.com/1' }, START);
  const token = await calendarFeedTokenOf(db(), feedSeal, account.id, START);
  return { accountId: account.id, applicationId, token };
}

async function feed(token: string) {
  const response = await app.inject({ method: 'GET', url: `/api/calendar/${token}.ics` });
  return { status: response.statusCode, body: response.body.replace(/\r\n[ \t]/g, '') };
}

describe('the calendar feed’s copy per account', () => {
  it('serves the same copy until its time to live has passed, then one with the changes', async () => {
    const { accountId, applicationId, token } = await accountWithApplication();
    await insertAction(db(), accountId, { job_application_id: applicationId, type: 'interview', title: 'Meet the team', date: inDays(7) }, START);
    const first = await feed(token);
    expect(first.body).toContain('Meet the team');

    await insertAction(db(), accountId, { job_application_id: applicationId, type: 'phone_call', title: 'Call the recruiter', date: inDays(3) }, START);
    now = new Date(START.getTime() + TTL_MS - 1);
    expect(await feed(token)).toEqual(first);

    now = new Date(START.getTime() + TTL_MS);
    const renewed = await feed(token);
    expect(renewed.body).toContain('Call the recruiter');
    expect(renewed.body).toContain('DTSTAMP:20261122T100100Z');
  });

  it('stops serving a renewed address at once, copy or not', async () => {
    const { accountId, token } = await accountWithApplication();
    expect((await feed(token)).status).toBe(200);
    const renewedToken = await renewCalendarFeedToken(db(), feedSeal, accountId, START);
    expect((await feed(token)).status).toBe(404);
    expect((await feed(renewedToken)).status).toBe(200);
  });

  it('holds the soonest upcoming actions only, up to the limit, and shortens long notes', async () => {
    const { accountId, applicationId, token } = await accountWithApplication();
    const longNotes = `${'Prepare the system design. '.repeat(400)}THE END`;
    for (let index = 0; index < CALENDAR_FEED_EVENTS_LIMIT + 20; index += 1) {
      await insertAction(
        db(),
        accountId,
        { job_application_id: applicationId, type: 'reminder', title: `Step ${index}`, notes: longNotes, date: inDays(1 + index / 10) },
        START,
      );
    }
    const { body } = await feed(token);
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(CALENDAR_FEED_EVENTS_LIMIT);
    expect(body).toContain(`SUMMARY:Reminder: Step ${CALENDAR_FEED_EVENTS_LIMIT - 1} · Backend developer`);
    expect(body).not.toContain(`Step ${CALENDAR_FEED_EVENTS_LIMIT} `);
    expect(body).not.toContain('THE END');
    expect(body.length).toBeLessThan(CALENDAR_FEED_EVENTS_LIMIT * 3000);
  });
});
