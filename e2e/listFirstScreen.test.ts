// The applications list is the page a signed-in visitor opens first, and it needs none of antd's code or
// stylesheet and none of zod (the contract's runtime schemas), neither on a phone (cards) nor on a wide screen (a
// table): zod comes with the first change pushed, whose check needs it, and the notification of that change is
// drawn without antd. Proved here in Chromium against the real server process, in English and in French: with
// every file of the build that holds antd or zod refused, the list shows its applications on both screens and
// asks for none of them; with zod let through, a change made on another device shows in the phone's list with
// its notification, and antd is still never asked for. A returning visitor's first screen shows before the list
// itself has arrived.
import fs from 'node:fs';
import path from 'node:path';
import type { Page, WebSocketRoute } from 'playwright-core';
import { signUpConfirmedAccount } from './support/accountApi';
import { messageText } from './support/catalogs';
import { useSignedInDevices } from './support/devices';
import { forgetWorkspaceCopy } from './support/offlineCopy';
import { createApplication, UI_TIMEOUT_MS, waitForText } from './support/jobSearchPages';

/** Where the build writes the app the server serves. */
const BUILT_ASSETS = path.resolve(__dirname, '../dist/public/assets');

/** The build's scripts holding code of one of `packages` (from their source maps). */
function scriptsHolding(packages: RegExp): Set<string> {
  const files = new Set<string>();
  for (const name of fs.readdirSync(BUILT_ASSETS)) {
    const file = path.join(BUILT_ASSETS, name);
    if (name.endsWith('.js') && fs.existsSync(`${file}.map`)) {
      const { sources } = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
      if (sources.some((source) => packages.test(source))) files.add(`/assets/${name}`);
    }
  }
  return files;
}

/** The build's scripts holding zod's code and none of antd's. */
function zodOnlyFiles(): Set<string> {
  const antd = scriptsHolding(/node_modules\/antd\//);
  return new Set([...scriptsHolding(/node_modules\/zod\//)].filter((file) => !antd.has(file)));
}

/** The build's scripts holding antd's or zod's code, and antd's stylesheets. */
function antdAndZodFiles(): Set<string> {
  const files = scriptsHolding(/node_modules\/(antd|zod)\//);
  for (const name of fs.readdirSync(BUILT_ASSETS)) {
    if (name.endsWith('.css') && fs.readFileSync(path.join(BUILT_ASSETS, name), 'utf8').includes('.ant-')) files.add(`/assets/${name}`);
  }
  return files;
}

/** Whether a frame from the server is the answer to `job_application.list_creation_dates`: dates, no titles. */
function isCreationDatesAnswer(frame: string): boolean {
  const message: unknown = JSON.parse(frame);
  if (!Array.isArray(message) || message[3] !== 'response') return false;
  const payload: unknown = message[4];
  if (typeof payload !== 'object' || payload === null || !('data' in payload) || !Array.isArray(payload.data)) return false;
  return payload.data.every((item: unknown) => typeof item === 'object' && item !== null && 'created' in item && !('title' in item));
}

/**
 * A page's socket, passed through to the server but for the list's answer, held until `release()`; `held` settles
 * once that answer has come and is being held.
 */
function holdListAnswer() {
  let markHeld: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    markHeld = resolve;
  });
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const route = (page: WebSocketRoute) => {
    const server = page.connectToServer();
    server.onMessage(async (frame) => {
      if (typeof frame === 'string' && isCreationDatesAnswer(frame)) {
        markHeld();
        await released;
      }
      page.send(frame);
    });
  };
  return { route, held, release };
}

/** A test signs up (captcha proof of work) and creates an application through the pages. */
const TEST_TIMEOUT_MS = 120_000;

describe.each(['en-US', 'fr-FR'] as const)("the applications list's first screen (%s)", (locale) => {
  const devices = useSignedInDevices(locale);

  it(
    'shows the applications without antd or zod, the first screen shown last before the list, and a change pushed later without antd',
    async () => {
      const account = await signUpConfirmedAccount(devices.server, locale);
      const desktop = await devices.signedInDevice(account);
      const title = locale === 'fr-FR' ? 'Développeuse mobile' : 'Mobile developer';
      await createApplication(desktop, devices.server.url, locale, {
        title,
        url: 'https://jobs.example.org/offers/7',
        newCompany: `Globex ${locale}`,
      });

      const refusable = antdAndZodFiles();
      expect(refusable.size).toBeGreaterThan(0);
      // A new page of the same profile (signed in), on a phone's screen; routing skips the HTTP cache.
      const phone = await desktop.context().newPage();
      await phone.setViewportSize({ width: 360, height: 740 });
      const refused: string[] = [];
      const refuseAntdAndZod = (page: Page) =>
        page.route('**/assets/**', async (route) => {
          const pathname = new URL(route.request().url()).pathname;
          if (refusable.has(pathname)) {
            refused.push(pathname);
            await route.abort();
          } else {
            await route.continue();
          }
        });
      await refuseAntdAndZod(phone);

      await phone.goto(`${devices.server.url}/job_applications`);
      await waitForText(phone.getByTestId('page-title'), messageText(locale, 'jobApplications.list.title'));
      const card = phone.getByTestId('job-application-row').first();
      await waitForText(card.getByRole('link'), title);
      expect(await phone.getByTestId('job-application-status').first().textContent()).toBe(messageText(locale, 'jobApplications.status.new'));

      // A wide screen's table, in another page of the profile.
      const wide = await desktop.context().newPage();
      await wide.setViewportSize({ width: 1280, height: 800 });
      await refuseAntdAndZod(wide);
      await wide.goto(`${devices.server.url}/job_applications`);
      await waitForText(wide.locator('tr[data-testid="job-application-row"]').first().getByRole('link'), title);
      await wide.getByRole('columnheader', { name: messageText(locale, 'jobApplications.list.columnTitle') }).waitFor({ timeout: UI_TIMEOUT_MS });
      // Settled: long after the pages' own work and the browser's first idle moments, nothing was asked of them.
      await phone.waitForTimeout(3000);
      expect(refused).toEqual([]);
      await wide.close();

      // The first screen shown last is shown again before the list arrives: here its answer is held back.
      // Without the copy of the workspace a returning visitor's list draws from (its statuses included): this is
      // the first screen of a visit without one (offline.test.ts and the first-title bench cover the copy).
      const heldList = await desktop.context().newPage();
      await forgetWorkspaceCopy(desktop.context(), heldList, devices.server.url);
      const list = holdListAnswer();
      await heldList.routeWebSocket(/\/user_socket\/websocket/, list.route);
      await heldList.goto(`${devices.server.url}/job_applications`);
      await waitForText(heldList.locator('tr[data-testid="job-application-row"]').first().getByRole('link'), title);
      // The list's answer is not lost on the way: it is held, not yet sent to the page.
      await list.held;
      // The statuses are asked for once the list is there.
      expect(await heldList.getByTestId('job-application-status').count()).toBe(0);
      list.release();
      await waitForText(heldList.getByTestId('job-application-status').first(), messageText(locale, 'jobApplications.status.new'));
      await heldList.close();

      // A change made on the desktop reaches the phone: its check downloads zod, and its notification needs no antd.
      for (const file of zodOnlyFiles()) refusable.delete(file);
      const otherTitle = locale === 'fr-FR' ? 'Développeuse web' : 'Web developer';
      await createApplication(desktop, devices.server.url, locale, {
        title: otherTitle,
        url: 'https://jobs.example.org/offers/8',
        newCompany: `Initech ${locale}`,
      });
      await waitForText(phone.getByTestId('job-application-row').filter({ hasText: otherTitle }).getByRole('link'), otherTitle);
      await phone
        .getByTestId('live-notification')
        .filter({ hasText: messageText(locale, 'notifications.createdJobApplication', { title: otherTitle }) })
        .waitFor({ timeout: UI_TIMEOUT_MS });
      expect(refused).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});
