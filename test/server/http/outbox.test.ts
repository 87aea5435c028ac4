// GET /outbox with no SMTP_URL: the mail of DATA_DIR/outbox, newest first, with its links, for requests made on
// this machine only (the socket's own address, never X-Forwarded-For), so that whoever runs `npm start` can
// confirm an address from the browser. 404 to anyone else, and whenever SMTP_URL is set.
import { writeOutboxSummary } from '../../../server/services/mail/outboxSummaries';
import { outboxDirectory, outboxFileName } from '../../../server/services/mail';
import { quickCaptcha } from '../../support/captcha';
import { postJson, startTestApp, type TestApp } from '../../support/testApp';

jest.setTimeout(30_000);

const PASSWORD = 'Correct-Horse-9';

/** The page as a browser on this machine asks for it (light-my-request's socket is 127.0.0.1). */
function getOutbox(testApp: TestApp, options: { headers?: Record<string, string>; remoteAddress?: string } = {}) {
  return testApp.app.inject({
    method: 'GET',
    url: '/outbox',
    headers: { host: '127.0.0.1:4000', ...options.headers },
    ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
  });
}

async function signUp(testApp: TestApp, email: string, locale = 'en-US'): Promise<void> {
  const response = await postJson(testApp.app, '/api/sign_up', {
    email,
    password: PASSWORD,
    accepted_terms: '2026-11-01',
    captcha: await quickCaptcha(testApp.secret),
    locale,
  });
  expect(response.json()).toBe('success');
  await testApp.app.backgroundJobs.idle();
}

/** The mails the page lists, as its markup says: subject, recipient and the addresses of its links. */
function listedMails(html: string): { subject: string; to: string; links: string[] }[] {
  return [...html.matchAll(/<article[^>]*>([\s\S]*?)<\/article>/g)].map(([, body = '']) => ({
    subject: /<h2[^>]*>([^<]*)<\/h2>/.exec(body)?.[1] ?? '',
    to: /<dt>To<\/dt><dd>([^<]*)<\/dd>/.exec(body)?.[1] ?? '',
    links: [...body.matchAll(/<a href="([^"]*)">/g)].map((match) => match[1] ?? ''),
  }));
}

describe('the outbox page, without SMTP_URL', () => {
  let testApp: TestApp;

  beforeEach(async () => {
    testApp = await startTestApp();
  });

  afterEach(async () => {
    await testApp.close();
  });

  it('lists the confirmation mail of a sign-up with its link, which confirms the address', async () => {
    expect(listedMails((await getOutbox(testApp)).body)).toEqual([]);
    await signUp(testApp, 'ada@example.test');
    await signUp(testApp, 'grace@example.test');

    const page = await getOutbox(testApp);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    // The app's security headers hold here too: no script may run, no other site may frame the page.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const mails = listedMails(page.body);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['ada@example.test', 'grace@example.test']);
    const ada = mails.find((mail) => mail.to === 'ada@example.test');
    expect(ada?.subject).toBe('Confirm your email address');
    expect(ada?.links).toHaveLength(1);
    const link = new URL(ada?.links[0] ?? '');
    expect(link.origin).toBe(testApp.config.publicUrl);
    expect(link.pathname).toMatch(/^\/sign_up_confirmation\/[^/]+$/);

    const token = decodeURIComponent(link.pathname.slice('/sign_up_confirmation/'.length));
    expect((await postJson(testApp.app, '/api/sign_up_confirmation', { token })).json()).toBe('success');
    expect((await postJson(testApp.app, '/api/login', { email: 'ada@example.test', password: PASSWORD })).statusCode).toBe(200);
  });

  it('is a page of its own: a lang attribute, one h1, a main landmark, a heading per mail, a viewport for phones', async () => {
    await signUp(testApp, 'ada@example.test');
    const html = (await getOutbox(testApp)).body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en-US">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toMatch(/<main>[\s\S]*<h1>Outbox<\/h1>[\s\S]*<h2 id="mail-1">[\s\S]*<\/main>/);
    expect(html).toMatch(/<article aria-labelledby="mail-1"/);
    expect(html).toMatch(/<time datetime="\d{4}-\d{2}-\d{2}T[\d:.]+Z">/);
    // Long addresses wrap instead of widening a 360 px screen.
    expect(html).toContain('overflow-wrap: anywhere');
    expect(html).not.toContain('<script');
    // Not the browser app's page.
    expect(html).not.toContain('csrf-token');
  });

  it('speaks French to a browser that prefers it', async () => {
    await signUp(testApp, 'ada@example.test', 'fr-FR');
    const html = (await getOutbox(testApp, { headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' } })).body;
    expect(html).toContain('<html lang="fr-FR">');
    expect(html).toContain('<h1>Boîte d’envoi</h1>');
    expect(html).toContain('Confirmez votre adresse e-mail');
    expect(html).toContain('<dt>À</dt><dd>ada@example.test</dd>');
  });

  it('shows the newest mails first and escapes what it shows; only http(s) addresses become links', async () => {
    const outbox = outboxDirectory(testApp.config.dataDir);
    const older = new Date('2026-05-01T08:00:00.000Z');
    const newer = new Date('2026-05-02T08:00:00.000Z');
    await writeOutboxSummary(outbox, { file: outboxFileName(older), writtenAt: older, to: 'older@example.test', subject: 'Older', links: [] });
    await writeOutboxSummary(outbox, {
      file: outboxFileName(newer),
      writtenAt: newer,
      to: '"<b>"@example.test',
      subject: '<script>alert(1)</script>',
      links: ['javascript:alert(1)', 'https://example.test/a?b=1&c="2"'],
    });

    const html = (await getOutbox(testApp)).body;
    expect(listedMails(html).map((mail) => mail.to)).toEqual(['&quot;&lt;b&gt;&quot;@example.test', 'older@example.test']);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('<li>javascript:alert(1)</li>');
    expect(html).toContain('<a href="https://example.test/a?b=1&amp;c=&quot;2&quot;">');
    expect(html).toContain('No link');
  });

  it('answers 404 to a request from another machine, whatever X-Forwarded-For says', async () => {
    await signUp(testApp, 'ada@example.test');
    for (const remoteAddress of ['203.0.113.9', '10.0.0.2', '::ffff:192.168.1.20', 'fe80::1']) {
      const page = await getOutbox(testApp, { remoteAddress, headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect({ remoteAddress, status: page.statusCode, body: page.json() }).toEqual({ remoteAddress, status: 404, body: { error: 'not_found' } });
    }
    for (const remoteAddress of ['127.0.0.1', '127.0.1.1', '::1', '::ffff:127.0.0.1']) {
      expect({ remoteAddress, status: (await getOutbox(testApp, { remoteAddress })).statusCode }).toEqual({ remoteAddress, status: 200 });
    }
  });

  it('answers 404 to a request relayed by a proxy, even one on this machine the app trusts', async () => {
    const proxied = await startTestApp({ TRUST_PROXY: 'true' });
    try {
      for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
        const value = header === 'forwarded' ? 'for=127.0.0.1' : '127.0.0.1';
        expect({ header, status: (await getOutbox(proxied, { headers: { [header]: value } })).statusCode }).toEqual({ header, status: 404 });
      }
      expect((await getOutbox(proxied)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('answers only when the browser addressed this machine (no other name pointed at 127.0.0.1)', async () => {
    for (const host of ['127.0.0.1:4000', 'localhost:4000', 'LOCALHOST', 'app.localhost:4000', '[::1]:4000', '127.0.0.2']) {
      expect({ host, status: (await getOutbox(testApp, { headers: { host } })).statusCode }).toEqual({ host, status: 200 });
    }
    for (const host of ['attacker.example:4000', 'attacker.example', '127.0.0.1.attacker.example', '127.0.0.1@attacker.example']) {
      expect({ host, status: (await getOutbox(testApp, { headers: { host } })).statusCode }).toEqual({ host, status: 404 });
    }
  });

  it("answers PUBLIC_URL's own name, on this machine", async () => {
    const named = await startTestApp({ PUBLIC_URL: 'http://jobs.home.arpa:4000' });
    try {
      expect((await getOutbox(named, { headers: { host: 'jobs.home.arpa:4000' } })).statusCode).toBe(200);
      expect((await getOutbox(named, { headers: { host: 'jobs.example:4000' } })).statusCode).toBe(404);
    } finally {
      await named.close();
    }
  });
});

describe('the outbox page, with SMTP_URL set', () => {
  it('answers 404, as for any unknown address, and not the browser app', async () => {
    const testApp = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      const page = await getOutbox(testApp);
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({ error: 'not_found' });
    } finally {
      await testApp.close();
    }
  });
});
