// The CSRF seed cookie: `__Host-csrf_seed` (Secure, Path=/, no Domain) when PUBLIC_URL is https, so that no
// sibling subdomain can plant a seed of its own; `csrf_seed` over http for local development. Every reader
// (the header check, the form routes) reads the one name the app writes.
import cookie from '@fastify/cookie';
import formBody from '@fastify/formbody';
import crypto from 'node:crypto';
import Fastify from 'fastify';
import { createCsrfToken, CSRF_FORM_FIELD, ensureCsrfSeed, hasValidCsrfField } from '../../../server/http/csrf';
import { registerCsrfCheck } from '../../../server/http/csrfCheck';
import { startTestApp, type TestApp } from '../../support/testApp';

interface SetCookie {
  readonly name: string;
  readonly value: string;
  readonly path?: string;
  readonly domain?: string;
  readonly secure?: boolean;
  readonly httpOnly?: boolean;
  readonly sameSite?: string;
}

async function seedCookieOf(testApp: TestApp, url: string): Promise<{ cookie: SetCookie; token: string }> {
  const answer = await testApp.app.inject({ method: 'GET', url });
  const seeds = answer.cookies.filter((candidate) => candidate.name.endsWith('csrf_seed')) as SetCookie[];
  expect(seeds).toHaveLength(1);
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(answer.body)?.[1] ?? (answer.json<{ token?: string }>().token ?? '');
  return { cookie: seeds[0]!, token };
}

const logout = (testApp: TestApp, token: string, cookieHeader: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/logout', headers: { 'x-csrf-token': token, cookie: cookieHeader } });

describe('with an https PUBLIC_URL', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ PUBLIC_URL: 'https://jobs.example.org' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  test.each(['/', '/api/csrf_token'])('%s sets __Host-csrf_seed: Secure, httpOnly, Path=/, no Domain', async (url) => {
    const { cookie } = await seedCookieOf(testApp, url);
    expect(cookie).toMatchObject({ name: '__Host-csrf_seed', path: '/', secure: true, httpOnly: true, sameSite: 'Strict' });
    expect(cookie.domain).toBeUndefined();
  });

  test('the header check reads the seed from __Host-csrf_seed, never from a plain csrf_seed', async () => {
    const { cookie, token } = await seedCookieOf(testApp, '/');
    // Past the CSRF check: the route itself answers (no bearer token).
    const accepted = await logout(testApp, token, `__Host-csrf_seed=${cookie.value}`);
    expect(accepted.statusCode).toBe(401);

    // A seed planted under the plain name (say, by a sibling subdomain) with a token made for it counts for nothing.
    const planted = await logout(testApp, token, `csrf_seed=${cookie.value}`);
    expect(planted.statusCode).toBe(403);
    expect(planted.json()).toEqual({ error: 'invalid_csrf_token' });
  });

  test('a page load keeps the seed the browser already holds under __Host-csrf_seed', async () => {
    const { cookie } = await seedCookieOf(testApp, '/');
    const again = await testApp.app.inject({ method: 'GET', url: '/', headers: { cookie: `__Host-csrf_seed=${cookie.value}` } });
    expect(again.cookies.filter((candidate) => candidate.name.endsWith('csrf_seed'))).toHaveLength(0);
  });
});

describe('with an http PUBLIC_URL (local development)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ PUBLIC_URL: 'http://127.0.0.1:4000' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  test('the seed is the plain csrf_seed, not Secure (a browser would drop a __Host- cookie over http)', async () => {
    const { cookie, token } = await seedCookieOf(testApp, '/');
    expect(cookie).toMatchObject({ name: 'csrf_seed', path: '/', httpOnly: true });
    expect(cookie.secure).toBeFalsy();
    expect((await logout(testApp, token, `csrf_seed=${cookie.value}`)).statusCode).toBe(401);
    expect((await logout(testApp, token, `__Host-csrf_seed=${cookie.value}`)).statusCode).toBe(403);
  });
});

test('a server-rendered form checks its field against the same cookie the app writes', async () => {
  const secret = crypto.randomBytes(32);
  const app = Fastify({ logger: false });
  await app.register(cookie);
  registerCsrfCheck(app, secret, true);
  await app.register(formBody);
  app.get('/form', (request, reply) => reply.send({ token: createCsrfToken(secret, ensureCsrfSeed(request, reply, true)) }));
  app.post('/form', { config: { csrf: 'form' } }, (request, reply) => reply.send({ valid: hasValidCsrfField(request, secret) }));

  const page = await app.inject({ method: 'GET', url: '/form' });
  const seed = page.cookies.find((candidate) => candidate.name === '__Host-csrf_seed');
  expect(seed).toBeDefined();
  const post = (cookieHeader: string) =>
    app.inject({
      method: 'POST',
      url: '/form',
      headers: { cookie: cookieHeader, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${CSRF_FORM_FIELD}=${encodeURIComponent(page.json<{ token: string }>().token)}`,
    });
  expect((await post(`__Host-csrf_seed=${seed!.value}`)).json()).toEqual({ valid: true });
  expect((await post(`csrf_seed=${seed!.value}`)).json()).toEqual({ valid: false });
  await app.close();
});
