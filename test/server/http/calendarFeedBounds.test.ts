// The calendar feed cannot hold the server (issue 15): making the feed of hundreds of actions with
// 100,000-character notes gives the event loop turns all along, reads the notes cut to what the feed shows,
// folds its lines in one linear pass exactly as before, and one address is limited per IP address.
import Fastify, { type FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { foldLines } from 'ical-generator';
import { insertAction } from '../../../server/domain/actions/actionQueries';
import { CALENDAR_NOTES_LIMIT } from '../../../server/domain/actions/calendarDocument';
import { FEED_NOTES_READ, listFeedActions } from '../../../server/domain/actions/calendarFeedActions';
import { calendarFeedTokenOf } from '../../../server/domain/actions/calendarFeeds';
import { foldLine } from '../../../server/domain/actions/icalendarText';
import { insertJobApplication } from '../../../server/domain/jobApplications/jobApplicationQueries';
import { registerCalendarFeedRoute } from '../../../server/http/calendarFeed';
import { registerErrorHandler } from '../../../server/http/errorHandler';
import { registerRateLimiting } from '../../../server/http/rateLimits';
import { createSignedInAccount } from '../../support/accounts';
import { testFeedSeal } from '../../support/calendarFeeds';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../support/databases';
import { turnsDuring } from '../../support/eventLoopTurns';

const START = new Date('2026-11-22T10:00:00.000Z');
const inMinutes = (minutes: number) => new Date(START.getTime() + minutes * 60_000).toISOString();
const LONG_NOTE = 'é'.repeat(99_999) + '😀';

// Seeding 250 actions of 100,000 characters (25 MB) takes about 1.5 s on PostgreSQL on an idle machine, and
// more than Jest's 5 s default on a busy one: this test is about the event loop's turns, not about time.
jest.setTimeout(30_000);

describe.each(databaseKinds)('the calendar feed’s bounds on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = Fastify();
    await registerRateLimiting(app);
    registerErrorHandler(app);
    registerCalendarFeedRoute(app, {
      db: database.handle.db,
      publicUrl: 'https://tracker.example.com',
      clock: () => START,
      rateLimit: { max: 3, windowMs: 60_000 },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function accountWithActions(count: number, notes: string) {
    const { account } = await createSignedInAccount(db());
    const applicationId = await insertJobApplication(db(), account.id, { title: 'Backend developer', url: 'https://jobs.example.com/1' }, START);
    for (let index = 0; index < count; index += 1) {
      await insertAction(db(), account.id, { job_application_id: applicationId, type: 'interview', title: `Step ${index}`, notes, date: inMinutes(index + 1) }, START);
    }
    return { accountId: account.id, token: await calendarFeedTokenOf(db(), testFeedSeal(), account.id, START) };
  }

  it('makes the feed of 250 actions with 100,000-character notes in steps, with the notes cut at 2000 characters', async () => {
    const { token } = await accountWithActions(250, LONG_NOTE);
    const { result: response, turns } = await turnsDuring(() =>
      app.inject({ method: 'GET', url: `/api/calendar/${token}.ics`, remoteAddress: '192.0.2.1' }),
    );
    expect(response.statusCode).toBe(200);
    const descriptions = response.body.replace(/\r\n[ \t]/g, '').match(/^DESCRIPTION:.*$/gm) ?? [];
    expect(descriptions).toHaveLength(250);
    for (const description of descriptions) expect(description).toContain(`${'é'.repeat(CALENDAR_NOTES_LIMIT)}…`);
    // 3 pages of actions and 5 steps of 50 events, each followed by a turn of the event loop.
    expect(turns).toBeGreaterThanOrEqual(8);
  });

  it('reads each action’s notes cut to one character more than the feed shows, in pages', async () => {
    const { accountId } = await accountWithActions(120, LONG_NOTE);
    let pages = 0;
    const actions = await listFeedActions(db(), accountId, START, 500, () => {
      pages += 1;
      return Promise.resolve();
    });
    expect(actions).toHaveLength(120);
    expect(pages).toBe(2);
    expect(actions.map(({ action }) => action.title)).toEqual(Array.from({ length: 120 }, (_, index) => `Step ${index}`));
    for (const { action } of actions) expect(Array.from(action.notes)).toHaveLength(FEED_NOTES_READ);
    // A short note is read whole.
    const { accountId: other } = await accountWithActions(1, 'Bring the portfolio');
    expect((await listFeedActions(db(), other, START, 500))[0]?.action.notes).toBe('Bring the portfolio');
  });

  it('limits the requests for one address from one IP address, answering 429 rate_limited', async () => {
    const { token } = await accountWithActions(1, '');
    const { token: otherToken } = await accountWithActions(1, '');
    const get = (feed: string, remoteAddress: string) => app.inject({ method: 'GET', url: `/api/calendar/${feed}.ics`, remoteAddress });
    for (let index = 0; index < 3; index += 1) expect((await get(token, '198.51.100.7')).statusCode).toBe(200);
    const refused = await get(token, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'rate_limited' });
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address from the same IP, and the same address from another IP, are counted apart.
    expect((await get(otherToken, '198.51.100.7')).statusCode).toBe(200);
    expect((await get(token, '198.51.100.8')).statusCode).toBe(200);
  });
});

describe('iCalendar line folding', () => {
  it('folds exactly as ical-generator did, in lines of 75 octets at most, never inside a character', () => {
    const text = fc.string({ unit: fc.oneof(fc.constantFrom('a', 'é', '€', '😀', ' ', '\\'), fc.string({ unit: 'grapheme', maxLength: 1 })), maxLength: 600 });
    fc.assert(
      fc.property(text, (line) => {
        const folded = foldLine(line);
        expect(folded).toBe(foldLines(line));
        for (const piece of folded.split('\r\n')) expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(75);
        expect(folded.replace(/\r\n /g, '')).toBe(line);
      }),
      { seed: 15, numRuns: 300 },
    );
  });
});
