// GET /api/calendar/{secret}.ics with the real app: the account's upcoming actions as iCalendar, readable with
// the secret alone (calendar apps send no header), and nothing once the address is renewed.
import { createCalendarFeedSeal } from '../../../server/domain/actions/calendarFeedSeal';
import { calendarFeedTokenOf, renewCalendarFeedToken } from '../../../server/domain/actions/calendarFeeds';
import { insertAction } from '../../../server/domain/actions/actionQueries';
import { insertJobApplication } from '../../../server/domain/jobApplications/jobApplicationQueries';
import { createSignedInAccount } from '../../support/accounts';
import { startTestApp, type TestApp } from '../../support/testApp';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ PUBLIC_URL: 'https://tracker.example.com' });
});
afterAll(async () => {
  await testApp.close();
});

/** The app's own seal: the addresses these tests make are those the app would answer. */
const feedSeal = () => createCalendarFeedSeal(testApp.secret);

async function accountWithActions(locale: 'en-US' | 'fr-FR') {
  const db = testApp.database.db;
  const { account } = await createSignedInAccount(db, { locale });
  const now = new Date();
  const applicationId = await insertJobApplication(db, account.id, { title: 'Backend developer', url: 'https://jobs.example.com/1' }, now);
  const inOneWeek = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000).toISOString();
  const lastWeek = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString();
  const upcoming = await insertAction(db, account.id, { job_application_id: applicationId, type: 'interview', title: 'Meet the team', date: inOneWeek }, now);
  await insertAction(db, account.id, { job_application_id: applicationId, type: 'submit', title: 'Sent the application', date: lastWeek }, now);
  return { account, applicationId, upcoming };
}

describe('GET /api/calendar/{secret}.ics', () => {
  it('serves the upcoming actions as iCalendar, linking to their own pages', async () => {
    const { account, upcoming } = await accountWithActions('en-US');
    const token = await calendarFeedTokenOf(testApp.database.db, feedSeal(), account.id, new Date());

    const response = await testApp.app.inject({ method: 'GET', url: `/api/calendar/${token}.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const body = response.body.replace(/\r\n[ \t]/g, '');
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(body).toContain(`UID:${upcoming.id}@job-search-tracker`);
    expect(body).toContain('SUMMARY:Interview: Meet the team · Backend developer');
    expect(body).toContain(`URL;VALUE=URI:https://tracker.example.com/actions/${upcoming.id}`);
    expect(body).not.toContain('Sent the application');
  });

  it("speaks the account's language", async () => {
    const { account } = await accountWithActions('fr-FR');
    const token = await calendarFeedTokenOf(testApp.database.db, feedSeal(), account.id, new Date());
    const response = await testApp.app.inject({ method: 'GET', url: `/api/calendar/${token}.ics` });
    expect(response.body.replace(/\r\n[ \t]/g, '')).toContain('SUMMARY:Entretien: Meet the team · Backend developer');
  });

  it('stops serving an address once it is renewed, and serves the new one', async () => {
    const { account } = await accountWithActions('en-US');
    const old = await calendarFeedTokenOf(testApp.database.db, feedSeal(), account.id, new Date());
    const renewed = await renewCalendarFeedToken(testApp.database.db, feedSeal(), account.id, new Date());
    expect(renewed).not.toBe(old);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/calendar/${old}.ics` })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/calendar/${renewed}.ics` })).statusCode).toBe(200);
  });

  it.each(['unknown-secret.ics', 'unknown-secret', '..%2F..%2Fetc%2Fpasswd.ics'])('answers 404 not_found for %s', async (feed) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/calendar/${feed}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found' });
  });
});
