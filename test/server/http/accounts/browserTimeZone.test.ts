// The browser's time zone, which reminders are mailed in: kept at sign-up, and at a sign-in only by an account
// that has none yet, so that a sign-in from a trip never overrides the one the person chose.
import { createSignedInAccount } from '../../../support/accounts';
import { type AccountTestApp, confirmedAccount, newEmail, startAccountApp, TEST_PASSWORD } from '../../../support/accountApp';

describe('the browser’s time zone', () => {
  let testApp: AccountTestApp;

  beforeAll(async () => {
    testApp = await startAccountApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const timeZoneOf = async (email: string) =>
    (await testApp.database.db.selectFrom('accounts').select('time_zone').where('email', '=', email).executeTakeFirstOrThrow()).time_zone;

  it('is kept at sign-up, and a sign-in from elsewhere leaves it', async () => {
    const email = newEmail();
    await confirmedAccount(testApp, { email, time_zone: 'Europe/Paris' });
    expect(await timeZoneOf(email)).toBe('Europe/Paris');
    const signIn = await testApp.post('/api/login', { email, password: TEST_PASSWORD, time_zone: 'America/New_York' });
    expect(signIn.statusCode).toBe(200);
    expect(await timeZoneOf(email)).toBe('Europe/Paris');
  });

  it('is kept at the sign-in of an account that has none, and an unknown one is refused', async () => {
    const { account, password } = await createSignedInAccount(testApp.database.db);
    expect(await timeZoneOf(account.email)).toBeNull();
    expect((await testApp.post('/api/login', { email: account.email, password, time_zone: 'Mars/Olympus_Mons' })).statusCode).toBe(400);
    expect((await testApp.post('/api/login', { email: account.email, password, time_zone: 'Asia/Tokyo' })).statusCode).toBe(200);
    expect(await timeZoneOf(account.email)).toBe('Asia/Tokyo');
  });
});
