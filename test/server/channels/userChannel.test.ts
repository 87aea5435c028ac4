// The account's live channel as the real app serves it, driven by the real phoenix clients: who may join,
// and requests answered to the socket that asked and to no one else.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { revokeSessionToken } from '../../../server/domain/accounts/sessions';
import { createInProcessPubSub } from '../../../server/realtime';
import { createAnswerRelay } from '../../../server/requests/answerRelay';
import { claimRequest, recordAnswer } from '../../../server/domain/requests/answerStore';
import { createSignedInAccount, type SignedInAccount } from '../../support/accounts';
import { listenOnLoopback, startTestApp, type TestApp } from '../../support/testApp';
import {
  CLIENT_MATRIX,
  type ClientChannel,
  closeAllClients,
  eventually,
  nextEvent,
  settle,
  TestClient,
} from '../realtime/support/phoenixClients';

let testApp: TestApp;
let baseUrl: string;

beforeAll(async () => {
  testApp = await startTestApp();
  baseUrl = await listenOnLoopback(testApp.app);
});

afterEach(async () => {
  await closeAllClients();
});

afterAll(async () => {
  await testApp.close();
});

function signIn(options: { credits?: number } = {}): Promise<SignedInAccount> {
  return createSignedInAccount(testApp.database.db, options);
}

function request(channel: ClientChannel, name: string, params: object = {}, uuid: string = crypto.randomUUID()) {
  return { uuid, acknowledged: settle(channel.push('request', { request: name, uuid, params })) };
}

describe.each(CLIENT_MATRIX)('phoenix %s over %s', (version, transport) => {
  function connect(token: string): TestClient {
    return new TestClient(version, transport, baseUrl, { params: { user_token: token } }).connect();
  }

  it('joins the account’s own topic', async () => {
    const { account, token } = await signIn();
    const client = connect(token);
    await expect(client.join(client.channel(`user:${account.id}`))).resolves.toEqual({ status: 'ok', response: {} });
  });

  it('refuses another account’s topic as unauthorized', async () => {
    const mine = await signIn();
    const theirs = await signIn();
    const client = connect(mine.token);
    await expect(client.join(client.channel(`user:${theirs.account.id}`))).resolves.toEqual({
      status: 'error',
      response: { reason: 'unauthorized' },
    });
  });

  it('refuses an unknown or revoked token as unauthorized', async () => {
    const { account, token } = await signIn();
    await revokeSessionToken(testApp.database.db, token);
    for (const candidate of [token, 'no-such-token', '']) {
      const client = connect(candidate);
      await expect(client.join(client.channel(`user:${account.id}`))).resolves.toEqual({
        status: 'error',
        response: { reason: 'unauthorized' },
      });
      await client.close();
    }
  });

  it('acknowledges a request with its uuid and answers it with a response event', async () => {
    const { account, token } = await signIn({ credits: 12 });
    const client = connect(token);
    const channel = client.channel(`user:${account.id}`);
    await client.join(channel);
    const answer = nextEvent(channel, 'response');
    const { uuid, acknowledged } = request(channel, 'account.get_credits');
    await expect(acknowledged).resolves.toEqual({ status: 'ok', response: { uuid } });
    await expect(answer).resolves.toEqual({ uuid, data: 12 });
  });
});

describe('requests on the live channel', () => {
  async function joined(account: SignedInAccount, version: '1.8' | '1.7' = '1.8') {
    const client = new TestClient(version, 'websocket', baseUrl, { params: { user_token: account.token } }).connect();
    const channel = client.channel(`user:${account.account.id}`);
    await expect(client.join(channel)).resolves.toMatchObject({ status: 'ok' });
    return { client, channel };
  }

  it('answers the asking socket only: no other socket of the account, nor of another account, gets a response', async () => {
    const mine = await signIn({ credits: 3 });
    const theirs = await signIn({ credits: 4 });
    const tab = await joined(mine);
    const otherDevice = await joined(mine, '1.7');
    const stranger = await joined(theirs);

    const { uuid } = request(tab.channel, 'account.get_credits');
    await expect(nextEvent(tab.channel, 'response')).resolves.toEqual({ uuid, data: 3 });
    // A change too: its answer stays with the asking socket, while its push reaches every socket of the account.
    const change = request(tab.channel, 'account.update_locale', { locale: 'fr-FR' });
    await expect(nextEvent(tab.channel, 'response')).resolves.toEqual({ uuid: change.uuid, data: 'success' });
    // Each socket's own request is answered after ours would have reached it, had it been sent there.
    const own = request(otherDevice.channel, 'account.get_credits');
    await expect(nextEvent(otherDevice.channel, 'response')).resolves.toEqual({ uuid: own.uuid, data: 3 });
    const strangers = request(stranger.channel, 'account.get_credits');
    await expect(nextEvent(stranger.channel, 'response')).resolves.toEqual({ uuid: strangers.uuid, data: 4 });

    const responsesTo = (client: TestClient) => client.frames(`user:${client === stranger.client ? theirs.account.id : mine.account.id}`, 'response');
    expect(responsesTo(tab.client).map((frame) => frame.payload)).toEqual([{ uuid, data: 3 }, { uuid: change.uuid, data: 'success' }]);
    expect(responsesTo(otherDevice.client).map((frame) => frame.payload)).toEqual([{ uuid: own.uuid, data: 3 }]);
    expect(responsesTo(stranger.client).map((frame) => frame.payload)).toEqual([{ uuid: strangers.uuid, data: 4 }]);
  });

  it('answers a repeated uuid of a change with the stored answer instead of running it again', async () => {
    const account = await signIn();
    const { channel } = await joined(account);
    const uuid = crypto.randomUUID();
    request(channel, 'account.update_locale', { locale: 'fr-FR' }, uuid);
    await expect(nextEvent(channel, 'response')).resolves.toEqual({ uuid, data: 'success' });

    await testApp.database.db.updateTable('accounts').set({ locale: 'en-US' }).where('id', '=', account.account.id).execute();
    request(channel, 'account.update_locale', { locale: 'fr-FR' }, uuid);
    await expect(nextEvent(channel, 'response')).resolves.toEqual({ uuid, data: 'success' });
    const row = await testApp.database.db.selectFrom('accounts').select('locale').where('id', '=', account.account.id).executeTakeFirstOrThrow();
    expect(row.locale).toBe('en-US');
  });

  it('runs a repeated uuid of a read again, storing nothing', async () => {
    const account = await signIn({ credits: 5 });
    const { channel } = await joined(account);
    const uuid = crypto.randomUUID();
    request(channel, 'account.get_credits', {}, uuid);
    await expect(nextEvent(channel, 'response')).resolves.toEqual({ uuid, data: 5 });

    await testApp.database.db.updateTable('accounts').set({ credits: 9 }).where('id', '=', account.account.id).execute();
    request(channel, 'account.get_credits', {}, uuid);
    await expect(nextEvent(channel, 'response')).resolves.toEqual({ uuid, data: 9 });
    const stored = await testApp.database.db.selectFrom('request_answers').selectAll().where('uuid', '=', uuid).execute();
    expect(stored).toEqual([]);
  });

  it('refuses a malformed request in its acknowledgement and answers bad params by uuid', async () => {
    const account = await signIn();
    const { channel } = await joined(account);
    await expect(settle(channel.push('request', { request: 'account.get_credits' }))).resolves.toEqual({
      status: 'error',
      response: { reason: 'invalid_params' },
    });
    const answer = nextEvent(channel, 'response');
    const { uuid } = request(channel, 'account.get_credits', { unexpected: true });
    await expect(answer).resolves.toEqual({ uuid, error: { code: 'invalid_params', message: expect.any(String) } });
  });

  it('answers an unknown event on the channel with an error and keeps the channel', async () => {
    const account = await signIn({ credits: 1 });
    const { channel } = await joined(account);
    await expect(settle(channel.push('shout', {}))).resolves.toEqual({ status: 'error', response: { reason: 'unknown_event' } });
    const { uuid } = request(channel, 'account.get_credits');
    await expect(nextEvent(channel, 'response')).resolves.toEqual({ uuid, data: 1 });
  });
});

describe('a uuid sent again while its first delivery runs, on two server processes', () => {
  // Two apps on one database and one pubsub, as two processes share PostgreSQL and Redis.
  const pubsub = createInProcessPubSub();
  let processA: TestApp;
  let processB: FastifyInstance;
  const baseUrls: string[] = [];

  beforeAll(async () => {
    processA = await startTestApp({}, { pubsub });
    processB = await buildApp({ config: processA.config, database: processA.database, secret: processA.secret, logger: false, pubsub });
    await processB.ready();
    baseUrls.push(await listenOnLoopback(processA.app), await listenOnLoopback(processB));
  });

  afterAll(async () => {
    await processB.close();
    await processA.close();
  });

  it('answers the repeat on each process once the first delivery answers, and no other socket', async () => {
    const account = await createSignedInAccount(processA.database.db);
    const [onA, onB, bystander] = await Promise.all([
      joinOn(itemOf(baseUrls, 0), account),
      joinOn(itemOf(baseUrls, 1), account),
      joinOn(itemOf(baseUrls, 1), account),
    ]);
    const topic = `user:${account.account.id}`;
    // The first delivery, on some process, has claimed the uuid and still runs.
    const uuid = crypto.randomUUID();
    await claimRequest(processA.database.db, account.account.id, uuid, 'account.update_locale');

    for (const { channel } of [onA, onB]) {
      await expect(request(channel, 'account.update_locale', { locale: 'fr-FR' }, uuid).acknowledged).resolves.toEqual({ status: 'ok', response: { uuid } });
    }
    expect([...onA.client.frames(topic, 'response'), ...onB.client.frames(topic, 'response')]).toEqual([]);

    // The first delivery answers: stored, then handed to the waiting channels of every process.
    const answer = { uuid, data: 'success' };
    await recordAnswer(processA.database.db, account.account.id, answer);
    await createAnswerRelay(pubsub).publish(account.account.id, answer);
    await eventually(() => onA.client.frames(topic, 'response').length > 0 && onB.client.frames(topic, 'response').length > 0);
    expect(onA.client.frames(topic, 'response').map((frame) => frame.payload)).toEqual([answer]);
    expect(onB.client.frames(topic, 'response').map((frame) => frame.payload)).toEqual([answer]);
    expect(bystander.client.frames(topic, 'response')).toEqual([]);
  });
});

async function joinOn(baseUrl: string, account: SignedInAccount) {
  const client = new TestClient('1.8', 'websocket', baseUrl, { params: { user_token: account.token } }).connect();
  const channel = client.channel(`user:${account.account.id}`);
  await expect(client.join(channel)).resolves.toMatchObject({ status: 'ok' });
  return { client, channel };
}

function itemOf(items: readonly string[], index: number): string {
  const item = items[index];
  if (item === undefined) throw new Error(`no item ${String(index)}`);
  return item;
}
