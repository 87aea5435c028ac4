// Every HTTP connection has deadlines: a client that sends its headers or its body slowly (slowloris) is cut,
// with the app's own deadlines made short here; the defaults are checked on the real server.
import net from 'node:net';
import { defaultHttpTimeouts } from '../../../server/http/httpTimeouts';
import { listenOnLoopback, startTestApp, type TestApp } from '../../support/testApp';

// Generous beside the deadlines below (0.5 s and 1 s): only "cut well before a slowloris would give up".
const CUT_WITHIN_MS = 8000;
const DRIP_EVERY_MS = 200;

interface Drip {
  /** Resolves once the server closed the connection, with what it answered, if anything. */
  readonly closed: Promise<{ afterMs: number; answer: string }>;
}

/** Opens a raw TCP connection, writes `opening`, then one `drop` every DRIP_EVERY_MS until the server closes it. */
function drip(port: number, opening: string, drop: string): Drip {
  const startedAt = Date.now();
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  let timer: NodeJS.Timeout | undefined;
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString('latin1');
  });
  socket.on('error', () => undefined);
  socket.once('connect', () => {
    socket.write(opening);
    timer = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write(drop);
    }, DRIP_EVERY_MS);
  });
  const closed = new Promise<{ afterMs: number; answer: string }>((resolve) => {
    socket.once('close', () => {
      clearInterval(timer);
      resolve({ afterMs: Date.now() - startedAt, answer });
    });
  });
  const giveUp = setTimeout(() => socket.destroy(), CUT_WITHIN_MS * 2);
  void closed.then(() => {
    clearTimeout(giveUp);
  });
  return { closed };
}

describe('with short deadlines', () => {
  let testApp: TestApp;
  let port: number;
  beforeAll(async () => {
    testApp = await startTestApp({}, { httpTimeouts: { headersMs: 500, requestMs: 1000, idleMs: 1500, checkIntervalMs: 100 } });
    port = Number(new URL(await listenOnLoopback(testApp.app)).port);
  });
  afterAll(async () => {
    await testApp.close();
  });

  test('headers sent one slow line at a time: cut with 408 at the headers deadline', async () => {
    const { closed } = drip(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: yes\r\n');
    const { afterMs, answer } = await closed;
    expect(afterMs).toBeLessThan(CUT_WITHIN_MS);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  test('a body sent one byte at a time: cut with 408 at the request deadline', async () => {
    const opening =
      'POST /user_socket/longpoll?token=x.y HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-ndjson\r\nContent-Length: 100000\r\n\r\n';
    const { closed } = drip(port, opening, '[');
    const { afterMs, answer } = await closed;
    expect(afterMs).toBeLessThan(CUT_WITHIN_MS);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  test('a connection that goes silent after its headers is cut', async () => {
    const opening = 'POST /user_socket/longpoll?token=x.y HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 10\r\n\r\n';
    const { closed } = drip(port, opening, '');
    const { afterMs } = await closed;
    expect(afterMs).toBeLessThan(CUT_WITHIN_MS);
  });

  test('a request sent in time is answered as usual', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(answer.status).toBeLessThan(500);
  });
});

test('the defaults: headers within 20 s, the request within 300 s (more for larger uploads), idle keep-alive 72 s', async () => {
  expect(defaultHttpTimeouts(10 * 1024 * 1024)).toEqual({
    headersMs: 20_000,
    requestMs: 320_000,
    idleMs: 120_000,
    keepAliveMs: 72_000,
    checkIntervalMs: 5_000,
  });
  expect(defaultHttpTimeouts(1024).requestMs).toBe(300_000);

  const testApp = await startTestApp();
  try {
    const { server } = testApp.app;
    expect(server.headersTimeout).toBe(20_000);
    expect(server.requestTimeout).toBe(320_000);
    expect(server.keepAliveTimeout).toBe(72_000);
    expect(server.timeout).toBe(120_000);
  } finally {
    await testApp.close();
  }
});
