// The calendar feed's secret address ends with a password reset (whoever knew the old password may have read
// it) and when the person renews it: the old address answers 404, the new one serves the feed.
import { calendarFeedTokenOf, renewCalendarFeedToken } from '../../../server/domain/actions/calendarFeeds';
import { createSignedInAccount } from '../../support/accounts';
import { type AccountTestApp, startAccountApp } from '../../support/accountApp';
import { quickCaptcha } from '../../support/captcha';
import { databaseKinds } from '../../support/databases';
import { mailsTo, tokenInMail } from '../../support/mail';

jest.setTimeout(30_000);

describe.each(databaseKinds)('the calendar feed address on %s', (kind) => {
  let testApp: AccountTestApp;
  beforeAll(async () => {
    testApp = await startAccountApp(kind);
  });
  afterAll(async () => {
    await testApp.close();
  });

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
    const before = await calendarFeedTokenOf(db, account.id, new Date());
    const bystanderToken = await calendarFeedTokenOf(db, bystander.account.id, new Date());
    expect((await feed(before)).statusCode).toBe(200);

    await resetPassword(account.email);

    expect((await feed(before)).statusCode).toBe(404);
    const after = await calendarFeedTokenOf(db, account.id, new Date());
    expect(after).not.toBe(before);
    expect((await feed(after)).statusCode).toBe(200);
    expect((await feed(bystanderToken)).statusCode).toBe(200);
  });

  it('gives no feed to an account that had none when its password is reset', async () => {
    const db = testApp.database.db;
    const { account } = await createSignedInAccount(db);
    await resetPassword(account.email);
    expect(await db.selectFrom('calendar_feeds').select('token').where('account_id', '=', account.id).executeTakeFirst()).toBeUndefined();
  });

  it('stops answering at the old address once the person renews it', async () => {
    const db = testApp.database.db;
    const { account } = await createSignedInAccount(db);
    const before = await calendarFeedTokenOf(db, account.id, new Date());
    const after = await renewCalendarFeedToken(db, account.id, new Date());
    expect((await feed(before)).statusCode).toBe(404);
    expect((await feed(after)).statusCode).toBe(200);
  });
});
