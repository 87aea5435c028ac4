// The purge of checkouts, on SQLite and PostgreSQL: an unpaid checkout (canceled, expired, or left open past its
// time) is deleted 30 days after its time ended; a paid one is kept for ever, since its purchase in the ledger
// names it. (Its schedule is the one every purge shares, server/jobs/periodicPurge.ts.)
import crypto from 'node:crypto';
import { CHECKOUT_LIFETIME_MS, CHECKOUT_RETENTION_MS, purgeEndedCheckouts } from '../../../server/domain/credits/checkouts';
import { createSignedInAccount } from '../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../support/databases';

const DAY = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)('the checkout purge on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  const db = () => database.handle.db;

  /** A checkout of the account opened at `created`, as it stands now. */
  async function checkout(accountId: string, created: Date, status: 'open' | 'paid' | 'canceled' | 'expired'): Promise<string> {
    const id = crypto.randomUUID();
    await db()
      .insertInto('checkouts')
      .values({
        id,
        account_id: accountId,
        option_id: crypto.randomUUID(),
        option_name: 'starter',
        credits: 20,
        price: 500,
        currency: 'eur',
        provider: 'sandbox',
        provider_reference: null,
        status,
        created: created.toISOString(),
        expires_at: new Date(created.getTime() + CHECKOUT_LIFETIME_MS).toISOString(),
        completed_at: status === 'open' ? null : created.toISOString(),
      })
      .execute();
    return id;
  }

  const left = async (accountId: string) =>
    (await db().selectFrom('checkouts').select('id').where('account_id', '=', accountId).execute()).map((row) => row.id).sort();

  it('keeps 30 days what was not paid, and what was paid for ever', () => {
    expect(CHECKOUT_RETENTION_MS).toBe(30 * DAY);
  });

  it('deletes unpaid checkouts whose time ended more than 30 days ago, and keeps the rest', async () => {
    const { account } = await createSignedInAccount(db());
    const now = new Date();
    // Opened long enough ago that their 24 hours ended more than 30 days ago.
    const old = new Date(now.getTime() - CHECKOUT_LIFETIME_MS - CHECKOUT_RETENTION_MS - 1000);
    // Their 24 hours ended less than 30 days ago.
    const recent = new Date(now.getTime() - CHECKOUT_LIFETIME_MS - CHECKOUT_RETENTION_MS + 60_000);
    const oldPaid = await checkout(account.id, new Date(now.getTime() - 400 * DAY), 'paid');
    await checkout(account.id, old, 'canceled');
    await checkout(account.id, old, 'expired');
    await checkout(account.id, old, 'open');
    const kept = [
      oldPaid,
      await checkout(account.id, recent, 'canceled'),
      await checkout(account.id, recent, 'expired'),
      await checkout(account.id, recent, 'open'),
      await checkout(account.id, now, 'open'),
    ];

    expect(await purgeEndedCheckouts(db(), now)).toBeGreaterThanOrEqual(3);
    expect(await left(account.id)).toEqual([...kept].sort());
  });

  it('keeps a paid checkout that its purchase names', async () => {
    const { account } = await createSignedInAccount(db());
    const paid = await checkout(account.id, new Date(Date.now() - 400 * DAY), 'paid');
    await db()
      .insertInto('credit_transactions')
      .values({
        id: crypto.randomUUID(),
        account_id: account.id,
        sequence: 1,
        amount: 20,
        previous_balance: 0,
        balance: 20,
        reason: 'purchase',
        checkout_id: paid,
        ai_response_id: null,
        created: new Date().toISOString(),
      })
      .execute();
    await purgeEndedCheckouts(db(), new Date());
    const purchase = await db().selectFrom('credit_transactions').select('checkout_id').where('account_id', '=', account.id).executeTakeFirst();
    expect(purchase?.checkout_id).toBe(paid);
    expect(await left(account.id)).toEqual([paid]);
  });
});
