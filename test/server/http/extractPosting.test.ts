// POST /api/postings/extract with the real app: a page sent by the bookmarklet read without any fetch, a URL
// fetched from a page server of the test's own (CAPTURE_ALLOW_PRIVATE_ADDRESSES, tests only), the same URL
// refused without that setting, a page naming no title, and every refusal of the body or the session.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PATHS, extractPostingResponseSchema } from '../../../contract';
import { createSignedInAccount, type SignedInAccount } from '../../support/accounts';
import { fetchPageCsrf, startTestApp, type TestApp } from '../../support/testApp';

const POSTING_PAGE = `<!doctype html><html><head><title>Ignored title</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting","title":"Développeuse back-end",
"hiringOrganization":{"@type":"Organization","name":"Acme"},"description":"<p>Rejoignez-nous.</p>",
"jobLocation":{"@type":"Place","address":{"@type":"PostalAddress","addressLocality":"Lyon","addressCountry":"FR"}}}</script>
</head><body></body></html>`;

describe.each([
  ['with private addresses allowed (tests only)', { NODE_ENV: 'test', CAPTURE_ALLOW_PRIVATE_ADDRESSES: 'true' }, true],
  ['with the default rules', {}, false],
] as const)('POST /api/postings/extract %s', (_case, environment, allowed) => {
  let testApp: TestApp;
  let pages: http.Server;
  let pagesUrl: string;
  let fetched = 0;

  beforeAll(async () => {
    testApp = await startTestApp(environment);
    pages = http.createServer((request, response) => {
      fetched += 1;
      if (request.url === '/untitled') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html><head></head><body>No title here</body></html>');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(POSTING_PAGE);
    });
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
    pagesUrl = `http://127.0.0.1:${String((pages.address() as AddressInfo).port)}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => pages.close(resolve));
    await testApp.close();
  });

  async function extract(account: SignedInAccount | undefined, body: unknown) {
    const { token: csrf, cookie } = await fetchPageCsrf(testApp.app);
    return testApp.app.inject({
      method: 'POST',
      url: API_PATHS.postingsExtract,
      headers: { 'x-csrf-token': csrf, cookie, ...(account === undefined ? {} : { authorization: `Bearer ${account.token}` }) },
      payload: body as Record<string, unknown>,
    });
  }

  it('reads the page the bookmarklet sent, fetching nothing', async () => {
    const account = await createSignedInAccount(testApp.database.db);
    const before = fetched;
    const response = await extract(account, { url: 'https://jobs.example.org/offers/12', html: POSTING_PAGE });
    expect(response.statusCode).toBe(200);
    expect(extractPostingResponseSchema.parse(response.json()).data).toMatchObject({
      title: 'Développeuse back-end',
      company: 'Acme',
      location: 'Lyon, FR',
      url: 'https://jobs.example.org/offers/12',
      source: 'jobs.example.org',
    });
    expect(fetched).toBe(before);
  });

  it(allowed ? 'fetches a page at a URL' : 'refuses to fetch a page on a loopback address', async () => {
    const account = await createSignedInAccount(testApp.database.db);
    const before = fetched;
    const response = await extract(account, { url: `${pagesUrl}/offers/1` });
    if (allowed) {
      expect(response.statusCode).toBe(200);
      expect(extractPostingResponseSchema.parse(response.json()).data).toMatchObject({ title: 'Développeuse back-end', company: 'Acme' });
      expect(fetched).toBe(before + 1);
    } else {
      expect([response.statusCode, response.json()]).toEqual([422, { error: 'posting_unreachable' }]);
      expect(fetched).toBe(before);
    }
  });

  it('answers posting_not_found for a page that names no job title', async () => {
    const account = await createSignedInAccount(testApp.database.db);
    const response = await extract(account, { url: 'https://jobs.example.org/blank', html: '<html><body>Nothing</body></html>' });
    expect([response.statusCode, response.json()]).toEqual([422, { error: 'posting_not_found' }]);
  });

  it.each([
    ['no url', { html: '<p>x</p>' }],
    ['a url that is not http', { url: 'file:///etc/passwd' }],
    ['an unknown key', { url: 'https://jobs.example.org/1', cookies: 'a=b' }],
  ])('refuses %s with invalid_params', async (_name, body) => {
    const account = await createSignedInAccount(testApp.database.db);
    const response = await extract(account, body);
    expect([response.statusCode, response.json()]).toEqual([400, { error: 'invalid_params' }]);
  });

  it('refuses a call without a session', async () => {
    const response = await extract(undefined, { url: 'https://jobs.example.org/1', html: POSTING_PAGE });
    expect(response.statusCode).toBe(401);
  });
});
