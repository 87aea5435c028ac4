// The browser side of the first-title benchmark: marks noted by the page's own clock, a signed-in profile, and
// one load of the list page in it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type ConfirmedAccount, openSignedInPage } from '../../e2e/support/accountApi';
import { newVisitor } from '../../e2e/support/browser';
import type { RunningServer } from '../../e2e/support/server';
import { awaitWorkspaceCopy, forgetWorkspaceCopy } from '../../e2e/support/offlineCopy';

export const LIST_PATH = '/job_applications';

/** What the benchmark looks for, each the first element of its kind to enter the DOM. */
export const MARK_SELECTORS = {
  /** The app shell: the layout with the header, shown before any page's data. */
  shell: '[data-testid="app-shell"]',
  /** The header's badge once the live channel has joined; being in the shell, it is never noted before it. */
  joined: '[data-testid="connection-status"][data-status="connected"]',
  /** The first row of the list, a skeleton until its application is loaded. */
  firstRow: '[data-testid="job-application-row"]',
  /** The first row showing its application's title, a link to the application. */
  firstTitle: `[data-testid="job-application-row"] a[href^="${LIST_PATH}/"]`,
} as const;

export type Mark = keyof typeof MARK_SELECTORS;

/**
 * The first row's status, shown once the list page's last request (every status) is answered. A load ends there
 * rather than at its title, so that the next load starts with the server and the browser idle: the statuses of
 * 5,000 applications, still being read and sent for a page closed at its title, delayed the next page's titles.
 */
const SETTLED_SELECTOR = '[data-testid="job-application-row"] [data-testid="job-application-status"]';

/** Milliseconds from navigation start (the page's performance.now()) when each mark first matched. */
export type PageMarks = Readonly<Record<Mark, number>>;

declare global {
  interface Window {
    __firstTitleMarks?: Partial<Record<Mark, number>>;
  }
}

/**
 * Runs in every page of the profile before its scripts. A MutationObserver's callback runs right after the
 * DOM change that added (or, for the badge, restyled) the element, before the paint that shows it, and reads
 * the page's own clock, whose zero is the navigation start; it stops once every mark is taken.
 */
function installMarks(selectors: Readonly<Record<Mark, string>>): void {
  const marks: Partial<Record<Mark, number>> = {};
  window.__firstTitleMarks = marks;
  const pending = Object.entries(selectors) as [Mark, string][];
  const observer = new MutationObserver(() => {
    const now = performance.now();
    for (const [mark, selector] of pending) {
      if (marks[mark] === undefined && document.querySelector(selector) !== null) marks[mark] = now;
    }
    if (pending.every(([mark]) => marks[mark] !== undefined)) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-status'] });
}

/**
 * A fresh profile signed in as the account (a session from POST /api/login, opened with its login link), whose
 * pages all carry the marks. Signing in loads the bundle, so the measured loads find it in the HTTP cache, as a
 * returning visitor does.
 */
export async function signedInProfile(browser: Browser, server: RunningServer, account: ConfirmedAccount): Promise<BrowserContext> {
  const context = await newVisitor(browser, account.locale);
  await context.addInitScript(installMarks, MARK_SELECTORS);
  const page = await openSignedInPage(context, server, account);
  await page.close();
  return context;
}

/** A slower network than loopback, as Chromium's DevTools emulate it (WebSocket frames included). */
export interface EmulatedLink {
  /** Each way. */
  readonly megabitsPerSecond: number;
  /** Added to every request and response, WebSocket frames included. */
  readonly latencyMs: number;
}

async function emulateLink(context: BrowserContext, page: Page, link: EmulatedLink): Promise<void> {
  const session = await context.newCDPSession(page);
  const bytesPerSecond = (link.megabitsPerSecond * 1_000_000) / 8;
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: link.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
}

/**
 * A first visit finds no copy of the workspace in the browser (the HTTP cache still holds the bundle); a
 * returning visitor's list draws from the copy its last visit left.
 */
export type Visit = 'first' | 'returning';

/**
 * Opens the list in a new page of the profile (over `link` when given, else loopback as it is) and answers its
 * marks once a row shows its title and its status. A first visit starts without the copy of the workspace; a
 * returning one waits, at its end, for the page to write it for the next.
 */
export async function loadListOnce(
  context: BrowserContext,
  server: RunningServer,
  timeoutMs: number,
  link?: EmulatedLink,
  visit: Visit = 'returning',
): Promise<PageMarks> {
  const page = await context.newPage();
  try {
    if (link !== undefined) await emulateLink(context, page, link);
    if (visit === 'first') await forgetWorkspaceCopy(context, page, server.url);
    const startedAt = Date.now();
    await page.goto(`${server.url}${LIST_PATH}`, { waitUntil: 'commit' });
    try {
      await page.waitForSelector(MARK_SELECTORS.firstTitle, { state: 'attached', timeout: timeoutMs });
      // The badge may turn "connected" after the title in a slow run: its mark is for the report only.
      await page.waitForSelector(MARK_SELECTORS.joined, { state: 'attached', timeout: timeoutMs });
    } catch (error) {
      throw new Error(`no titled row within ${timeoutMs} ms: ${await describePage(page)}`, { cause: error });
    }
    const marks = await page.evaluate(() => window.__firstTitleMarks);
    await page.waitForSelector(SETTLED_SELECTOR, { state: 'attached', timeout: timeoutMs }).catch((error: unknown) => {
      throw new Error(`no status on the first row within ${timeoutMs} ms after its title`, { cause: error });
    });
    if (visit === 'returning') await awaitWorkspaceCopy(page, startedAt, timeoutMs);
    return completeMarks(marks);
  } finally {
    await page.close();
  }
}

function completeMarks(marks: Partial<Record<Mark, number>> | undefined): PageMarks {
  const { shell, joined, firstRow, firstTitle } = marks ?? {};
  if (shell === undefined || joined === undefined || firstRow === undefined || firstTitle === undefined) {
    throw new Error(`the page did not note every mark: ${JSON.stringify(marks)}`);
  }
  return { shell, joined, firstRow, firstTitle };
}

/** What the page shows instead of a titled row, for the error. */
async function describePage(page: Page): Promise<string> {
  const count = (selector: string): Promise<number> => page.locator(selector).count().catch(() => -1);
  const status = await page
    .locator('[data-testid="connection-status"]')
    .getAttribute('data-status', { timeout: 1000 })
    .catch(() => null);
  return `${await count(MARK_SELECTORS.shell)} app shell, ${await count(MARK_SELECTORS.firstRow)} rows, connection ${status ?? 'unknown'}, at ${page.url()}`;
}
