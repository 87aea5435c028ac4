// Every page fits a 360 px phone and a 1280 px desktop, in English and in French: nothing makes the page
// scroll sideways. One account per language, with an application whose title has long words, a company and
// an action, so the pages show real content; signed-out pages are seen from a fresh profile.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type ConfirmedAccount, openSignedInPage, signUpConfirmedAccount } from './support/accountApi';
import { launchBrowser } from './support/browser';
import { messageText } from './support/catalogs';
import { addAction, createApplication, nextWeekAt, settled, UI_TIMEOUT_MS } from './support/jobSearchPages';
import { type RunningServer, sharedServer } from './support/server';

/** Where to keep a screenshot of every page seen, to look at them: set E2E_SCREENSHOTS to a folder. */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** How long a page's live content may take to replace its placeholders. */
const CONTENT_WAIT_MS = 5_000;

/** Signing up (captcha proof of work), then about forty page views. */
const TEST_TIMEOUT_MS = 240_000;

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

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
  '/files',
  '/files_selection',
  '/ai_history',
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
  const contexts: BrowserContext[] = [];
  let problems: string[] = [];

  async function newContext(width: number, height: number): Promise<BrowserContext> {
    const context = await browser.newContext({ locale, viewport: { width, height }, extraHTTPHeaders: server.clientHeaders });
    contexts.push(context);
    context.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`));
    context.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    return context;
  }

  /** Opens `route`, waits for its content to show and its animations to end, and answers what overflows. */
  async function overflowAt(page: Page, route: string): Promise<string | null> {
    await page.goto(`${server.url}${route}`);
    await page.locator('[data-testid="app-shell"]').waitFor({ timeout: UI_TIMEOUT_MS });
    await page.waitForLoadState('networkidle');
    // Live answers come after the page loads: lay out what they fill in too. A page whose placeholder stays
    // (a failed load) is checked as it is.
    await page
      .locator('.ant-skeleton-active, .app-skeleton-bar')
      .first()
      .waitFor({ state: 'detached', timeout: CONTENT_WAIT_MS })
      .catch(() => undefined);
    await settled(page);
    await keepScreenshot(page, route);
    return horizontalOverflow(page);
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
    await addAction(page, {
      typeLabel: messageText(locale, 'actions.type.interview'),
      title: locale === 'fr-FR' ? 'Entretien technique avec l’équipe plateforme' : 'Technical interview with the platform team',
      moment: await nextWeekAt(page, 10),
    });
  }, TEST_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    await browser.close();
    await server.close();
  });
  beforeEach(() => {
    problems = [];
  });

  it.each(VIEWPORTS)(
    'lays out every signed-out page without sideways scrolling on a $name ($width px)',
    async ({ width, height }) => {
      const page = await (await newContext(width, height)).newPage();
      const overflows: string[] = [];
      for (const route of SIGNED_OUT_PATHS) {
        const overflow = await overflowAt(page, route);
        if (overflow !== null) overflows.push(`${route}: ${overflow}`);
      }
      expect(overflows).toEqual([]);
      expect(problems.filter((problem) => !isExpectedRefusal(problem))).toEqual([]);
      // The check itself sees a page that does scroll sideways.
      await page.evaluate(() => {
        const wide = document.createElement('div');
        wide.style.width = '2000px';
        wide.style.height = '10px';
        wide.dataset.testid = 'too-wide';
        document.body.append(wide);
      });
      expect(await horizontalOverflow(page)).toContain('[data-testid=too-wide]');
    },
    TEST_TIMEOUT_MS,
  );

  it.each(VIEWPORTS)(
    'lays out every signed-in page, each tab of an application and the menu without sideways scrolling on a $name ($width px)',
    async ({ width, height }) => {
      const page = await openSignedInPage(await newContext(width, height), server, account);
      const overflows: string[] = [];
      for (const route of SIGNED_IN_PATHS) {
        const overflow = await overflowAt(page, route);
        if (overflow !== null) overflows.push(`${route}: ${overflow}`);
      }
      const applicationPath = `/job_applications/${applicationId}`;
      await overflowAt(page, applicationPath);
      await page.getByTestId('job-application-title').waitFor({ timeout: UI_TIMEOUT_MS });
      for (const tab of APPLICATION_TABS) {
        await page.getByTestId(`tab-${tab}`).click();
        await settled(page);
        await keepScreenshot(page, `application-${tab}`);
        const overflow = await horizontalOverflow(page);
        if (overflow !== null) overflows.push(`${applicationPath} (tab ${tab}): ${overflow}`);
      }
      await page.getByTestId('menu-toggle').click();
      await page.getByTestId('drawer-menu').waitFor({ timeout: UI_TIMEOUT_MS });
      await settled(page);
      await keepScreenshot(page, 'menu');
      const menuOverflow = await horizontalOverflow(page);
      if (menuOverflow !== null) overflows.push(`the menu: ${menuOverflow}`);
      expect(overflows).toEqual([]);
      expect(problems).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it('shows the list as one card per application on a phone, and as a table on a desktop', async () => {
    const phone = await openSignedInPage(await newContext(360, 740), server, account);
    const card = phone.locator(`li[data-testid="job-application-row"][data-id="${applicationId}"]`);
    await card.getByRole('link').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await phone.locator('table').count()).toBe(0);
    const desktop = await openSignedInPage(await newContext(1280, 800), server, account);
    await desktop.locator(`tr[data-testid="job-application-row"][data-id="${applicationId}"]`).getByRole('link').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(problems).toEqual([]);
  }, TEST_TIMEOUT_MS);
});
