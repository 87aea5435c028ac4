import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createCalendarFeedSeal } from '../../../../server/domain/actions/calendarFeedSeal';
import { accountOfCalendarFeed, calendarFeedTokenOf, openFeedToken } from '../../../../server/domain/actions/calendarFeeds';
import { createAnswerSeal } from '../../../../server/domain/requests/answerStore';
import { createRequestHandlers } from '../../../../server/requests/handlers';
import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { testHandlerOptions } from '../../../support/handlerOptions';
import { dataOf, requestHarness } from '../jobApplications/seed';

const FEED_PATH = /^\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/;

function tokenOf(path: string): string {
  const token = FEED_PATH.exec(path)?.[1];
  if (token === undefined) throw new Error(`not a feed path: ${path}`);
  return token;
}

describe.each(databaseKinds)('calendar feed requests on %s', (kind) => {
  let database: TestDatabase;
  let harness: ReturnType<typeof requestHarness>;
  const serverKey = crypto.randomBytes(32);
  const seal = createCalendarFeedSeal(serverKey);

  /** The live requests of a server with this key, which its seals derive from as the app's do. */
  const serverWithKey = (key: Buffer) =>
    requestHarness(database.handle.db, {
      handlers: createRequestHandlers(testHandlerOptions({ calendarFeedSeal: createCalendarFeedSeal(key) })),
      answerSeal: createAnswerSeal(key),
    });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    harness = serverWithKey(serverKey);
  });
  afterAll(async () => {
    await database.close();
  });

  const db = () => database.handle.db;

  async function feedPath(accountId: string, request: 'action.get_calendar_feed' | 'action.renew_calendar_feed') {
    const { answer, published } = await harness.ask(accountId, request, {});
    expect(published).toEqual([{ accountId, event: 'response', payload: answer }]);
    return dataOf(request, answer);
  }

  it('action.get_calendar_feed answers the same secret path each time, and it leads to the account', async () => {
    const { account } = await createSignedInAccount(db());
    const first = await feedPath(account.id, 'action.get_calendar_feed');
    expect(first).toMatch(FEED_PATH);
    expect(await feedPath(account.id, 'action.get_calendar_feed')).toBe(first);
    expect(await accountOfCalendarFeed(db(), tokenOf(first))).toBe(account.id);
  });

  it('action.renew_calendar_feed answers a new path; the old one leads nowhere and get answers the new one', async () => {
    const { account } = await createSignedInAccount(db());
    const old = await feedPath(account.id, 'action.get_calendar_feed');
    const renewed = await feedPath(account.id, 'action.renew_calendar_feed');
    expect(renewed).toMatch(FEED_PATH);
    expect(renewed).not.toBe(old);
    expect(await accountOfCalendarFeed(db(), tokenOf(old))).toBeUndefined();
    expect(await accountOfCalendarFeed(db(), tokenOf(renewed))).toBe(account.id);
    expect(await feedPath(account.id, 'action.get_calendar_feed')).toBe(renewed);
    const rows = await db().selectFrom('calendar_feeds').select(['token_hash', 'sealed_token', 'plain_token']).where('account_id', '=', account.id).execute();
    expect(rows.map((row) => openFeedToken(seal, account.id, row))).toEqual([tokenOf(renewed)]);
  });

  it('action.renew_calendar_feed makes a feed for an account that had none', async () => {
    const { account } = await createSignedInAccount(db());
    const renewed = await feedPath(account.id, 'action.renew_calendar_feed');
    expect(await accountOfCalendarFeed(db(), tokenOf(renewed))).toBe(account.id);
    expect(await feedPath(account.id, 'action.get_calendar_feed')).toBe(renewed);
  });

  /** The account's feed row as the database holds it, every column. */
  const storedRow = (accountId: string) => db().selectFrom('calendar_feeds').selectAll().where('account_id', '=', accountId).executeTakeFirstOrThrow();

  /** Which columns of the account's feed and of its stored answers hold `token`, as `table.column`. */
  async function columnsHolding(accountId: string, token: string): Promise<string[]> {
    const feeds = await db().selectFrom('calendar_feeds').selectAll().where('account_id', '=', accountId).execute();
    const answers = await db().selectFrom('request_answers').selectAll().where('account_id', '=', accountId).execute();
    const rows: [string, object][] = [...feeds.map((row): [string, object] => ['calendar_feeds', row]), ...answers.map((row): [string, object] => ['request_answers', row])];
    return rows.flatMap(([table, row]) =>
      Object.entries(row)
        .filter(([, value]) => String(value).includes(token))
        .map(([column]) => `${table}.${column}`),
    );
  }

  it('keeps no column holding the token of the path after get and renew, its stored answers included', async () => {
    const { account } = await createSignedInAccount(db());
    const got = tokenOf(await feedPath(account.id, 'action.get_calendar_feed'));
    expect(await columnsHolding(account.id, got)).toEqual([]);
    const renewed = tokenOf(await feedPath(account.id, 'action.renew_calendar_feed'));
    expect(await columnsHolding(account.id, renewed)).toEqual([]);
    expect(await columnsHolding(account.id, got)).toEqual([]);

    const { account: withoutFeed } = await createSignedInAccount(db());
    const first = tokenOf(await feedPath(withoutFeed.id, 'action.renew_calendar_feed'));
    expect(await columnsHolding(withoutFeed.id, first)).toEqual([]);
  });

  it.each(['action.get_calendar_feed', 'action.renew_calendar_feed'] as const)('answers a repeated uuid of %s from its sealed answer', async (request) => {
    const { account } = await createSignedInAccount(db());
    const uuid = crypto.randomUUID();
    const first = dataOf(request, (await harness.ask(account.id, request, {}, uuid)).answer);
    expect(dataOf(request, (await harness.ask(account.id, request, {}, uuid)).answer)).toBe(first);
    expect(await accountOfCalendarFeed(db(), tokenOf(first))).toBe(account.id);
  });

  it('keeps no answer of the feed without a seal for answers: a repeat of its uuid is told to ask again', async () => {
    const { account } = await createSignedInAccount(db());
    const uuid = crypto.randomUUID();
    const unsealed = requestHarness(db(), { handlers: createRequestHandlers(testHandlerOptions({ calendarFeedSeal: seal })) });
    const token = tokenOf(dataOf('action.get_calendar_feed', (await unsealed.ask(account.id, 'action.get_calendar_feed', {}, uuid)).answer));
    expect(await columnsHolding(account.id, token)).toEqual([]);
    expect((await unsealed.ask(account.id, 'action.get_calendar_feed', {}, uuid)).answer.error?.code).toBe('internal');
    expect(await feedPath(account.id, 'action.get_calendar_feed')).toBe(`/api/calendar/${token}.ics`);
  });

  it('gives no address to a copy of the database without the server’s key', async () => {
    const { account } = await createSignedInAccount(db());
    const uuid = crypto.randomUUID();
    const token = tokenOf(dataOf('action.get_calendar_feed', (await harness.ask(account.id, 'action.get_calendar_feed', {}, uuid)).answer));
    expect(await columnsHolding(account.id, token)).toEqual([]);
    // Another key opens none of the feed's values.
    const otherKey = crypto.randomBytes(32);
    const row = await storedRow(account.id);
    const opened = Object.values(row).flatMap((value) => (typeof value === 'string' ? [createCalendarFeedSeal(otherKey).open(value, account.id)] : []));
    expect(opened.filter((value) => value !== undefined)).toEqual([]);
    // A server with another key over the same rows answers neither the stored answer nor the address.
    const elsewhere = serverWithKey(otherKey);
    expect((await elsewhere.ask(account.id, 'action.get_calendar_feed', {}, uuid)).answer.error?.code).toBe('internal');
    const answered = dataOf('action.get_calendar_feed', (await elsewhere.ask(account.id, 'action.get_calendar_feed', {})).answer);
    expect(tokenOf(answered)).not.toBe(token);
  });

  it('answers a new working address once the server’s key has changed, since the old one can no longer be shown', async () => {
    const { account } = await createSignedInAccount(db());
    const old = tokenOf(await feedPath(account.id, 'action.get_calendar_feed'));
    const elsewhere = serverWithKey(crypto.randomBytes(32));
    const ask = async () => dataOf('action.get_calendar_feed', (await elsewhere.ask(account.id, 'action.get_calendar_feed', {})).answer);
    const renewed = await ask();
    expect(tokenOf(renewed)).not.toBe(old);
    expect(await ask()).toBe(renewed);
    expect(await accountOfCalendarFeed(db(), tokenOf(renewed))).toBe(account.id);
    expect(await accountOfCalendarFeed(db(), old)).toBeUndefined();
  });

  it('gives each account its own feed, and renewing one leaves the other', async () => {
    const { account: mine } = await createSignedInAccount(db());
    const { account: theirs } = await createSignedInAccount(db());
    const myPath = await feedPath(mine.id, 'action.get_calendar_feed');
    const theirPath = await feedPath(theirs.id, 'action.get_calendar_feed');
    expect(theirPath).not.toBe(myPath);
    await feedPath(mine.id, 'action.renew_calendar_feed');
    expect(await accountOfCalendarFeed(db(), tokenOf(theirPath))).toBe(theirs.id);
    expect(await feedPath(theirs.id, 'action.get_calendar_feed')).toBe(theirPath);
  });

  it('resolves no account for a token that was never given', async () => {
    expect(await accountOfCalendarFeed(db(), 'A'.repeat(43))).toBeUndefined();
    expect(await accountOfCalendarFeed(db(), '')).toBeUndefined();
  });

  it.each(['action.get_calendar_feed', 'action.renew_calendar_feed'])('%s refuses params it does not know and changes nothing', async (request) => {
    const { account } = await createSignedInAccount(db());
    const path = await feedPath(account.id, 'action.get_calendar_feed');
    const { answer } = await harness.ask(account.id, request, { renew: true });
    expect(answer.error?.code).toBe('invalid_params');
    expect(await accountOfCalendarFeed(db(), tokenOf(path))).toBe(account.id);
  });

  it('gives two first requests that overlap the same feed, and the path the first answered keeps working', async () => {
    const { account } = await createSignedInAccount(db());
    const now = new Date('2026-11-22T09:30:00.000Z');
    let second: Promise<string> | undefined;
    const first = await db()
      .transaction()
      .execute(async (trx) => {
        const token = await calendarFeedTokenOf(trx, seal, account.id, now);
        // The other request starts while the first has made its feed but not committed it (on PostgreSQL it
        // finds no feed yet and its insert waits for the first to commit).
        second = db().transaction().execute((other) => calendarFeedTokenOf(other, seal, account.id, now));
        await sleep(200);
        return token;
      });
    expect(await second).toBe(first);
    expect(await accountOfCalendarFeed(db(), first)).toBe(account.id);
  });
});
