// The calendar feed's address asked for over the real app's live channel, as the feed's page asks for it: the
// address serves the feed, yet neither the feed's row nor the stored answer of the request holds it readable,
// and a repeat of the request's uuid is still answered the same address.
import crypto from 'node:crypto';
import { createSignedInAccount } from '../../support/accounts';
import { type AccountTestApp, startAccountApp } from '../../support/accountApp';
import { databaseKinds } from '../../support/databases';
import { listenOnLoopback } from '../../support/testApp';
import { type ClientChannel, closeAllClients, nextEvent, settle, TestClient } from '../realtime/support/phoenixClients';

jest.setTimeout(30_000);

type FeedRequest = 'action.get_calendar_feed' | 'action.renew_calendar_feed';

describe.each(databaseKinds)('the calendar feed address over the live channel on %s', (kind) => {
  let testApp: AccountTestApp;
  let baseUrl: string;
  beforeAll(async () => {
    testApp = await startAccountApp(kind);
    baseUrl = await listenOnLoopback(testApp.app);
  });
  afterEach(async () => {
    await closeAllClients();
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function joinedChannel(): Promise<{ accountId: string; channel: ClientChannel }> {
    const { account, token } = await createSignedInAccount(testApp.database.db);
    const client = new TestClient('1.8', 'websocket', baseUrl, { params: { user_token: token } }).connect();
    const channel = client.channel(`user:${account.id}`);
    await expect(client.join(channel)).resolves.toMatchObject({ status: 'ok' });
    return { accountId: account.id, channel };
  }

  /** The token of the address the request answers. */
  async function ask(channel: ClientChannel, request: FeedRequest, uuid: string = crypto.randomUUID()): Promise<string> {
    const answer = nextEvent(channel, 'response');
    await settle(channel.push('request', { request, uuid, params: {} }));
    const path = (await answer) as { data?: unknown };
    const token = typeof path.data === 'string' ? /^\/api\/calendar\/([\w-]+)\.ics$/.exec(path.data)?.[1] : undefined;
    if (token === undefined) throw new Error(`${request} answered ${JSON.stringify(path)}`);
    return token;
  }

  const feed = async (token: string) => (await testApp.app.inject({ method: 'GET', url: `/api/calendar/${token}.ics` })).statusCode;

  /** Which columns of the account's feed and of its stored answers hold `token`, as `table.column`. */
  async function columnsHolding(accountId: string, token: string): Promise<string[]> {
    const { db } = testApp.database;
    const feeds = await db.selectFrom('calendar_feeds').selectAll().where('account_id', '=', accountId).execute();
    const answers = await db.selectFrom('request_answers').selectAll().where('account_id', '=', accountId).execute();
    const rows: [string, object][] = [...feeds.map((row): [string, object] => ['calendar_feeds', row]), ...answers.map((row): [string, object] => ['request_answers', row])];
    return rows.flatMap(([table, row]) =>
      Object.entries(row)
        .filter(([, value]) => String(value).includes(token))
        .map(([column]) => `${table}.${column}`),
    );
  }

  it('answers get and renew with working addresses that no column holds, and a repeated uuid with the same one', async () => {
    const { accountId, channel } = await joinedChannel();
    const uuid = crypto.randomUUID();
    const first = await ask(channel, 'action.get_calendar_feed', uuid);
    expect(await feed(first)).toBe(200);
    expect(await ask(channel, 'action.get_calendar_feed')).toBe(first);
    expect(await ask(channel, 'action.get_calendar_feed', uuid)).toBe(first);
    expect(await columnsHolding(accountId, first)).toEqual([]);

    const renewed = await ask(channel, 'action.renew_calendar_feed');
    expect(renewed).not.toBe(first);
    expect(await feed(renewed)).toBe(200);
    expect(await feed(first)).toBe(404);
    expect(await columnsHolding(accountId, renewed)).toEqual([]);
  });
});
