// The calendar feed's secret address ends with a password reset (whoever knew the old password may have read
// it) and when the person renews it: the old address answers 404, the new one serves the feed. The new address
// is stored like the old one, sealed with the app's key and never readable.
import { createCalendarFeedSeal } from '../../../server/domain/actions/calendarFeedSeal';
import { calendarFeedTokenOf, openFeedToken, renewCalendarFeedToken } from '../../../server/domain/actions/calendarFeeds';
import { createAnswerSeal } from '../../../server/domain/requests/answerStore';
import { createRequestHandlers } from '../../../server/requests/handlers';
import { createSignedInAccount } from '../../support/accounts';
import { type AccountTestApp, startAccountApp } from '../../support/accountApp';
import { quickCaptcha } from '../../support/captcha';
import { databaseKinds } from '../../support/databases';
import { testHandlerOptions } from '../../support/handlerOptions';
import { mailsTo, tokenInMail } from '../../support/mail';
import { dataOf, requestHarness } from '../domain/jobApplications/seed';

jest.setTimeout(30_000);

describe.each(databaseKinds)('the calendar feed address on %s', (kind) => {
  let testApp: AccountTestApp;
  beforeAll(async () => {
    testApp = await startAccountApp(kind);
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** The app's own seal, so that the address read here is the one the app answers. */
  const feedSeal = () => createCalendarFeedSeal(testApp.secret);
  const feed = (token: string) => testApp.app.inject({ method: 'GET', url: `/api/calendar/${token}.ics` });

  async function resetPassword(email: string): Promise<void> {
    const asked = await testApp.post('/api/reset_password_request', { email, captcha: await quickCaptcha(testApp.secret) });
    expect(asked.statusCode).toBe(204);
    await testApp.settle();
    const token = tokenInMail(mailsTo(testApp.mailer, email).at(-1), '/reset_password_confirmation/');
    expect((await testApp.post('/api/reset_password', { token, password: 'Brand-New-Pass-42' })).statusCode).toBe(204);
  }

  it('changes with a password reset: the old address is 404, the new one works, another account’s is untouched', async () => {
    const db = testApp.database.db;
    const { account } = await createSignedInAccount(db);
    const bystander = await createSignedInAccount(db);
    const before = await calendarFeedTokenOf(db, feedSeal(), account.id, new Date());
    const bystanderToken = await calendarFeedTokenOf(db, feedSeal(), bystander.account.id, new Date());
    expect((await feed(before)).statusCode).toBe(200);

    await resetPassword(account.email);

    expect((await feed(before)).statusCode).toBe(404);
    const after = await calendarFeedTokenOf(db, feedSeal(), account.id, new Date());
    expect(after).not.toBe(before);
    expect((await feed(after)).statusCode).toBe(200);
    expect((await feed(bystanderToken)).statusCode).toBe(200);
  });

  it('keeps no column holding the old or the new token after a password reset; the app’s key opens the new one', async () => {
    const db = testApp.database.db;
    const { account } = await createSignedInAccount(db);
    // The live requests of the app, with its key.
    const live = requestHarness(db, {
      handlers: createRequestHandlers(testHandlerOptions({ calendarFeedSeal: feedSeal() })),
      answerSeal: createAnswerSeal(testApp.secret),
    });
    const feedToken = async () => {
      const path = dataOf('action.get_calendar_feed', (await live.ask(account.id, 'action.get_calendar_feed', {})).answer);
      return /^\/api\/calendar\/(.+)\.ics$/.exec(path)?.[1] ?? path;
    };
    const before = await feedToken();

    await resetPassword(account.email);
    // Every column of the row as the database holds it.
    const stored = await db.selectFrom('calendar_feeds').selectAll().where('account_id', '=', account.id).executeTakeFirstOrThrow();
    const after = await feedToken();

    expect(after).not.toBe(before);
    const holding = (token: string) => Object.entries(stored).filter(([, value]) => String(value).includes(token)).map(([column]) => column);
    expect(holding(before)).toEqual([]);
    expect(holding(after)).toEqual([]);
    // The address answered after the reset is the one the reset sealed, not one made again for want of the key.
    expect(openFeedToken(feedSeal(), account.id, stored)).toBe(after);
    expect((await feed(before)).statusCode).toBe(404);
    expect((await feed(after)).statusCode).toBe(200);
  });

  it('gives no feed to an account that had none when its password is reset', async () => {
    const db = testApp.database.db;
    const { account } = await createSignedInAccount(db);
    await resetPassword(account.email);
    expect(await db.selectFrom('calendar_feeds').select('account_id').where('account_id', '=', account.id).executeTakeFirst()).toBeUndefined();
  });

  it('stops answering at the old address once the person renews it', async () => {
    const db = testApp.database.db;
    const { account } = await createSignedInAccount(db);
    const before = await calendarFeedTokenOf(db, feedSeal(), account.id, new Date());
    const after = await renewCalendarFeedToken(db, feedSeal(), account.id, new Date());
    expect((await feed(before)).statusCode).toBe(404);
    expect((await feed(after)).statusCode).toBe(200);
  });
});
