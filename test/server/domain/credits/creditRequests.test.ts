// The credit requests of the live channel on SQLite and PostgreSQL: the ledger newest first, the packs on sale,
// opening a checkout, and another account's checkout kept out.
import crypto from 'node:crypto';
import { stableOptionId } from '../../../../server/domain/credits/paymentOptions';
import { loadPaymentOptions } from '../../../../server/domain/credits/paymentOptions';
import { createRequestHandlers } from '../../../../server/requests/handlers';
import { testHandlerOptions } from '../../../support/handlerOptions';
import { createSignedInAccount } from '../../../support/accounts';
import { createTestClock } from '../../../support/accountApp';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { dataOf, requestHarness } from '../jobApplications/seed';

const PUBLIC_URL = 'https://jobs.example.org';
const DAY = 24 * 60 * 60 * 1000;

const sandboxOptions = loadPaymentOptions({ provider: 'sandbox', currency: 'eur', optionsFile: undefined });

function harness(database: TestDatabase, provider: 'sandbox' | 'stripe' | 'off' = 'sandbox', clock = createTestClock()) {
  const handlers = createRequestHandlers(
    testHandlerOptions({ paymentOptions: provider === 'off' ? [] : sandboxOptions, paymentProvider: provider, publicUrl: PUBLIC_URL }),
  );
  return requestHarness(database.handle.db, { handlers, clock });
}

describe.each(databaseKinds)('credit requests on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('lists the default packs with stable ids, and gets one', async () => {
    const { account } = await createSignedInAccount(database.handle.db);
    const { ask } = harness(database);
    const options = dataOf('account.list_payment_options', (await ask(account.id, 'account.list_payment_options', {})).answer);
    expect(options).toEqual([
      { id: stableOptionId('starter'), name: 'starter', credits: 20, price: 500, currency: 'eur' },
      { id: stableOptionId('standard'), name: 'standard', credits: 60, price: 1200, currency: 'eur' },
      { id: stableOptionId('intensive'), name: 'intensive', credits: 150, price: 2500, currency: 'eur' },
    ]);
    const standard = options[1]!;
    expect(dataOf('account.get_payment_option', (await ask(account.id, 'account.get_payment_option', { id: standard.id })).answer)).toEqual(standard);
    expect((await ask(account.id, 'account.get_payment_option', { id: crypto.randomUUID() })).answer.error?.code).toBe('not_found');
  });

  it('opens a checkout of the pack and answers the sandbox page; the checkout is the account’s alone', async () => {
    const owner = await createSignedInAccount(database.handle.db);
    const stranger = await createSignedInAccount(database.handle.db);
    const clock = createTestClock();
    const { ask } = harness(database, 'sandbox', clock);
    const starter = sandboxOptions[0]!;

    const exchange = await ask(owner.account.id, 'account.use_payment_option', { id: starter.id });
    const url = dataOf('account.use_payment_option', exchange.answer);
    const match = new RegExp(`^${PUBLIC_URL}/api/payments/sandbox/([0-9a-f-]{36})$`).exec(url);
    expect(match).not.toBeNull();
    const checkoutId = match![1]!;
    expect(exchange.pushes).toEqual([]);

    const checkout = dataOf('account.get_checkout', (await ask(owner.account.id, 'account.get_checkout', { id: checkoutId })).answer);
    expect(checkout).toMatchObject({ id: checkoutId, option_id: starter.id, status: 'open', credits: 20 });
    // Another account's checkout is answered as one that does not exist.
    expect((await ask(stranger.account.id, 'account.get_checkout', { id: checkoutId })).answer.error?.code).toBe('not_found');
    expect((await ask(owner.account.id, 'account.get_checkout', { id: crypto.randomUUID() })).answer.error?.code).toBe('not_found');

    // A day later, unpaid, it reads expired.
    clock.advance(DAY + 1000);
    expect(dataOf('account.get_checkout', (await ask(owner.account.id, 'account.get_checkout', { id: checkoutId })).answer).status).toBe('expired');
  });

  it('answers the Stripe route of ours when Stripe is the provider', async () => {
    const { account } = await createSignedInAccount(database.handle.db);
    const { ask } = harness(database, 'stripe');
    const url = dataOf('account.use_payment_option', (await ask(account.id, 'account.use_payment_option', { id: sandboxOptions[2]!.id })).answer);
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/api/payments/stripe/[0-9a-f-]{36}$`));
  });

  it('sells nothing when buying is off', async () => {
    const { account } = await createSignedInAccount(database.handle.db);
    const { ask } = harness(database, 'off');
    expect(dataOf('account.list_payment_options', (await ask(account.id, 'account.list_payment_options', {})).answer)).toEqual([]);
    expect((await ask(account.id, 'account.use_payment_option', { id: sandboxOptions[0]!.id })).answer.error?.code).toBe('not_found');
  });

  it('lists the account’s transactions newest first, and none of another account’s', async () => {
    const owner = await createSignedInAccount(database.handle.db, { credits: 5 });
    await createSignedInAccount(database.handle.db, { credits: 7 });
    const { ask } = harness(database);
    const first = dataOf('account.list_transactions', (await ask(owner.account.id, 'account.list_transactions', {})).answer);
    expect(first).toEqual([expect.objectContaining({ amount: 5, previous_balance: 0, balance: 5, reason: 'adjustment' })]);
    expect(first[0]).not.toHaveProperty('checkout_id');
  });
});
