// The live socket of the real app refuses pages of other sites: the WebSocket upgrade and every LongPoll
// request check Origin against PUBLIC_URL's origin and ALLOWED_ORIGINS (HTTP 403), while a request without
// Origin (no browser page) is let through. Its per-address caps count the clients behind trusted proxies.
import type { IncomingMessage } from 'node:http';
import Fastify from 'fastify';
import { WebSocket } from 'ws';
import { ConfigError, loadConfig, type TrustProxy } from '../../../server/config';
import { clientAddressResolver } from '../../../server/http/clientAddress';
import { originPolicy } from '../../../server/http/allowedOrigins';
import { listenOnLoopback, startTestApp, type TestApp } from '../../support/testApp';

/** The upgrade's answer: 101 when it opened (then closed at once), else the refusal's status. */
function upgradeStatus(baseUrl: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/user_socket/websocket?vsn=2.0.0`, { headers });
    ws.on('unexpected-response', (request, response) => {
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    ws.on('open', () => {
      ws.close(1001);
      resolve(101);
    });
    ws.on('error', reject);
  });
}

const withOrigin = (origin: string): Record<string, string> => ({ origin });

describe('with PUBLIC_URL and ALLOWED_ORIGINS', () => {
  let testApp: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    testApp = await startTestApp({ PUBLIC_URL: 'https://jobs.example.org', ALLOWED_ORIGINS: 'https://admin.example.org' });
    baseUrl = await listenOnLoopback(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  test('the WebSocket upgrade: 403 for other origins before it completes, 101 for ours and for none', async () => {
    await expect(upgradeStatus(baseUrl, withOrigin('https://jobs.example.org'))).resolves.toBe(101);
    await expect(upgradeStatus(baseUrl, withOrigin('https://admin.example.org'))).resolves.toBe(101);
    await expect(upgradeStatus(baseUrl, {})).resolves.toBe(101);
    await expect(upgradeStatus(baseUrl, withOrigin('https://evil.example'))).resolves.toBe(403);
    await expect(upgradeStatus(baseUrl, withOrigin('http://jobs.example.org'))).resolves.toBe(403);
    await expect(upgradeStatus(baseUrl, withOrigin('null'))).resolves.toBe(403);
    // With PUBLIC_URL set, a loopback page is just another site.
    await expect(upgradeStatus(baseUrl, withOrigin('http://127.0.0.1:8080'))).resolves.toBe(403);
  });

  test('every LongPoll request: 403 for other origins (GET, POST to a live session, OPTIONS)', async () => {
    const endpoint = `${baseUrl}/user_socket/longpoll?vsn=2.0.0`;
    const opened = await fetch(endpoint, { headers: withOrigin('https://jobs.example.org') });
    expect(opened.headers.get('access-control-allow-origin')).toBe('https://jobs.example.org');
    const { status, token } = (await opened.json()) as { status: number; token: string };
    expect(status).toBe(410);

    const refusedGet = await fetch(endpoint, { headers: withOrigin('https://evil.example') });
    expect(refusedGet.status).toBe(403);
    expect(refusedGet.headers.get('access-control-allow-origin')).toBeNull();
    await expect(refusedGet.json()).resolves.toEqual({ status: 403 });

    // Even holding a live session's token, another site's page may not post to it.
    const heartbeat = JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]);
    const post = (origin: Record<string, string>) =>
      fetch(`${endpoint}&token=${token}`, { method: 'POST', body: heartbeat, headers: { 'content-type': 'application/x-ndjson', ...origin } });
    const refusedPost = await post(withOrigin('https://evil.example'));
    expect(refusedPost.status).toBe(403);
    const refusedPoll = await fetch(`${endpoint}&token=${token}`, { headers: withOrigin('https://evil.example') });
    expect(refusedPoll.status).toBe(403);

    const preflight = await fetch(endpoint, { method: 'OPTIONS', headers: withOrigin('https://evil.example') });
    expect(preflight.status).toBe(403);

    // Our own page and a client without Origin carry on; nothing of the refused POST reached the session.
    expect((await post(withOrigin('https://admin.example.org'))).status).toBe(200);
    const poll = await fetch(`${endpoint}&token=${token}`);
    const { messages } = (await poll.json()) as { messages: string[] };
    expect(messages).toHaveLength(1);
  });
});

describe('without PUBLIC_URL (local development)', () => {
  let testApp: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    testApp = await startTestApp();
    baseUrl = await listenOnLoopback(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  test('pages on any loopback port may connect (the webpack dev server), other sites may not', async () => {
    await expect(upgradeStatus(baseUrl, withOrigin('http://127.0.0.1:8080'))).resolves.toBe(101);
    await expect(upgradeStatus(baseUrl, withOrigin('http://localhost:3000'))).resolves.toBe(101);
    await expect(upgradeStatus(baseUrl, withOrigin('http://[::1]:8080'))).resolves.toBe(101);
    await expect(upgradeStatus(baseUrl, withOrigin('https://evil.example'))).resolves.toBe(403);
    await expect(upgradeStatus(baseUrl, withOrigin('http://127.0.0.1.evil.example'))).resolves.toBe(403);
    const longpoll = await fetch(`${baseUrl}/user_socket/longpoll?vsn=2.0.0`, { headers: withOrigin('https://evil.example') });
    expect(longpoll.status).toBe(403);
  });
});

describe('ALLOWED_ORIGINS', () => {
  test('comma-separated origins, kept as browsers send them, after PUBLIC_URL', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://jobs.example/app/', ALLOWED_ORIGINS: ' https://Admin.Example , http://127.0.0.1:8080/,' });
    expect(config.allowedOrigins).toEqual(['https://jobs.example', 'https://admin.example', 'http://127.0.0.1:8080']);
    expect(config.allowLoopbackOrigins).toBe(false);
    expect(loadConfig({}).allowLoopbackOrigins).toBe(true);
  });

  test.each(['https://a.example/path', 'ftp://a.example', 'a.example', 'https://a.example?x=1'])('refuses %s', (value) => {
    expect(() => loadConfig({ ALLOWED_ORIGINS: value })).toThrow(ConfigError);
  });

  test('the policy matches whole origins only', () => {
    const allows = originPolicy({ allowedOrigins: ['https://jobs.example'], allowLoopbackOrigins: false });
    expect(allows('https://jobs.example')).toBe(true);
    expect(allows('https://jobs.example:443')).toBe(false);
    expect(allows('https://jobs.example.evil')).toBe(false);
    expect(allows('http://127.0.0.1:4000')).toBe(false);
  });
});

describe('client addresses behind proxies', () => {
  /** Fastify's trustProxy as app.ts gives it. */
  const fastifyTrust = (trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) =>
    typeof trust === 'number' ? (_address, hop) => hop < trust : typeof trust === 'boolean' ? trust : [...trust];

  const cases: readonly (readonly [TrustProxy, string, string | undefined])[] = [
    [false, '127.0.0.1', '203.0.113.9'],
    [true, '127.0.0.1', '203.0.113.9, 10.0.0.2'],
    [1, '127.0.0.1', '203.0.113.9, 10.0.0.2'],
    [2, '127.0.0.1', '203.0.113.9, 10.0.0.2'],
    [['127.0.0.1'], '127.0.0.1', '203.0.113.9, 10.0.0.2'],
    [['127.0.0.1', '10.0.0.0/8'], '127.0.0.1', '203.0.113.9, 10.0.0.2'],
    [['10.0.0.0/8'], '::ffff:10.1.2.3', '203.0.113.9'],
    [['::1'], '::1', '2001:db8::7'],
    [['127.0.0.1'], '192.0.2.1', '203.0.113.9'],
    [['127.0.0.1'], '127.0.0.1', 'not-an-address, 203.0.113.9'],
    [['127.0.0.1'], '127.0.0.1', undefined],
  ];

  test.each(cases)('TRUST_PROXY %j from %s with X-Forwarded-For %j: the address Fastify reads', async (trust, peer, forwarded) => {
    const app = Fastify({ logger: false, trustProxy: fastifyTrust(trust) });
    app.get('/', (request) => ({ ip: request.ip }));
    const answer = await app.inject({
      method: 'GET',
      url: '/',
      remoteAddress: peer,
      headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    });
    await app.close();
    const request = { socket: { remoteAddress: peer }, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } };
    expect(clientAddressResolver(trust)(request as unknown as IncomingMessage)).toBe(answer.json<{ ip: string }>().ip);
  });

  test('the app counts WebSocket clients by their forwarded address when the proxy is trusted', async () => {
    const testApp = await startTestApp({ TRUST_PROXY: '127.0.0.1' }, { realtimeLimits: { maxUnauthenticatedSocketsPerAddress: 1 } });
    const baseUrl = await listenOnLoopback(testApp.app);
    const opened: WebSocket[] = [];
    const open = (client: string): Promise<number> =>
      new Promise((resolve, reject) => {
        const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/user_socket/websocket?vsn=2.0.0`, { headers: { 'x-forwarded-for': client } });
        ws.on('unexpected-response', (request, response) => {
          resolve(response.statusCode ?? 0);
          request.destroy();
        });
        ws.on('open', () => {
          opened.push(ws);
          resolve(101);
        });
        ws.on('error', reject);
      });
    try {
      await expect(open('203.0.113.1')).resolves.toBe(101);
      await expect(open('203.0.113.2')).resolves.toBe(101);
      await expect(open('203.0.113.1')).resolves.toBe(429);
    } finally {
      for (const ws of opened) ws.close(1001);
      await testApp.close();
    }
  });
});
