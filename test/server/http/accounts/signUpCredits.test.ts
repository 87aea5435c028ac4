// The sign-up credits: granted once, when the address is confirmed, as a ledger row of their own.
import { listCreditTransactions } from '../../../../server/domain/credits/creditTransactionQueries';
import { findAccountByEmail } from '../../../../server/domain/accounts/accountQueries';
import { type AccountTestApp, login, newEmail, signedUp, startAccountApp } from '../../../support/accountApp';
import { databaseKinds } from '../../../support/databases';

describe.each(databaseKinds)('sign-up credits on %s', (kind) => {
  describe('by default', () => {
    let testApp: AccountTestApp;
    beforeAll(async () => {
      testApp = await startAccountApp(kind);
    });
    afterAll(async () => {
      await testApp.close();
    });

    it('grants 3 credits when the address is confirmed, and none again when the link is followed twice', async () => {
      const email = newEmail();
      const token = await signedUp(testApp, { email });
      const unconfirmed = await findAccountByEmail(testApp.database.db, email);
      expect(unconfirmed?.credits).toBe(0);

      expect((await testApp.post('/api/sign_up_confirmation', { token })).statusCode).toBe(200);
      expect((await testApp.post('/api/sign_up_confirmation', { token })).json()).toEqual({ error: 'invalid_confirmation_code' });

      expect((await login(testApp, email)).json()).toMatchObject({ credits: 3 });
      const account = await findAccountByEmail(testApp.database.db, email);
      const rows = await listCreditTransactions(testApp.database.db, account?.id ?? '');
      expect(rows).toEqual([
        expect.objectContaining({ sequence: 1, amount: 3, previous_balance: 0, balance: 3, reason: 'sign_up_bonus', checkout_id: null }),
      ]);
    });
  });

  describe('with SIGN_UP_CREDITS=0', () => {
    let testApp: AccountTestApp;
    beforeAll(async () => {
      testApp = await startAccountApp(kind, {}, { SIGN_UP_CREDITS: '0' });
    });
    afterAll(async () => {
      await testApp.close();
    });

    it('grants nothing and writes no row', async () => {
      const email = newEmail();
      const token = await signedUp(testApp, { email });
      expect((await testApp.post('/api/sign_up_confirmation', { token })).statusCode).toBe(200);
      expect((await login(testApp, email)).json()).toMatchObject({ credits: 0 });
      const account = await findAccountByEmail(testApp.database.db, email);
      expect(await listCreditTransactions(testApp.database.db, account?.id ?? '')).toEqual([]);
    });
  });
});
