// Every page fits a 360 px phone and a 1280 px desktop, in English and in French: nothing makes the page
// scroll sideways. One account per language, with an application whose title has long words, a company and
// an action, so the pages show real content; signed-out pages are seen from a fresh profile.
//
// Each page is loaded once and looked at in both widths: in the width it was loaded in, then with the window
// resized to the other (the next page loads in that one, so each width sees fresh loads and resizes alike).
// The layout follows a resize: plain.css and antd's grid are media queries, and the one choice made in script
// (a phone's cards or a wide screen's table, useNarrowScreen) follows matchMedia. The last test checks the list
// both ways; and when this was written, every view here laid out after a resize was compared, element box by
// element box, with the same view loaded in that width: the same. The pages looked at run their animations
// faster (quickAnimations): each is looked at once they have ended.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type ConfirmedAccount, openSignedInPage, signUpConfirmedAccount } from './support/accountApi';
import { launchBrowser, newProfile } from './support/browser';
import { messageText } from './support/catalogs';
import { addAction, createApplication, nextWeekAt, settled, UI_TIMEOUT_MS } from './support/jobSearchPages';
import { contentReady, pageReady, quickAnimations } from './support/pageReady';
import { type RunningServer, sharedServer } from './support/server';

/** Where to keep a screenshot of every page seen, to look at them: set E2E_SCREENSHOTS to a folder. */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** Signing up (captcha proof of work), then about forty page views. */
const TEST_TIMEOUT_MS = 240_000;

interface Viewport {
  readonly name: string;
  readonly width: number;
  readonly height: number;
}

const PHONE: Viewport = { name: 'phone', width: 360, height: 740 };
const DESKTOP: Viewport = { name: 'desktop', width: 1280, height: 800 };

/** The width a page is in, then the other one. */
function inOrderFrom(page: Page): readonly [Viewport, Viewport] {
  return page.viewportSize()?.width === PHONE.width ? [PHONE, DESKTOP] : [DESKTOP, PHONE];
}

/** Resizes the window and waits for the page to lay itself out again, as a turned phone or a dragged edge does. */
async function resize(page: Page, viewport: Viewport): Promise<void> {
  if (page.viewportSize()?.width === viewport.width) return;
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  // The resize and the media queries' changes are handled before the next frame's callbacks, and what they set
  // off (React's renders, antd's resize observers) before the one after.
  const seen = await page.evaluate(
    () => new Promise<{ width: number; wide: boolean }>((resolve) => {
      requestAnimationFrame(() => {
        requestAnimationFrame(() => {
          resolve({ width: document.documentElement.clientWidth, wide: window.matchMedia('(min-width: 768px)').matches });
        });
      });
    }),
  );
  if (seen.width !== viewport.width || seen.wide !== viewport.width >= 768) {
    throw new Error(`resized to ${String(viewport.width)} px, the page sees ${String(seen.width)} px (wide: ${String(seen.wide)})`);
  }
  // A part drawn at one width only may have its code or content to fetch.
  await contentReady(page);
}

const SIGNED_OUT_PATHS = [
  '/login',
  '/sign_up',
  '/sign_up_confirmation',
  '/sign_up_confirmation/not-a-real-code',
  '/reset_password',
  '/reset_password_confirmation/not-a-real-code',
];

const SIGNED_IN_PATHS = [
  '/',
  '/new_job_application',
  '/actions/future',
  '/actions',
  '/files',
  '/files_selection',
  '/ai_history',
  '/ai_history/00000000-0000-4000-8000-000000000000',
  '/transactions',
  '/payment_options',
  '/payment/success',
  '/payment_canceled',
  '/help',
  '/no/such/page',
];

const APPLICATION_TABS = ['actions', 'files', 'company', 'notes', 'job_description', 'ai'] as const;

/**
 * What reaches past the window's right edge, or null when nothing does: the page scrolling sideways, or an
 * element cut off at the edge (a page that clips its overflow hides it instead of scrolling). Content inside
 * a box that scrolls or clips within the window (a tab bar's own scroller) is the box's business, not the
 * page's. The outermost culprits are named (tag, test id, classes) for the failure message.
 */
async function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const viewportWidth = root.clientWidth;
    const scrollsSideways = root.scrollWidth > viewportWidth;
    const containedByInnerScroller = (element: Element): boolean => {
      for (let parent = element.parentElement; parent !== null && parent !== document.body; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX !== 'visible' && parent.getBoundingClientRect().right <= viewportWidth + 1) return true;
      }
      return false;
    };
    const culprits: Element[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= viewportWidth + 1) continue;
      if (culprits.some((culprit) => culprit.contains(element)) || containedByInnerScroller(element)) continue;
      culprits.push(element);
      if (culprits.length >= 5) break;
    }
    if (!scrollsSideways && culprits.length === 0) return null;
    const named = culprits.map((element) => {
      const testId = element.getAttribute('data-testid');
      const classes = typeof element.className === 'string' ? element.className.split(' ').slice(0, 2).join('.') : '';
      const right = Math.round(element.getBoundingClientRect().right);
      return `${element.tagName.toLowerCase()}${testId === null ? '' : `[data-testid=${testId}]`}${classes === '' ? '' : `.${classes}`} (right edge ${right} px)`;
    });
    return `the page is ${root.scrollWidth} px wide in a ${viewportWidth} px window; sticking out: ${named.join(', ') || 'nothing visible'}`;
  });
}

describe.each(['en-US', 'fr-FR'] as const)('pages at 360 px and 1280 px in Chromium (%s)', (locale) => {
  let server: RunningServer;
  let browser: Browser;
  let account: ConfirmedAccount;
  let applicationId: string;
  let actionId: string;
  const contexts: BrowserContext[] = [];
  let problems: string[] = [];

  async function newContext(width: number, height: number): Promise<BrowserContext> {
    const context = await newProfile(browser, { locale, viewport: { width, height }, extraHTTPHeaders: server.clientHeaders });
    contexts.push(context);
    context.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`));
    context.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    return context;
  }

  /**
   * What overflows on the page as it is, at the width it is in and then resized to the other, one line per
   * width (`phone (360 px) /help: ...`); `view` names the page in the messages and screenshots.
   */
  async function overflowsAtBothWidths(page: Page, view: string): Promise<string[]> {
    const overflows: string[] = [];
    for (const viewport of inOrderFrom(page)) {
      await resize(page, viewport);
      await keepScreenshot(page, view);
      const overflow = await horizontalOverflow(page);
      if (overflow !== null) overflows.push(`${viewport.name} (${String(viewport.width)} px) ${view}: ${overflow}`);
    }
    return overflows;
  }

  /**
   * Opens `route` in the page's width, waits for its content (and for the element `shown`, when given: live
   * content drawn without a placeholder) and for its animations to end; see overflowsAtBothWidths.
   */
  async function routeOverflows(page: Page, route: string, shown?: string): Promise<string[]> {
    await page.goto(`${server.url}${route}`);
    await pageReady(page);
    if (shown !== undefined) {
      await page.getByTestId(shown).waitFor({ timeout: UI_TIMEOUT_MS });
      await settled(page);
    }
    return overflowsAtBothWidths(page, route);
  }

  /** Failures the signed-out pages ask for on purpose (a made-up confirmation code): the browser logs them. */
  const isExpectedRefusal = (problem: string) => problem.includes('status of 400 (Bad Request)');

  async function keepScreenshot(page: Page, name: string): Promise<void> {
    if (SCREENSHOTS === undefined) return;
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, `${locale}-${page.viewportSize()?.width ?? 0}-${name.replace(/\W+/g, '_')}.png`), fullPage: true });
  }

  beforeAll(async () => {
    server = sharedServer();
    browser = await launchBrowser();
    account = await signUpConfirmedAccount(server, locale);
    const context = await newContext(1280, 800);
    const page = await openSignedInPage(context, server, account);
    applicationId = await createApplication(page, server.url, locale, {
      title:
        locale === 'fr-FR'
          ? 'Ingénieure en infrastructures cloud hyperconvergées et observabilité distribuée'
          : 'Principal infrastructure engineer for hyperconverged observability platforms',
      url: 'https://jobs.example.org/offers/a-very-long-address-without-any-break-at-all-0123456789abcdefghijklmnopqrstuvwxyz',
      newCompany: locale === 'fr-FR' ? 'Société Internationale de Télécommunications Aéronautiques' : 'International Consolidated Airlines Group',
    });
    const action = await addAction(page, {
      typeLabel: messageText(locale, 'actions.type.interview'),
      title: locale === 'fr-FR' ? 'Entretien technique avec l’équipe plateforme' : 'Technical interview with the platform team',
      moment: await nextWeekAt(page, 10),
    });
    actionId = (await action.getAttribute('data-id')) ?? '';
  }, TEST_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    await browser.close();
    await server.close();
  });
  beforeEach(() => {
    problems = [];
  });

  it(
    'lays out every signed-out page without sideways scrolling on a phone (360 px) and on a desktop (1280 px)',
    async () => {
      const page = await (await newContext(PHONE.width, PHONE.height)).newPage();
      await quickAnimations(page);
      const overflows: string[] = [];
      for (const route of SIGNED_OUT_PATHS) overflows.push(...(await routeOverflows(page, route)));
      expect(overflows).toEqual([]);
      expect(problems.filter((problem) => !isExpectedRefusal(problem))).toEqual([]);
      // The check itself sees a page that does scroll sideways, in both widths.
      await page.evaluate(() => {
        const wide = document.createElement('div');
        wide.style.width = '2000px';
        wide.style.height = '10px';
        wide.dataset.testid = 'too-wide';
        document.body.append(wide);
      });
      for (const viewport of inOrderFrom(page)) {
        await resize(page, viewport);
        expect(await horizontalOverflow(page)).toContain('[data-testid=too-wide]');
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'lays out every signed-in page, each tab of an application and the menu without sideways scrolling on a phone (360 px) and on a desktop (1280 px)',
    async () => {
      const page = await openSignedInPage(await newContext(PHONE.width, PHONE.height), server, account);
      await quickAnimations(page);
      const overflows: string[] = [];
      for (const route of SIGNED_IN_PATHS) overflows.push(...(await routeOverflows(page, route)));
      // The action's own page names its application once that arrives, without a placeholder.
      overflows.push(...(await routeOverflows(page, `/actions/${actionId}`, 'dated-action-company')));
      const applicationPath = `/job_applications/${applicationId}`;
      // The application's status comes after its page, without a placeholder.
      overflows.push(...(await routeOverflows(page, applicationPath, 'job-application-status')));
      for (const tab of APPLICATION_TABS) {
        // Each tab is chosen on the desktop, where every tab's label is in view (on a phone the last ones are
        // behind the tab bar's "more" button), then looked at in both widths.
        await resize(page, DESKTOP);
        await page.getByTestId(`tab-${tab}`).click();
        await page.locator('[role="tab"][aria-selected="true"]').getByTestId(`tab-${tab}`).waitFor({ timeout: UI_TIMEOUT_MS });
        await contentReady(page);
        overflows.push(...(await overflowsAtBothWidths(page, `${applicationPath} (tab ${tab})`)));
      }
      await page.getByTestId('menu-toggle').click();
      await page.getByTestId('drawer-menu').waitFor({ timeout: UI_TIMEOUT_MS });
      await contentReady(page);
      overflows.push(...(await overflowsAtBothWidths(page, 'the menu')));
      expect(overflows).toEqual([]);
      expect(problems).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it('shows the list as one card per application on a phone and as a table on a desktop, loaded in either width or resized to it', async () => {
    const page = await openSignedInPage(await newContext(PHONE.width, PHONE.height), server, account);
    const card = page.locator(`li[data-testid="job-application-row"][data-id="${applicationId}"]`);
    const row = page.locator(`tr[data-testid="job-application-row"][data-id="${applicationId}"]`);
    const showsCardsOnly = async () => {
      await card.getByRole('link').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await page.locator('table').count()).toBe(0);
    };
    await showsCardsOnly();
    await resize(page, DESKTOP);
    await row.getByRole('link').waitFor({ timeout: UI_TIMEOUT_MS });
    await page.reload();
    await row.getByRole('link').waitFor({ timeout: UI_TIMEOUT_MS });
    await resize(page, PHONE);
    await showsCardsOnly();
    expect(problems).toEqual([]);
  }, TEST_TIMEOUT_MS);
});
