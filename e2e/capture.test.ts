// Capturing postings in Chromium against the real server, in English and in French. A job board of the test's
// own serves a posting page under a strict content security policy; the bookmarklet, taken from /help, runs on
// it and opens /capture in a new tab, having sent no request from the board's page; the prefilled application
// is saved, its description kept with the date of the capture. Then the same posting shared as a phone's share
// sheet does (`?title=&text=`, the address inside the text), read by the server itself (CAPTURE_ALLOW_PRIVATE_
// ADDRESSES, tests only), warns that the application exists; and an address that answers nothing keeps what
// was shared and says why.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { signUpConfirmedAccount } from './support/accountApi';
import { messageText } from './support/catalogs';
import { useSignedInDevices } from './support/devices';
import { UI_TIMEOUT_MS, waitForText } from './support/jobSearchPages';

const JOURNEY_TIMEOUT_MS = 120_000;

const POSTINGS = {
  'en-US': { title: 'Senior Rust engineer', company: 'Ferrous Labs', place: 'Austin', description: 'Build fast, safe services.' },
  'fr-FR': { title: 'Ingénieure Rust confirmée', company: 'Laboratoires Ferreux', place: 'Nantes', description: 'Construire des services sûrs et rapides.' },
} as const;

function postingPage(locale: keyof typeof POSTINGS): string {
  const posting = POSTINGS[locale];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: posting.title,
    hiringOrganization: { '@type': 'Organization', name: posting.company },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: posting.place, addressCountry: 'FR' } },
    description: `<p>${posting.description}</p><ul><li>Rust</li><li>PostgreSQL</li></ul>`,
    datePosted: '2026-11-20',
  };
  return `<!doctype html><html lang="${locale}"><head><title>${posting.title} | Board</title>
<script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head><body><h1>${posting.title}</h1></body></html>`;
}

describe.each(['en-US', 'fr-FR'] as const)('capturing a posting in Chromium (%s)', (locale) => {
  const devices = useSignedInDevices(locale, { CAPTURE_ALLOW_PRIVATE_ADDRESSES: 'true' });
  const text = (id: string) => messageText(locale, id);
  let board: http.Server;
  let boardUrl: string;

  beforeAll(async () => {
    board = http.createServer((_request, response) => {
      // As strict as a job board may be: nothing loads, nothing runs, nothing connects from this page.
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; script-src 'none'; connect-src 'none'; form-action 'none'" })
        .end(postingPage(locale));
    });
    await new Promise<void>((resolve) => board.listen(0, '127.0.0.1', resolve));
    boardUrl = `http://127.0.0.1:${String((board.address() as AddressInfo).port)}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => board.close(resolve));
  });

  async function formValue(page: Page, testId: string): Promise<string> {
    const field = page.getByTestId(testId);
    await field.waitFor({ timeout: UI_TIMEOUT_MS });
    return field.inputValue();
  }

  it(
    'captures with the bookmarklet on a page with a strict CSP, then warns of the duplicate a share would make',
    async () => {
      const posting = POSTINGS[locale];
      const device = await devices.signedInDevice(await signUpConfirmedAccount(devices.server, locale));

      // The bookmarklet as /help offers it.
      await device.goto(`${devices.server.url}/help`);
      const link = device.locator('[data-testid="bookmarklet-link"][href^="javascript:"]').first();
      await link.waitFor({ timeout: UI_TIMEOUT_MS });
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^javascript:/);
      const code = decodeURIComponent(String(href).slice('javascript:'.length));

      // Run on the job board's page, as a click on the bookmark does: it opens /capture in a new tab and the
      // board's page sends nothing.
      const boardPage = await device.context().newPage();
      await boardPage.goto(`${boardUrl}/jobs/rust-42`);
      const sentFromBoard: string[] = [];
      boardPage.on('request', (request) => sentFromBoard.push(request.url()));
      const [capturePage] = await Promise.all([device.context().waitForEvent('page', { timeout: UI_TIMEOUT_MS }), boardPage.evaluate(code)]);
      await capturePage.waitForURL(/\/capture#posting=/, { timeout: UI_TIMEOUT_MS });
      await waitForText(capturePage.getByTestId('capture-found'), text('capture.found'));
      expect(sentFromBoard).toEqual([]);
      expect(await formValue(capturePage, 'new-job-application-title')).toBe(posting.title);
      expect(await formValue(capturePage, 'new-job-application-url')).toBe(`${boardUrl}/jobs/rust-42`);
      expect(await formValue(capturePage, 'new-job-application-new-company-name')).toBe(posting.company);
      expect(await formValue(capturePage, 'new-job-application-location')).toBe(`${posting.place}, FR`);
      expect(await formValue(capturePage, 'new-job-application-description')).toContain(posting.description);

      // Saved: the application keeps the description with the date it was captured.
      await capturePage.getByTestId('new-job-application-submit').click();
      await capturePage.waitForURL(/\/job_applications\/[0-9a-f-]{36}$/, { timeout: UI_TIMEOUT_MS });
      await waitForText(capturePage.getByTestId('job-application-title'), posting.title);
      await capturePage.getByTestId('tab-job_description').click();
      const capturedOn = (messageText(locale, 'capture.capturedOn', { date: '§', url: '§' }).split('§')[0] ?? '').trim();
      await waitForText(capturePage.getByTestId('job-description-text'), capturedOn);
      await waitForText(capturePage.getByTestId('job-description-text'), `${boardUrl}/jobs/rust-42`);
      await waitForText(capturePage.getByTestId('job-description-text'), posting.description);

      // The same posting shared from a phone's share sheet: the server reads it, and warns it is recorded.
      const shared = new URLSearchParams({ title: posting.title, text: `${posting.title} ${boardUrl}/jobs/rust-42` });
      await device.goto(`${devices.server.url}/capture?${shared.toString()}`);
      await waitForText(device.getByTestId('capture-found'), text('capture.found'));
      await waitForText(device.getByTestId('capture-duplicates'), posting.title);

      // An address that answers nothing: what was shared stays, and the page says why.
      await device.goto(`${devices.server.url}/capture?${new URLSearchParams({ title: posting.title, url: 'http://127.0.0.1:9/gone' }).toString()}`);
      await waitForText(device.getByTestId('capture-failed'), text('capture.failed.unreachable'));
      expect(await formValue(device, 'new-job-application-title')).toBe(posting.title);
      expect(await formValue(device, 'new-job-application-url')).toBe('http://127.0.0.1:9/gone');
      // The browser logs the refused read's 422 itself; nothing else may go wrong.
      expect(devices.problems.filter((problem) => !problem.includes('status of 422'))).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
