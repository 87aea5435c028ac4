// At most 20 open checkouts per account, on SQLite and PostgreSQL: opening another expires the oldest one still
// open, whatever opens it (one request after another, or many at once). Before the bound, one account could open
// as many checkouts as it sent requests, each a row kept for ever.
import { createRequestHandlers } from '../../../../server/requests/handlers';
import { createSignedInAccount } from '../../../support/accounts';
import { createTestClock, type TestClock } from '../../../support/accountApp';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { testHandlerOptions } from '../../../support/handlerOptions';
import { dataOf, requestHarness } from '../jobApplications/seed';

const STARTER_ID = testHandlerOptions().paymentOptions[0]!.id;
const DAY = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)('open checkouts per account on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  const db = () => database.handle.db;

  function harness(clock: TestClock) {
    return requestHarness(db(), { handlers: createRequestHandlers(testHandlerOptions()), clock });
  }

  /** Opens a checkout of the starter pack a second after the one before; answers its id. */
  async function open(ask: ReturnType<typeof harness>['ask'], clock: TestClock, accountId: string): Promise<string> {
    clock.advance(1000);
    const url = dataOf('account.use_payment_option', (await ask(accountId, 'account.use_payment_option', { id: STARTER_ID })).answer);
    return url.slice(url.lastIndexOf('/') + 1);
  }

  /** The account's checkouts by stored status. */
  async function statuses(accountId: string): Promise<Record<string, number>> {
    const rows = await db().selectFrom('checkouts').select('status').where('account_id', '=', accountId).execute();
    return rows.reduce<Record<string, number>>((counts, row) => ({ ...counts, [row.status]: (counts[row.status] ?? 0) + 1 }), {});
  }

  it('keeps 20 open: each one opened past them expires the oldest open one (the probe: 30 opened, 20 left open)', async () => {
    const { account } = await createSignedInAccount(db());
    const clock = createTestClock();
    const { ask } = harness(clock);
    const opened: string[] = [];
    for (let count = 0; count < 30; count += 1) opened.push(await open(ask, clock, account.id));

    expect(await statuses(account.id)).toEqual({ open: 20, expired: 10 });
    for (const [index, id] of opened.entries()) {
      const checkout = dataOf('account.get_checkout', (await ask(account.id, 'account.get_checkout', { id })).answer);
      expect({ index, status: checkout.status }).toEqual({ index, status: index < 10 ? 'expired' : 'open' });
    }
    const closed = await db().selectFrom('checkouts').select(['completed_at']).where('id', '=', opened[0]!).executeTakeFirst();
    expect(closed?.completed_at).not.toBeNull();
  });

  it('counts only checkouts still open: paid, canceled and past their time make no room to free', async () => {
    const { account } = await createSignedInAccount(db());
    const clock = createTestClock();
    const { ask } = harness(clock);
    const early: string[] = [];
    for (let count = 0; count < 20; count += 1) early.push(await open(ask, clock, account.id));
    await db().updateTable('checkouts').set({ status: 'paid' }).where('id', '=', early[0]!).execute();
    await db().updateTable('checkouts').set({ status: 'canceled' }).where('id', '=', early[1]!).execute();
    await open(ask, clock, account.id);
    await open(ask, clock, account.id);
    expect(await statuses(account.id)).toEqual({ paid: 1, canceled: 1, open: 20 });

    // A day later the 20 read expired (still stored open): 20 new ones fit beside them.
    clock.advance(DAY);
    const fresh: string[] = [];
    for (let count = 0; count < 20; count += 1) fresh.push(await open(ask, clock, account.id));
    expect(await statuses(account.id)).toEqual({ paid: 1, canceled: 1, open: 40 });
    // The 21st fresh one expires the oldest fresh one, not a paid or long-expired one.
    await open(ask, clock, account.id);
    expect(await statuses(account.id)).toEqual({ paid: 1, canceled: 1, open: 40, expired: 1 });
    const expired = await db().selectFrom('checkouts').select('id').where('account_id', '=', account.id).where('status', '=', 'expired').execute();
    expect(expired.map((row) => row.id)).toEqual([fresh[0]]);
  });

  it('leaves other accounts’ checkouts alone', async () => {
    const owner = await createSignedInAccount(db());
    const other = await createSignedInAccount(db());
    const clock = createTestClock();
    const { ask } = harness(clock);
    for (let count = 0; count < 20; count += 1) await open(ask, clock, other.account.id);
    for (let count = 0; count < 25; count += 1) await open(ask, clock, owner.account.id);
    expect(await statuses(other.account.id)).toEqual({ open: 20 });
    expect(await statuses(owner.account.id)).toEqual({ open: 20, expired: 5 });
  });

  it('holds when 30 checkouts are opened at the same moment', async () => {
    const { account } = await createSignedInAccount(db());
    const clock = createTestClock();
    const { ask } = harness(clock);
    const answers = await Promise.all(Array.from({ length: 30 }, () => ask(account.id, 'account.use_payment_option', { id: STARTER_ID })));
    expect(answers.filter((exchange) => exchange.answer.error !== undefined)).toEqual([]);
    expect(await statuses(account.id)).toEqual({ open: 20, expired: 10 });
  });
});
