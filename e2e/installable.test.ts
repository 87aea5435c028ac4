// The installable app in Chromium, against a server of the test's own that serves a copy of the build (so that a
// test can publish a "new build" there): in English and in French, the install criteria met (DevTools'
// Page.getInstallabilityErrors reports none) with the manifest in the browser's language, and a new build
// offered to an open tab with "Reload to update", which reloads it onto the new build; and the app started
// offline from the service worker's copy, whose old CSRF token does not stop a sign-in once back online.
//
// Each test has a browser of its own with an ordinary profile, where workers may register (the other browser
// tests block them: e2e/support/browser.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { Locale } from './support/accountApi';
import { launchInstallableProfile } from './support/browser';
import { messageText } from './support/catalogs';
import { type OwnServer, startServer } from './support/server';

const BUILT_APP = path.resolve(__dirname, '../dist/public');
/** A hashed file name's hash, as webpack writes it (20 hex digits). */
const HASHED_MAIN = /\/assets\/main\.[0-9a-f]{20}\.js/;

/** What a page's browser says about the page's service worker. */
interface WorkerState {
  readonly controller: string | null;
  readonly active: string | null;
  readonly waiting: boolean;
}

describe('the installable app in Chromium', () => {
  let staticDir: string;
  let server: OwnServer;
  let profileDir: string;
  let context: BrowserContext | undefined;
  let problems: string[];

  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-installable-build-'));
    server = await startServer({ STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    // Each test starts from the build as `npm run build` wrote it.
    fs.rmSync(staticDir, { recursive: true, force: true });
    fs.cpSync(BUILT_APP, staticDir, { recursive: true });
    profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-installable-profile-'));
    problems = [];
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
    fs.rmSync(profileDir, { recursive: true, force: true });
  });

  async function openBrowser(locale: Locale, viewport = { width: 1280, height: 800 }): Promise<Page> {
    context = await launchInstallableProfile(profileDir, { locale, viewport });
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      // The browser's own lines about requests the tests make fail on purpose (offline, a refused sign-in).
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console: ${message.text()}`);
    });
    return page;
  }

  /** Opens the sign-in page and waits for its worker to be active, the build precached. */
  async function openSignInWithWorker(page: Page): Promise<void> {
    await page.goto(`${server.url}/login`);
    await page.getByTestId('sign-in-email').waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
  }

  function workerState(page: Page): Promise<WorkerState> {
    return page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        controller: navigator.serviceWorker.controller?.scriptURL ?? null,
        active: registration?.active?.state ?? null,
        waiting: (registration?.waiting ?? null) !== null,
      };
    });
  }

  /**
   * A new build, as a deployment brings one: a new entry script (the old one's copy under another hash), the page
   * naming it (and marked, so the test can tell the builds apart), and a worker precaching the new script and the
   * new page (the page's revision changed). The worker's compressed copies go, so the server sends the new one.
   */
  function publishNewBuild(): void {
    const pagePath = path.join(staticDir, 'index.html');
    const workerPath = path.join(staticDir, 'sw.js');
    const page = fs.readFileSync(pagePath, 'utf8');
    const oldMain = HASHED_MAIN.exec(page)?.[0];
    if (oldMain === undefined) throw new Error('the built page names no hashed main script');
    const newMain = '/assets/main.0000000000000000b2b2.js';
    fs.copyFileSync(path.join(staticDir, oldMain), path.join(staticDir, newMain));
    fs.writeFileSync(pagePath, page.replace(oldMain, newMain).replace('<title>', '<meta name="e2e-build" content="2"><title>'));

    const worker = fs.readFileSync(workerPath, 'utf8');
    const pageEntry = /\{'revision':'[0-9a-f]+','url':'\/'\}/;
    if (!pageEntry.test(worker) || !worker.includes(oldMain)) throw new Error('the worker does not precache the page and its script');
    fs.writeFileSync(workerPath, worker.replace(pageEntry, "{'revision':'b2b2','url':'/'}").replace(oldMain, newMain));
    fs.rmSync(`${workerPath}.br`, { force: true });
    fs.rmSync(`${workerPath}.gz`, { force: true });
  }

  describe.each(['en-US', 'fr-FR'] as const)('in %s', (locale) => {
    it('meets the install criteria with the manifest in the browser’s language, then offers a new build to an open tab and reloads onto it', async () => {
      // French on a phone's width, where the offer must fit; from the keyboard there, with a click in English.
      const phone = locale === 'fr-FR';
      const page = await openBrowser(locale, phone ? { width: 360, height: 740 } : { width: 1280, height: 800 });
      await openSignInWithWorker(page);
      const devTools = await page.context().newCDPSession(page);
      expect(await devTools.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });
      const manifest = await devTools.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
        name: locale === 'fr-FR' ? 'Suivi de recherche d’emploi' : 'Job Search Tracker',
        display: 'standalone',
      });
      await devTools.detach();

      // The tab as a person comes back to it: served by the worker, which precached this build.
      await page.reload();
      await page.getByTestId('sign-in-email').waitFor();
      expect(await workerState(page)).toMatchObject({ controller: `${server.url}/sw.js`, waiting: false });
      expect(await page.getByTestId('app-update').textContent()).toBe('');

      publishNewBuild();
      // What the tab does every hour, and when it is shown again.
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });

      const offer = page.getByRole('status').filter({ hasText: messageText(locale, 'appUpdate.prompt.available') });
      await offer.waitFor();
      const button = offer.getByRole('button', { name: messageText(locale, 'appUpdate.prompt.reload') });
      expect(await workerState(page)).toMatchObject({ waiting: true });
      const reloaded = page.waitForEvent('load');
      if (phone) {
        const box = await button.boundingBox();
        expect(box).not.toBeNull();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        await button.focus();
        await page.keyboard.press('Enter');
      } else {
        await button.click();
      }
      await reloaded;
      await page.getByTestId('sign-in-email').waitFor();
      expect(await page.locator('meta[name="e2e-build"]').getAttribute('content')).toBe('2');
      expect(await workerState(page)).toEqual({ controller: `${server.url}/sw.js`, active: 'activated', waiting: false });
      // The new build is the worker's own: nothing more is offered.
      await page.waitForTimeout(500);
      expect(await page.getByTestId('app-update').textContent()).toBe('');
      expect(problems).toEqual([]);
    });
  });

  it('starts offline from the worker’s copy, and signs in once back online though the copy’s token is old', async () => {
    const page = await openBrowser('en-US');
    await openSignInWithWorker(page);
    const onlineToken = await page.getAttribute('meta[name="csrf-token"]', 'content');

    // The browser lost its CSRF seed cookie (as a restarted browser loses a session cookie), then the network.
    await page.context().clearCookies();
    await page.context().setOffline(true);
    await page.reload();
    await page.getByTestId('sign-in-email').waitFor();
    // The page is the worker's copy, made when the worker installed, with the token of that day.
    expect(await page.getAttribute('meta[name="csrf-token"]', 'content')).toMatch(/^[\w-]+\.[\w-]+$/);

    await page.context().setOffline(false);
    const answers: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname === '/api/login' || pathname === '/api/csrf_token') answers.push(`${response.request().method()} ${pathname} ${String(response.status())}`);
    });
    await page.getByTestId('sign-in-email').fill('nobody-installable@example.test');
    await page.getByTestId('sign-in-password').fill('Not-The-Password-1');
    await page.getByTestId('sign-in-submit').click();
    // Refused for its token, renewed, sent again: the server then checked the password.
    await page.getByText(messageText('en-US', 'session.error.invalidCredentials')).waitFor();
    expect(answers).toEqual(['POST /api/login 403', 'GET /api/csrf_token 200', 'POST /api/login 401']);
    const renewedToken = await page.getAttribute('meta[name="csrf-token"]', 'content');
    expect(renewedToken).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(renewedToken).not.toBe(onlineToken);
    expect(problems).toEqual([]);
  });
});
