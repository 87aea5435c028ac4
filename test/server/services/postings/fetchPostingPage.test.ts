// Fetching a posting's page without opening the server's network to its users (SSRF): every spelling of a
// refused address is refused before any connection, after every redirect too; the body is bounded as sent and
// once decompressed; the whole fetch has one deadline; no cookie travels; the page is decoded with its charset.
// The pages come from a real HTTP server on 127.0.0.1, which the tests allow by this one exact address.
import diagnostics from 'node:diagnostics_channel';
import dns, { type LookupAddress } from 'node:dns';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import zlib from 'node:zlib';
import {
  fetchPostingPage,
  PostingUnreachableError,
  type PostingFetchOptions,
  type PostingLookup,
  type PostingUnreachableReason,
} from '../../../../server/services/postings/fetchPostingPage';

const MiB = 1024 * 1024;
const PAGE = '<!doctype html><title>Backend engineer</title><h1>Backend engineer</h1>';
/** The tests' policy: loopback is allowed for the test server's exact address, and nothing else is. */
const onlyTheTestServer = (ip: string): boolean => ip === '127.0.0.1';

type Route = (request: IncomingMessage, response: ServerResponse) => void;
const routes = new Map<string, Route>();
/** Every request the test server received, in order. */
const hits: { readonly path: string; readonly headers: IncomingHttpHeaders }[] = [];
let server: http.Server;
let port: number;
let origin: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    hits.push({ path, headers: request.headers });
    const route = routes.get(new URL(path, 'http://test').pathname);
    if (route === undefined) sendHtml(response, 'not here', 'text/html', 404);
    else route(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/**
 * Every client socket the process created, and every address one of them tried to connect to (Node's
 * 'net.client.socket' diagnostics channel and the socket's 'connectionAttempt' event): a refusal attempts none.
 */
let socketsCreated = 0;
const connectionAttempts: string[] = [];
function watchSocket(message: unknown): void {
  const { socket } = message as { readonly socket: Socket };
  socketsCreated += 1;
  socket.on('connectionAttempt', (ip: string) => {
    connectionAttempts.push(ip);
  });
}

beforeEach(() => {
  routes.clear();
  hits.length = 0;
  socketsCreated = 0;
  connectionAttempts.length = 0;
  diagnostics.subscribe('net.client.socket', watchSocket);
});
afterEach(() => {
  diagnostics.unsubscribe('net.client.socket', watchSocket);
});

function serve(path: string, route: Route): void {
  routes.set(path, route);
}

function sendHtml(response: ServerResponse, body: string | Buffer, contentType = 'text/html; charset=utf-8', status = 200): void {
  response.writeHead(status, { 'content-type': contentType });
  response.end(body);
}

function redirect(location: string, status = 302): Route {
  return (_request, response) => {
    response.writeHead(status, { location });
    response.end();
  };
}

const page: Route = (_request, response) => {
  sendHtml(response, PAGE);
};

/** A fetch from the test server, allowed by its exact address only. */
function fetchFromTestServer(path: string, options: Partial<PostingFetchOptions> = {}) {
  return fetchPostingPage(`${origin}${path}`, { allowPrivateAddresses: false, isAllowedAddress: onlyTheTestServer, ...options });
}

/** The reason the fetch was refused; fails the test when it succeeded or failed otherwise. */
async function reasonOf(fetching: Promise<unknown>): Promise<PostingUnreachableReason> {
  try {
    await fetching;
  } catch (error) {
    if (error instanceof PostingUnreachableError) return error.reason;
    throw error;
  }
  throw new Error('the page was fetched');
}

/** A resolver answering each call with the next of `answers` (the last one again once they run out). */
function fakeLookup(...answers: LookupAddress[][]): { readonly lookup: PostingLookup; readonly names: string[] } {
  const names: string[] = [];
  const lookup: PostingLookup = (hostname, _options, callback) => {
    const answer = answers[Math.min(names.length, answers.length - 1)] ?? [];
    names.push(hostname);
    setImmediate(() => {
      callback(null, answer);
    });
  };
  return { lookup, names };
}

/** The system's resolver, recording the names it was asked. */
function recordingSystemLookup(): { readonly lookup: PostingLookup; readonly names: string[] } {
  const names: string[] = [];
  const lookup: PostingLookup = (hostname, options, callback) => {
    names.push(hostname);
    dns.lookup(hostname, options, callback);
  };
  return { lookup, names };
}

const v4 = (address: string): LookupAddress => ({ address, family: 4 });
const v6 = (address: string): LookupAddress => ({ address, family: 6 });

/** `url` with the test server's port added, its host left spelled as given. */
function withTestPort(url: string): string {
  return url.replace(/^(http:\/\/[^/]+)\//, `$1:${port}/`);
}

describe('refused addresses, in every spelling', () => {
  // [as given, as the WHATWG URL parser writes the host]
  const REFUSED: readonly (readonly [string, string])[] = [
    ['http://127.0.0.1/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://2130706433/', '127.0.0.1'],
    ['http://0x7f000001/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://0x7f.0.0.1/', '127.0.0.1'],
    ['http://[::1]/', '[::1]'],
    ['http://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
    ['http://[::ffff:7f00:1]/', '[::ffff:7f00:1]'],
    ['http://[0:0:0:0:0:ffff:a9fe:a9fe]/', '[::ffff:a9fe:a9fe]'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://10.0.0.1/', '10.0.0.1'],
    ['http://172.16.5.4/', '172.16.5.4'],
    ['http://192.168.0.1/', '192.168.0.1'],
    ['http://100.64.0.1/', '100.64.0.1'],
    ['http://[fe80::1]/', '[fe80::1]'],
    ['http://[fc00::1]/', '[fc00::1]'],
    ['http://[fd12:3456::1]/', '[fd12:3456::1]'],
    ['http://224.0.0.1/', '224.0.0.1'],
    ['http://[ff02::1]/', '[ff02::1]'],
    ['http://0.0.0.0/', '0.0.0.0'],
    ['http://[::]/', '[::]'],
    ['http://255.255.255.255/', '255.255.255.255'],
    ['http://[64:ff9b::a9fe:a9fe]/', '[64:ff9b::a9fe:a9fe]'],
  ];

  it.each(REFUSED)('the URL parser writes %s with the host %s', (url, host) => {
    expect(new URL(url).hostname).toBe(host);
  });

  it.each(REFUSED)('refuses %s before any lookup or connection', async (url) => {
    const resolver = fakeLookup([v4('93.184.216.34')]);
    expect(await reasonOf(fetchPostingPage(url, { allowPrivateAddresses: false, lookup: resolver.lookup }))).toBe('refused_address');
    // On the test server's port too: had a connection been made to a loopback spelling, the server would know.
    const onTestPort = withTestPort(url);
    expect(await reasonOf(fetchPostingPage(onTestPort, { allowPrivateAddresses: false, lookup: resolver.lookup }))).toBe('refused_address');
    expect(resolver.names).toEqual([]);
    expect(socketsCreated).toBe(0);
    expect(hits).toEqual([]);
  });

  it('refuses http://localhost/, which the system resolves to loopback, before connecting', async () => {
    const resolver = recordingSystemLookup();
    const reason = await reasonOf(fetchPostingPage(withTestPort('http://localhost/'), { allowPrivateAddresses: false, lookup: resolver.lookup }));
    expect(reason).toBe('refused_address');
    expect(resolver.names).toEqual(['localhost']);
    expect(connectionAttempts).toEqual([]);
    expect(hits).toEqual([]);
  });

  it.each([
    ['a public and a private IPv4 address', [v4('93.184.216.34'), v4('10.0.0.5')]],
    ['a private address first, then a public one', [v4('192.168.1.10'), v4('93.184.216.34')]],
    ['a public IPv6 and IPv6 loopback', [v6('2606:4700:4700::1111'), v6('::1')]],
    ['the metadata service, IPv4-mapped', [v6('::ffff:169.254.169.254')]],
    ['the metadata service alone', [v4('169.254.169.254')]],
  ])('refuses a name that resolves to %s, without connecting', async (_case, addresses) => {
    const resolver = fakeLookup(addresses);
    const reason = await reasonOf(fetchPostingPage('https://jobs.example/posting/1', { allowPrivateAddresses: false, lookup: resolver.lookup }));
    expect(reason).toBe('refused_address');
    expect(resolver.names).toEqual(['jobs.example']);
    expect(connectionAttempts).toEqual([]);
  });

  it('refuses a name resolving to the one allowed address and another, without connecting', async () => {
    serve('/page', page);
    const resolver = fakeLookup([v4('127.0.0.1'), v4('127.0.0.2')]);
    const reason = await reasonOf(fetchPostingPage(`http://posting.test:${port}/page`, {
      allowPrivateAddresses: false,
      isAllowedAddress: onlyTheTestServer,
      lookup: resolver.lookup,
    }));
    expect(reason).toBe('refused_address');
    expect(connectionAttempts).toEqual([]);
    expect(hits).toEqual([]);
  });

  it('connects to the very address the resolver answered and that was checked, asking it once', async () => {
    serve('/page', page);
    // A resolver that rebinds: its second answer would be refused, but there is no second question.
    const resolver = fakeLookup([v4('127.0.0.1')], [v4('127.0.0.2')]);
    const fetched = await fetchPostingPage(`http://posting.test:${port}/page`, {
      allowPrivateAddresses: false,
      isAllowedAddress: onlyTheTestServer,
      lookup: resolver.lookup,
    });
    expect(fetched).toEqual({ html: PAGE, finalUrl: `http://posting.test:${port}/page` });
    expect(resolver.names).toEqual(['posting.test']);
    expect(connectionAttempts).toEqual(['127.0.0.1']);
    expect(hits.map((hit) => hit.headers.host)).toEqual([`posting.test:${port}`]);
  });

  it.each([
    ['answers an error', ((_hostname, _options, callback) => {
      setImmediate(() => {
        callback(Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.example'), { code: 'ENOTFOUND' }), []);
      });
    }) satisfies PostingLookup],
    ['answers no address', fakeLookup([]).lookup],
  ])('answers unresolvable when the resolver %s', async (_case, lookup) => {
    expect(await reasonOf(fetchPostingPage('http://nowhere.example/', { allowPrivateAddresses: false, lookup }))).toBe('unresolvable');
    expect(connectionAttempts).toEqual([]);
  });

  it('lets loopback through when private addresses are allowed (CAPTURE_ALLOW_PRIVATE_ADDRESSES, tests only)', async () => {
    serve('/page', page);
    expect(await fetchPostingPage(`${origin}/page`, { allowPrivateAddresses: true })).toEqual({ html: PAGE, finalUrl: `${origin}/page` });
    expect(await reasonOf(fetchPostingPage(`${origin}/page`, { allowPrivateAddresses: false }))).toBe('refused_address');
    expect(hits).toHaveLength(1);
  });
});

describe('schemes', () => {
  it.each([
    ['ftp://example.com/posting.html'],
    ['file:///etc/passwd'],
    ['javascript:alert(1)'],
    ['data:text/html,<h1>Backend engineer</h1>'],
    ['gopher://127.0.0.1:70/_GET'],
    ['not a url'],
  ])('refuses %s', async (url) => {
    expect(await reasonOf(fetchPostingPage(url, { allowPrivateAddresses: true }))).toBe('scheme');
    expect(connectionAttempts).toEqual([]);
  });

  it('reads an http URL written in capitals', async () => {
    serve('/page', page);
    const fetched = await fetchPostingPage(`HTTP://127.0.0.1:${port}/page`, { allowPrivateAddresses: false, isAllowedAddress: onlyTheTestServer });
    expect(fetched.finalUrl).toBe(`${origin}/page`);
  });
});

describe('redirects', () => {
  it.each([[301], [302], [303], [307], [308]])('follows a %i', async (status) => {
    serve('/moved', redirect('/page', status));
    serve('/page', page);
    expect(await fetchFromTestServer('/moved')).toEqual({ html: PAGE, finalUrl: `${origin}/page` });
    expect(hits.map((hit) => hit.path)).toEqual(['/moved', '/page']);
  });

  it('follows a relative Location against the address that answered it', async () => {
    serve('/jobs/old', redirect('new?ref=moved'));
    serve('/jobs/new', page);
    expect(await fetchFromTestServer('/jobs/old')).toEqual({ html: PAGE, finalUrl: `${origin}/jobs/new?ref=moved` });
  });

  /** /hop/n redirects to /hop/(n - 1), and /hop/0 is the page: /hop/n takes n redirects. */
  function serveHops(count: number): void {
    for (let hop = count; hop > 0; hop -= 1) serve(`/hop/${hop}`, redirect(`/hop/${hop - 1}`));
    serve('/hop/0', page);
  }

  it('follows 5 redirects', async () => {
    serveHops(6);
    expect(await fetchFromTestServer('/hop/5')).toEqual({ html: PAGE, finalUrl: `${origin}/hop/0` });
    expect(hits).toHaveLength(6);
  });

  it('refuses the 6th redirect without following it', async () => {
    serveHops(6);
    expect(await reasonOf(fetchFromTestServer('/hop/6'))).toBe('too_many_redirects');
    expect(hits.map((hit) => hit.path)).toEqual(['/hop/6', '/hop/5', '/hop/4', '/hop/3', '/hop/2', '/hop/1']);
  });

  it('refuses a redirect to another loopback address, without connecting to it', async () => {
    serve('/moved', (request, response) => {
      redirect(`http://127.0.0.2:${port}/page`)(request, response);
    });
    serve('/page', page);
    expect(await reasonOf(fetchFromTestServer('/moved'))).toBe('refused_address');
    expect(hits.map((hit) => hit.path)).toEqual(['/moved']);
    expect(connectionAttempts).toEqual(['127.0.0.1']);
  });

  it.each([
    ['the metadata service', 'http://169.254.169.254/latest/meta-data/'],
    ['the metadata service, in decimal', 'http://2852039166/latest/meta-data/'],
    ['the metadata service, IPv4-mapped', 'http://[::ffff:a9fe:a9fe]/latest/meta-data/'],
    ['a private address', 'http://10.0.0.1/'],
    ['IPv6 loopback', 'http://[::1]/'],
  ])('refuses a redirect to %s, without connecting to it', async (_case, location) => {
    serve('/moved', redirect(location));
    expect(await reasonOf(fetchFromTestServer('/moved'))).toBe('refused_address');
    expect(connectionAttempts).toEqual(['127.0.0.1']);
  });

  it('refuses a redirect to a name that now resolves to a refused address (rebinding between hops)', async () => {
    serve('/moved', redirect(`http://posting.test:${port}/page`));
    serve('/page', page);
    const resolver = fakeLookup([v4('127.0.0.1')], [v4('127.0.0.1'), v4('10.0.0.5')]);
    const reason = await reasonOf(fetchPostingPage(`http://posting.test:${port}/moved`, {
      allowPrivateAddresses: false,
      isAllowedAddress: onlyTheTestServer,
      lookup: resolver.lookup,
    }));
    expect(reason).toBe('refused_address');
    expect(resolver.names).toEqual(['posting.test', 'posting.test']);
    expect(hits.map((hit) => hit.path)).toEqual(['/moved']);
  });

  it.each([['ftp://example.com/posting'], ['file:///etc/passwd'], ['javascript:alert(1)']])('refuses a redirect to %s', async (location) => {
    serve('/moved', redirect(location));
    expect(await reasonOf(fetchFromTestServer('/moved'))).toBe('scheme');
  });

  it('answers http_status for a redirect without a Location', async () => {
    serve('/moved', (_request, response) => {
      response.writeHead(302);
      response.end();
    });
    expect(await reasonOf(fetchFromTestServer('/moved'))).toBe('http_status');
  });
});

describe('what is sent', () => {
  it('sends no cookie, even one the site set on a redirect, and no credentials from the URL', async () => {
    serve('/sign-in', (_request, response) => {
      response.writeHead(302, { location: '/page', 'set-cookie': 'session=secret; Path=/; HttpOnly' });
      response.end();
    });
    serve('/page', page);
    await fetchPostingPage(`http://someone:password@127.0.0.1:${port}/sign-in`, { allowPrivateAddresses: false, isAllowedAddress: onlyTheTestServer });
    expect(hits.map((hit) => hit.path)).toEqual(['/sign-in', '/page']);
    for (const hit of hits) {
      expect(hit.headers.cookie).toBeUndefined();
      expect(hit.headers.authorization).toBeUndefined();
      expect(hit.headers.referer).toBeUndefined();
    }
  });

  it('names the app, asks for HTML and for the encodings it decompresses', async () => {
    serve('/page', page);
    await fetchFromTestServer('/page');
    expect(hits[0]!.headers).toMatchObject({
      accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
      'accept-encoding': 'gzip, deflate, br',
      'user-agent': 'JobSearchTracker/1.0 (+posting capture)',
    });
  });
});

describe('the answer', () => {
  it.each([
    ['text/html'],
    ['TEXT/HTML; charset=UTF-8'],
    ['application/xhtml+xml'],
  ])('reads a page of type %s', async (contentType) => {
    serve('/page', (_request, response) => {
      sendHtml(response, PAGE, contentType);
    });
    expect((await fetchFromTestServer('/page')).html).toBe(PAGE);
  });

  it.each([['application/json'], ['text/plain'], ['image/png'], ['text/htmlx'], [undefined]])(
    'refuses an answer of type %s as not HTML',
    async (contentType) => {
      serve('/page', (_request, response) => {
        response.writeHead(200, contentType === undefined ? {} : { 'content-type': contentType });
        response.end(PAGE);
      });
      expect(await reasonOf(fetchFromTestServer('/page'))).toBe('not_html');
    },
  );

  it.each([[404], [500], [304]])('answers http_status for a %i', async (status) => {
    serve('/page', (_request, response) => {
      sendHtml(response, status === 304 ? '' : PAGE, 'text/html', status);
    });
    expect(await reasonOf(fetchFromTestServer('/page'))).toBe('http_status');
  });

  it('answers network when the server drops the connection', async () => {
    serve('/page', (request) => {
      request.socket.destroy();
    });
    expect(await reasonOf(fetchFromTestServer('/page'))).toBe('network');
  });

  it('answers network when nothing listens on the port', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const fetching = fetchPostingPage(`http://127.0.0.1:${closedPort}/`, { allowPrivateAddresses: false, isAllowedAddress: onlyTheTestServer });
    expect(await reasonOf(fetching)).toBe('network');
  });
});

describe('limits', () => {
  const MAX = 2 * MiB;

  /** Serves `body` whole (with its Content-Length) or in two chunks (chunked, no length announced). */
  function serveBody(body: Buffer, framing: 'length' | 'chunked', headers: http.OutgoingHttpHeaders = {}): void {
    serve('/page', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', ...headers });
      if (framing === 'chunked') response.write(body.subarray(0, 1));
      response.end(framing === 'chunked' ? body.subarray(1) : body);
    });
  }

  it.each([['length' as const], ['chunked' as const]])('reads 2 MiB exactly (%s)', async (framing) => {
    serveBody(Buffer.alloc(MAX, 'a'), framing);
    expect((await fetchFromTestServer('/page')).html).toHaveLength(MAX);
  });

  it.each([['length' as const], ['chunked' as const]])('refuses 2 MiB and 1 byte as too large (%s)', async (framing) => {
    serveBody(Buffer.alloc(MAX + 1, 'a'), framing);
    expect(await reasonOf(fetchFromTestServer('/page'))).toBe('too_large');
  });

  const bomb = Buffer.alloc(MAX + 1024, 'a');
  /** [Content-Encoding, how the body is compressed] */
  type Compression = readonly [string, (bytes: Buffer) => Buffer];
  const compressions: readonly Compression[] = [
    ['gzip', (bytes) => zlib.gzipSync(bytes)],
    ['x-gzip', (bytes) => zlib.gzipSync(bytes)],
    ['deflate', (bytes) => zlib.deflateSync(bytes)],
    ['br', (bytes) => zlib.brotliCompressSync(bytes)],
  ];

  it.each(compressions)('refuses a %s bomb past 2 MiB once decompressed', async (encoding, compress) => {
    const compressed = compress(bomb);
    expect(compressed.length).toBeLessThan(16 * 1024);
    serveBody(compressed, 'length', { 'content-encoding': encoding });
    expect(await reasonOf(fetchFromTestServer('/page'))).toBe('too_large');
  });

  // Chunked, so that the first chunk holds a single byte: too few to tell zlib-wrapped deflate from raw.
  it.each<readonly [string, ...Compression]>([
    ...compressions.map(([encoding, compress]) => [encoding, encoding, compress] as const),
    ['deflate, raw (as some servers send it)', 'deflate', (bytes) => zlib.deflateRawSync(bytes)],
  ])('decompresses %s', async (_case, encoding, compress) => {
    serveBody(compress(Buffer.from(PAGE)), 'chunked', { 'content-encoding': encoding });
    expect((await fetchFromTestServer('/page')).html).toBe(PAGE);
  });

  it('answers network for a corrupt compressed body', async () => {
    serveBody(Buffer.from('this is not gzip at all'), 'length', { 'content-encoding': 'gzip' });
    expect(await reasonOf(fetchFromTestServer('/page'))).toBe('network');
  });

  it('refuses an encoding it did not ask for', async () => {
    serveBody(Buffer.from(PAGE), 'length', { 'content-encoding': 'compress' });
    expect(await reasonOf(fetchFromTestServer('/page'))).toBe('not_html');
  });

  const TIMEOUT_MS = 250;

  it('times out a server that never answers', async () => {
    serve('/page', () => {
      // Never answers; the client's deadline closes the connection.
    });
    const started = Date.now();
    expect(await reasonOf(fetchFromTestServer('/page', { timeoutMs: TIMEOUT_MS }))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 500);
  });

  it('times out a body that stops coming', async () => {
    serve('/page', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<!doctype html><title>Backend');
    });
    expect(await reasonOf(fetchFromTestServer('/page', { timeoutMs: TIMEOUT_MS }))).toBe('timeout');
  });

  it('counts one deadline across the redirects, each hop quicker than it', async () => {
    for (let hop = 3; hop > 0; hop -= 1) {
      serve(`/slow/${hop}`, (request, response) => {
        setTimeout(() => {
          redirect(`/slow/${hop - 1}`)(request, response);
        }, 100);
      });
    }
    serve('/slow/0', page);
    expect(await reasonOf(fetchFromTestServer('/slow/3', { timeoutMs: TIMEOUT_MS }))).toBe('timeout');
    expect(hits.map((hit) => hit.path)).not.toContain('/slow/0');
  });
});

describe('charsets', () => {
  const latin1 = (text: string): Buffer => Buffer.from(text, 'latin1');

  it.each([
    ['the header says windows-1252', 'text/html; charset=windows-1252', Buffer.concat([latin1('<p>Caf\u00e9 '), Buffer.from([0x80]), latin1('</p>')]), '<p>Café €</p>'],
    ['the header quotes its charset', 'text/html; charset="iso-8859-1"', latin1('<p>Caf\u00e9</p>'), '<p>Café</p>'],
    ['a <meta charset> names it and the header does not', 'text/html', latin1('<meta charset="iso-8859-1"><p>Caf\u00e9</p>'), '<meta charset="iso-8859-1"><p>Café</p>'],
    [
      'a <meta http-equiv> names it',
      'text/html',
      latin1('<meta http-equiv="Content-Type" content="text/html; charset=windows-1252"><p>Caf\u00e9</p>'),
      '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252"><p>Café</p>',
    ],
    ['the header wins over a <meta>', 'text/html; charset=utf-8', Buffer.from('<meta charset="iso-8859-1"><p>Café</p>'), '<meta charset="iso-8859-1"><p>Café</p>'],
    ['nothing names it: UTF-8', 'text/html', Buffer.from('<p>Café</p>'), '<p>Café</p>'],
    ['the header names an unknown charset: UTF-8', 'text/html; charset=x-klingon', Buffer.from('<p>Café</p>'), '<p>Café</p>'],
    ['a UTF-8 byte-order mark wins over the header', 'text/html; charset=windows-1252', Buffer.from('\ufeff<p>Café</p>'), '<p>Café</p>'],
  ])('decodes the page when %s', async (_case, contentType, body, html) => {
    serve('/page', (_request, response) => {
      sendHtml(response, body, contentType);
    });
    expect((await fetchFromTestServer('/page')).html).toBe(html);
  });

  it('looks for a <meta> in the first 1,024 bytes only', async () => {
    const body = latin1(`<!--${' '.repeat(1024)}--><meta charset="iso-8859-1"><p>Caf\u00e9</p>`);
    serve('/page', (_request, response) => {
      sendHtml(response, body, 'text/html');
    });
    expect((await fetchFromTestServer('/page')).html).toContain('Caf\ufffd');
  });
});
