// The built app as the server sends it: scripts compressed at build time in the encoding the browser accepts,
// cached for good; the page never cached and always with its token; source maps never served; the service
// worker's script and the icons under fixed names, checked again at every use.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerSpa } from '../../../server/http/spa';

const SCRIPT = `console.log(${JSON.stringify('the app '.repeat(200))});\n`;
const SCRIPT_PATH = '/assets/main.0123abcd.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const WORKER = `self.addEventListener('fetch', () => undefined); // ${'precache list '.repeat(100)}\n`;
/** A PNG's first bytes are enough for the headers. */
const ICON = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** A build as webpack writes it: the page template, a script with its .br and .gz copies, and its map. */
function writeBuild(): string {
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-test-'));
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><meta name="csrf-token" content="__CSRF_TOKEN__"><script src="/assets/main.0123abcd.js"></script>',
  );
  const script = path.join(staticDir, SCRIPT_PATH);
  fs.writeFileSync(script, SCRIPT);
  fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${script}.gz`, zlib.gzipSync(SCRIPT));
  fs.writeFileSync(`${script}.map`, JSON.stringify({ version: 3, sources: ['webpack://app/src/secret.ts'], mappings: '' }));
  const worker = path.join(staticDir, 'sw.js');
  fs.writeFileSync(worker, WORKER);
  fs.writeFileSync(`${worker}.br`, zlib.brotliCompressSync(WORKER));
  fs.writeFileSync(`${worker}.gz`, zlib.gzipSync(WORKER));
  fs.writeFileSync(path.join(staticDir, 'icon-192.png'), ICON);
  return staticDir;
}

describe('the served browser build', () => {
  let staticDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    staticDir = writeBuild();
    app = Fastify();
    await app.register(cookie);
    await registerSpa(app, { staticDir, secret: Buffer.alloc(32, 7), secureCookie: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it.each([
    ['br, gzip, deflate', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip, deflate', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ])('sends a script compressed at build time to a browser accepting "%s" (%s), cached for good', async (accepted, encoding, decode) => {
    const response = await app.inject({ method: 'GET', url: SCRIPT_PATH, headers: { 'accept-encoding': accepted } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(decode(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the script as it is to a browser accepting no compression', async () => {
    const response = await app.inject({ method: 'GET', url: SCRIPT_PATH, headers: { 'accept-encoding': 'identity' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(SCRIPT);
  });

  it.each(['br, gzip', 'identity'])('never sends a source map (accepting "%s")', async (accepted) => {
    const response = await app.inject({ method: 'GET', url: `${SCRIPT_PATH}.map`, headers: { 'accept-encoding': accepted } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret.ts');
  });

  it.each(['/assets/missing.js', '/assets/main.0123abcd.js.map'])('answers 404, not the page, for %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each(['/login', '/index.html'])('sends the page for %s filled in, never cached, uncompressed', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toMatch(/content="[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+"/);
    expect(response.body).not.toContain('__CSRF_TOKEN__');
  });

  it.each(['br, gzip', 'identity'])('sends the service worker as a script revalidated at every use (accepting "%s")', async (accepted) => {
    const response = await app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': accepted, 'service-worker': 'script' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag ?? response.headers['last-modified']).toBeDefined();
    const body = accepted === 'identity' ? response.body : zlib.brotliDecompressSync(response.rawPayload).toString();
    expect(body).toBe(WORKER);
  });

  it('sends an icon under its fixed name, revalidated at every use', async () => {
    const response = await app.inject({ method: 'GET', url: '/icon-192.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('a build without a service worker', () => {
  it('answers 404 to the browser’s check for /sw.js, never the page', async () => {
    const staticDir = writeBuild();
    fs.rmSync(path.join(staticDir, 'sw.js'));
    fs.rmSync(path.join(staticDir, 'sw.js.br'));
    fs.rmSync(path.join(staticDir, 'sw.js.gz'));
    const app = Fastify();
    try {
      await app.register(cookie);
      await registerSpa(app, { staticDir, secret: Buffer.alloc(32, 7), secureCookie: false });
      const response = await app.inject({ method: 'GET', url: '/sw.js', headers: { 'service-worker': 'script' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    } finally {
      await app.close();
      fs.rmSync(staticDir, { recursive: true, force: true });
    }
  });
});
