// Offline use in Chromium, in English and in French, against a server of the test's own that the test stops and
// starts again: the list and an application a person has seen open with the server stopped (and the device
// without network), from the service
// worker's copy of the app and the copy of the workspace in IndexedDB; three changes made offline (two edits and
// a creation) survive a reload, shown as "3 changes waiting" in a banner that passes axe in both themes, and are
// each applied once when the server is back;
// signing out leaves nothing of the account readable offline.
//
// Service workers are allowed in this file's profiles (the other browser tests block them:
// e2e/support/browser.ts).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type Locale, openSignedInPage, signUpConfirmedAccount } from './support/accountApi';
import { launchBrowser, newProfile } from './support/browser';
import { formattedText, messageText } from './support/catalogs';
import { axeViolations, blocking, CONTRAST_RULES, showScheme } from './support/accessibilityChecks';
import { postApplications, settled, waitForText, waitGone } from './support/jobSearchPages';
import { awaitWorkspaceCopy, hasOfflineDatabase } from './support/offlineCopy';
import { type OwnServer, startServer } from './support/server';

/** Long enough for the worker to precache the build and the copy to be written (2 s after the last change). */
const READY_TIMEOUT_MS = 30_000;
/** The channel joins again within its reconnection delays (5 s at most between attempts) once the server is back. */
const BACK_ONLINE_TIMEOUT_MS = 30_000;

async function waitUntil(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not true within ${String(timeoutMs)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(['en-US', 'fr-FR'] as const)('offline use in Chromium (%s)', (locale: Locale) => {
  const text = (id: string): string => messageText(locale, id);
  let server: OwnServer;
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function workerReady(page: Page): Promise<void> {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
  }

  it('reads what was seen with the server stopped, keeps three changes through a reload, applies each once, and forgets all on sign-out', async () => {
    const account = await signUpConfirmedAccount(server, locale);
    // CSP bypassed for axe's script, as in the accessibility tests.
    context = await newProfile(browser, { locale, viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow', bypassCSP: true });
    const page = await openSignedInPage(context, server, account);
    const titles = locale === 'fr-FR' ? ['Développeuse backend', 'Ingénieure données'] : ['Backend developer', 'Data engineer'];
    const [firstId] = await postApplications(page, titles.map((title, index) => ({ title, url: `https://jobs.example.org/offers/${String(index + 1)}` })));
    const applicationPath = `/job_applications/${String(firstId)}`;
    await waitForText(page.getByTestId('job-applications-list'), titles[1] ?? '');

    // Seen: the list, then the application. The worker has the app, the browser the copy of both.
    const seenSince = Date.now();
    await page.getByRole('link', { name: titles[0] }).click();
    await waitForText(page.locator('h1, h2').filter({ hasText: titles[0] }).first(), titles[0] ?? '');
    await workerReady(page);
    await awaitWorkspaceCopy(page, seenSince, READY_TIMEOUT_MS);

    // Offline: the device without network (as a train in a tunnel is), and the server stopped besides.
    await server.stop();
    await context.setOffline(true);

    // The list, reloaded without a server: drawn from the copy, and said to be offline.
    await page.goto(`${server.url}/job_applications`);
    await waitForText(page.getByTestId('job-applications-list'), titles[0] ?? '');
    await waitForText(page.getByTestId('job-applications-list'), titles[1] ?? '');
    const offlineNotice = page.getByTestId('offline-as-of');
    await offlineNotice.waitFor({ timeout: READY_TIMEOUT_MS });
    const offlinePrefix = messageText(locale, 'offline.bar.offlineAsOfTime', { time: '\u0000' }).split('\u0000')[0] ?? '';
    expect(await offlineNotice.textContent()).toContain(offlinePrefix);

    // The application, from the list, still without a server.
    await page.getByRole('link', { name: titles[0] }).click();
    await waitForText(page.locator('h1, h2').filter({ hasText: titles[0] }).first(), titles[0] ?? '');

    // Three changes: its notes, its job description and a new contact, each kept on the device.
    const keptOffline = text('common.failed.keptOffline');
    const notes = locale === 'fr-FR' ? 'Relancer vendredi.' : 'Follow up on Friday.';
    const description = locale === 'fr-FR' ? 'Équipe plateforme, Paris.' : 'Platform team, Paris.';
    const contactName = locale === 'fr-FR' ? 'Camille Martin' : 'Grace Hopper';
    await page.getByTestId('tab-notes').click();
    await page.getByTestId('notes-edit').click();
    await page.getByTestId('notes-input').fill(notes);
    await page.getByTestId('notes-save').click();
    await waitForText(page.getByTestId('notes-save-error'), keptOffline);
    await page.getByTestId('tab-job_description').click();
    await page.getByTestId('job-description-edit').click();
    await page.getByTestId('job-description-input').fill(description);
    await page.getByTestId('job-description-save').click();
    await waitForText(page.getByTestId('job-description-save-error'), keptOffline);
    await page.getByTestId('tab-contacts').click();
    await page.getByTestId('contacts-add').click();
    await page.getByTestId('contact-form-name').fill(contactName);
    await page.getByTestId('contact-form-save').click();
    await waitForText(page.getByTestId('contact-form-error'), keptOffline);
    await page.keyboard.press('Escape');
    await waitForText(page.getByTestId('changes-waiting'), formattedText(locale, 'offline.bar.changesWaiting', { count: 3 }));

    // A reload, still offline: the changes are still there, waiting.
    await page.reload();
    await waitForText(page.getByTestId('changes-waiting'), formattedText(locale, 'offline.bar.changesWaiting', { count: 3 }), READY_TIMEOUT_MS);
    await page.getByTestId('offline-as-of').waitFor({ timeout: READY_TIMEOUT_MS });
    // The banner passes axe, and its contrast holds in the dark theme too.
    await settled(page);
    const violations = blocking('offline, light', await axeViolations(page));
    await showScheme(page, 'dark');
    violations.push(...blocking('offline, dark', await axeViolations(page, CONTRAST_RULES)));
    await showScheme(page, 'light');
    expect(violations).toEqual([]);

    // The server back: the channel joins, the changes go, the count goes, and each was applied once.
    await server.restart();
    await context.setOffline(false);
    await waitGone(page.getByTestId('changes-waiting'), BACK_ONLINE_TIMEOUT_MS);
    await waitGone(page.getByTestId('offline-as-of'), BACK_ONLINE_TIMEOUT_MS);
    await page.goto(`${server.url}${applicationPath}?tab=contacts`);
    await waitForText(page.getByTestId('contacts-list'), contactName, BACK_ONLINE_TIMEOUT_MS);
    expect(await page.getByTestId('contact-card').filter({ hasText: contactName }).count()).toBe(1);
    await page.getByTestId('tab-notes').click();
    await waitForText(page.getByTestId('notes-text'), notes);
    await page.getByTestId('tab-job_description').click();
    await waitForText(page.getByTestId('job-description-text'), description);

    // Signing out deletes the copy: with the server stopped again, nothing of the account opens.
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('menu-item-sign-out').click();
    await page.waitForURL(/\/login/);
    await waitUntil(async () => !(await hasOfflineDatabase(page)), READY_TIMEOUT_MS);
    await server.stop();
    await page.goto(`${server.url}/job_applications`);
    await page.waitForURL(/\/login/);
    expect(await page.getByText(titles[0] ?? '').count()).toBe(0);
    await server.restart();
  });
});
