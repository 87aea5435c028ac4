import { serializeRequestForLog } from '../../../server/app';
import { fetchPageCsrf, startTestApp, type TestApp } from '../../support/testApp';

describe('request logging', () => {
  it('leaves the query string, where LongPoll carries tokens, out of the log', () => {
    expect(serializeRequestForLog({ method: 'GET', url: '/user_socket/longpoll?user_token=secret&token=also', ip: '127.0.0.1' })).toEqual({
      method: 'GET',
      url: '/user_socket/longpoll',
      remoteAddress: '127.0.0.1',
    });
  });
});

describe('the served app', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it.each(['/', '/job_applications', '/job_applications/3f0e', '/login', '/no/such/page'])(
    'serves the page for %s with a CSRF token in its meta tag',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toMatch(/<meta name="csrf-token" content="[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+">/);
      expect(response.body).not.toContain('__CSRF_TOKEN__');
    },
  );

  it('puts a fresh token in every page', async () => {
    const first = await fetchPageCsrf(testApp.app);
    const second = await fetchPageCsrf(testApp.app);
    expect(first.token).not.toBe(second.token);
  });

  it('sends the security headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('sends the security headers on an answer a hook refused before any route ran', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/job_applications', payload: {} });
    expect(response.statusCode).toBe(403);
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('serves built assets with long caching', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('fixture');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/api/nothing', '/user_socket/nothing'])('answers 404 JSON, not the page, for %s', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found' });
  });

  it('reports health with the database dialect', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'sqlite' });
  });
});

describe('CSRF protection of /api', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses an unsafe call without a token', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'invalid_csrf_token' });
  });

  it.each(['/%61pi/login', '/API/login', '/no_such_page'])('refuses an unsafe call to %s without a token, however the path is spelled', async (url) => {
    const response = await testApp.app.inject({ method: 'POST', url, payload: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'invalid_csrf_token' });
  });

  it('refuses the value sent when the page had no meta tag', async () => {
    const { cookie } = await fetchPageCsrf(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-csrf-token': 'missing_csrf_token', cookie },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a token served to another browser', async () => {
    const mine = await fetchPageCsrf(testApp.app);
    const theirs = await fetchPageCsrf(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-csrf-token': theirs.token, cookie: mine.cookie },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets a call with the page token through to routing', async () => {
    const { token, cookie } = await fetchPageCsrf(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/no_such_call',
      headers: { 'x-csrf-token': token, cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found' });
  });

  it('hands the dev server a token bound to the same cookie', async () => {
    const { cookie } = await fetchPageCsrf(testApp.app);
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/csrf_token', headers: { cookie } });
    const { token } = answer.json<{ token: string }>();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/no_such_call',
      headers: { 'x-csrf-token': token, cookie },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('an app whose browser build is missing', () => {
  it('says how to build it instead of serving a broken page', async () => {
    const testApp = await startTestApp({ STATIC_DIR: '/nonexistent/build' });
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build');
    } finally {
      await testApp.close();
    }
  });
});
