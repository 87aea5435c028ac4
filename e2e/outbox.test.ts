// The outbox page in Chromium, as whoever runs `npm start` opens it on their own machine: in English and in
// French, on a 360 px phone and on a desktop, no serious or critical axe violation, its language on <html>,
// one h1 inside the main landmark, nothing wider than the window, and a mail's link followed by a click. A
// browser whose requests carry X-Forwarded-For (as every other block's do on the shared server, which trusts
// it from loopback) is a proxied client, and gets 404.
import crypto from 'node:crypto';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { outboxFileName } from '../server/services/mail';
import { writeOutboxSummary } from '../server/services/mail/outboxSummaries';
import { axeViolations, blocking } from './support/accessibilityChecks';
import { launchBrowser, newProfile } from './support/browser';
import { type RunningServer, sharedServer } from './support/server';

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

describe('the outbox page', () => {
  let browser: Browser;
  let server: RunningServer;
  const contexts: BrowserContext[] = [];
  // A long address and a link as long as a real one, which must wrap on a phone.
  const recipient = `a-rather-long-address-of-a-job-seeker-${crypto.randomBytes(4).toString('hex')}@example.test`;
  let link: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    server = sharedServer();
    link = `${server.url}/sign_up_confirmation/${crypto.randomBytes(32).toString('base64url')}`;
    const writtenAt = new Date();
    await writeOutboxSummary(path.join(server.dataDir, 'outbox'), {
      file: outboxFileName(writtenAt),
      writtenAt,
      to: recipient,
      subject: 'Confirm your email address',
      links: [link],
    });
  });

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser.close();
  });

  /** A visitor on this machine: no forwarding header (the shared server's client headers are left out on purpose). */
  async function localVisitor(locale: 'en-US' | 'fr-FR', viewport: { width: number; height: number }): Promise<BrowserContext> {
    // axe is injected as a script tag, which the page's content security policy would refuse.
    const context = await newProfile(browser, { locale, viewport, bypassCSP: true });
    contexts.push(context);
    return context;
  }

  for (const locale of ['en-US', 'fr-FR'] as const) {
    for (const viewport of VIEWPORTS) {
      it(`reads well in ${locale} at ${String(viewport.width)} px`, async () => {
        const page = await (await localVisitor(locale, viewport)).newPage();
        const response = await page.goto(`${server.url}/outbox`);
        expect(response?.status()).toBe(200);
        const mail = page.locator('article', { hasText: recipient });
        await expect(mail.getByRole('link', { name: link }).count()).resolves.toBe(1);

        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
        expect(await page.locator('main h1').count()).toBe(1);
        expect(await page.locator('h1').count()).toBe(1);
        expect(blocking(`${locale} ${String(viewport.width)} px /outbox`, await axeViolations(page))).toEqual([]);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect({ width, fits: width <= viewport.width }).toEqual({ width, fits: true });
      });
    }
  }

  it('leads to the confirmation page when its link is clicked', async () => {
    const page = await (await localVisitor('en-US', VIEWPORTS[0])).newPage();
    await page.goto(`${server.url}/outbox`);
    await page.locator('article', { hasText: recipient }).getByRole('link', { name: link }).click();
    await page.waitForURL(link);
  });

  it('answers 404 to a browser whose requests say they were forwarded', async () => {
    const context = await newProfile(browser, { extraHTTPHeaders: server.clientHeaders });
    contexts.push(context);
    const response = await (await context.newPage()).goto(`${server.url}/outbox`);
    expect(response?.status()).toBe(404);
  });
});
