// The account's live channel as the real app serves it, driven by the real phoenix clients: who may join,
// and requests answered to every socket of the account and to no one else.
import crypto from 'node:crypto';
import { revokeSessionToken } from '../../../server/domain/accounts/sessions';
import { createSignedInAccount, type SignedInAccount } from '../../support/accounts';
import { listenOnLoopback, startTestApp, type TestApp } from '../../support/testApp';
import {
  CLIENT_MATRIX,
  type ClientChannel,
  closeAllClients,
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

  it('answers every socket of the account, and no socket of another account', async () => {
    const mine = await signIn({ credits: 3 });
    const theirs = await signIn({ credits: 4 });
    const tab = await joined(mine);
    const otherDevice = await joined(mine, '1.7');
    const stranger = await joined(theirs);
    const strangerHeard: unknown[] = [];
    stranger.channel.on('response', (payload: unknown) => {
      strangerHeard.push(payload);
    });

    const onOtherDevice = nextEvent(otherDevice.channel, 'response');
    const { uuid } = request(tab.channel, 'account.get_credits');
    await expect(nextEvent(tab.channel, 'response')).resolves.toEqual({ uuid, data: 3 });
    await expect(onOtherDevice).resolves.toEqual({ uuid, data: 3 });
    // The stranger's own request is answered after ours would have reached it, had it been sent there.
    const own = request(stranger.channel, 'account.get_credits');
    await expect(nextEvent(stranger.channel, 'response')).resolves.toEqual({ uuid: own.uuid, data: 4 });
    expect(strangerHeard).toEqual([{ uuid: own.uuid, data: 4 }]);
  });

  it('answers a repeated uuid with the stored answer instead of running it again', async () => {
    const account = await signIn({ credits: 5 });
    const { channel } = await joined(account);
    const uuid = crypto.randomUUID();
    request(channel, 'account.get_credits', {}, uuid);
    await expect(nextEvent(channel, 'response')).resolves.toEqual({ uuid, data: 5 });

    await testApp.database.db.updateTable('accounts').set({ credits: 9 }).where('id', '=', account.account.id).execute();
    request(channel, 'account.get_credits', {}, uuid);
    await expect(nextEvent(channel, 'response')).resolves.toEqual({ uuid, data: 5 });
    const fresh = request(channel, 'account.get_credits');
    await expect(nextEvent(channel, 'response')).resolves.toEqual({ uuid: fresh.uuid, data: 9 });
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
