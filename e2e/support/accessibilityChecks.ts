// Every route in English and in French, signed out and signed in, as axe-core sees it in Chromium: no serious
// or critical violation (WCAG 2.0 to 2.2, A and AA, and axe's best practices), exactly one h1, a skip link as
// the first Tab stop that moves focus to the page's main landmark, and a visible focus indicator on the first
// Tab stops. Each view is then turned dark (the system's scheme emulated, which the app follows while it is
// open) and checked again with axe's colour rules: the rest of a view is the same in both schemes.
// One account per language, with an application that has a company and an action, so the pages show real
// content (the action's own page among them). Each language is a test file of its own, with its own browser on the shared server; one page per
// test, reused from route to route. The pages checked run their animations faster (quickAnimations): every
// check waits for them to end, and each Tab stop is looked at focused and unfocused once its transitions end.
//
// Set E2E_AXE_SUMMARY to a file path to have every violation (all impacts) written there, counted per route and
// rule: the figures behind the before/after summary of issue 15.
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type ConfirmedAccount, type Locale, openSignedInPage, signUpConfirmedAccount } from './accountApi';
import { launchBrowser, newProfile } from './browser';
import { messageText } from './catalogs';
import { addAction, createApplication, nextWeekAt, settled, UI_TIMEOUT_MS } from './jobSearchPages';
import { pageReady, quickAnimations } from './pageReady';
import { type RunningServer, sharedServer } from './server';

const AXE_PATH = require.resolve('axe-core/axe.min.js');

/**
 * The rules run: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. Named, because axe's
 * default set leaves out the WCAG 2.2 rules (target-size among them).
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;
const SUMMARY_PATH = process.env.E2E_AXE_SUMMARY;

/** The rules run again in the dark theme: the contrast of text, and links told from text by more than colour. */
export const CONTRAST_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** Signing up an account (captcha proof of work) and seeding it, then about thirty page views. */
const TEST_TIMEOUT_MS = 240_000;

/** How many Tab stops after the skip link are checked for a visible focus indicator on each page. */
const FOCUS_STOPS = 8;

const SIGNED_OUT_PATHS = [
  '/login',
  '/login/not-a-login-link',
  '/sign_up',
  '/sign_up_confirmation',
  '/sign_up_confirmation/not-a-real-code',
  '/reset_password',
  '/reset_password_confirmation/not-a-real-code',
];

const SIGNED_IN_PATHS = [
  '/',
  '/board',
  '/capture',
  // A posting that cannot be read: the form kept with what was shared, and why.
  '/capture?title=Shared%20posting&url=http%3A%2F%2F127.0.0.1%3A9%2Fgone',
  '/companies',
  // The page of a company, here of none of the account's: its not-found view.
  '/companies/00000000-0000-4000-8000-000000000000',
  '/import',
  // The figures of the seeded account: one application, under the small-sample threshold.
  '/insights',
  '/new_job_application',
  '/actions/future',
  '/actions',
  '/files',
  '/files_selection',
  '/ai_history',
  // The page of an AI response, here of none of the account's: its not-found view.
  '/ai_history/00000000-0000-4000-8000-000000000000',
  '/transactions',
  '/payment_options',
  '/payment/success',
  '/payment_canceled',
  '/help',
  '/settings',
  '/terms_review',
  '/account/export',
  '/account/delete',
  '/no/such/page',
];

const APPLICATION_TABS = ['actions', 'details', 'files', 'company', 'contacts', 'notes', 'job_description', 'ai'] as const;

/** The impacts this test fails on; minor and moderate ones are only counted in the summary. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly unknown[]; readonly failureSummary?: string }[];
}

/** Every violation axe finds on a view, by view name ("en-US signed-in /help"), for the summary file. */
const summary = new Map<string, readonly AxeViolation[]>();

/** Appends every violation found (all impacts), counted per view and rule, to the summary file. */
function writeSummary(file: string): void {
  const lines: string[] = [];
  for (const [view, violations] of summary) {
    const counts = violations.map((violation) => `${violation.id} (${violation.impact ?? '?'}) x${String(violation.nodes.length)}`);
    lines.push(`${view}: ${counts.length === 0 ? 'none' : counts.join(', ')}`);
  }
  fs.appendFileSync(file, `${lines.join('\n')}\n`);
}

/**
 * Runs axe on the whole document and answers its violations (the context must bypass CSP to inject it): the
 * rules of AXE_TAGS, or only the rules named.
 */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.addScriptTag({ path: AXE_PATH });
  const runOnly = rules === undefined ? { type: 'tag', values: AXE_TAGS } : { type: 'rule', values: rules };
  return page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const results = await axe.run(document, { runOnly: only, resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  }, runOnly);
}

/**
 * Turns the system's colour scheme to `scheme`, and waits until the app shows it: the app follows the system's
 * setting while it is open (src/app/colorScheme.ts), and the colours' transitions end.
 */
export async function showScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction((shown) => document.documentElement.dataset.theme === shown, scheme, { timeout: UI_TIMEOUT_MS });
  await settled(page);
}

/** The serious and critical violations of the view, one line each with its rule, impact and nodes. */
export function blocking(view: string, violations: readonly AxeViolation[]): string[] {
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 5).map((node) => JSON.stringify(node.target));
      const more = violation.nodes.length > 5 ? ` and ${String(violation.nodes.length - 5)} more` : '';
      return `${view}: ${violation.id} (${violation.impact ?? '?'}): ${violation.help} at ${nodes.join(', ')}${more}`;
    });
}

/** How many h1 (and role=heading level 1) the page has: one names the page, more or none confuse. */
async function h1Count(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelectorAll('h1, [role="heading"][aria-level="1"]').length);
}

/**
 * The skip link: the first Tab stop from the top of the page, visible once focused, and Enter on it moves the
 * focus to the main landmark. A page that puts the focus in its main content itself (a sign-in form's first
 * field) is checked from the top of the page all the same. Answers what is wrong, or null.
 */
async function skipLinkProblem(page: Page, locale: Locale): Promise<string | null> {
  const autofocused = await page.evaluate(() => {
    const active = document.activeElement;
    return active !== null && active !== document.body ? (active.closest('main') === null ? 'outside' : 'inside') : 'none';
  });
  if (autofocused === 'outside') return 'the page put the focus outside its main content on load';
  // Focusing the body makes it the starting point of sequential navigation: the next Tab is the page's first.
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
  await page.keyboard.press('Tab');
  const first = await page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (active === null) return null;
    const box = active.getBoundingClientRect();
    return {
      text: active.textContent.trim(),
      href: active.getAttribute('href'),
      visible: box.width > 1 && box.height > 1 && box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight,
    };
  });
  let expected: string;
  try {
    expected = messageText(locale, 'app.layout.skipToContent');
  } catch {
    return 'the app has no skip link message';
  }
  if (first?.text !== expected) return `the first Tab stop is "${first?.text ?? 'nothing'}", not the skip link "${expected}"`;
  if (!first.visible) return 'the skip link is not visible once focused';
  await page.keyboard.press('Enter');
  const target = await page.evaluate(() => {
    const active = document.activeElement;
    return active === null ? 'nothing' : `${active.tagName.toLowerCase()}#${active.id}`;
  });
  const main = await page.evaluate(() => {
    const element = document.querySelector('main');
    return element === null ? 'no main' : `main#${element.id}`;
  });
  if (target !== main || first.href !== `#${main.slice('main#'.length)}`) {
    return `Enter on the skip link (href ${first.href ?? 'none'}) focused ${target}, not the page's ${main}`;
  }
  return null;
}

/**
 * Tabs through the first stops after the skip link and answers those that show no focus indicator: neither
 * the element nor a close ancestor (antd draws some rings on a wrapper) changes outline, box shadow, border or
 * background when focused. The same stop seen twice (a short page wrapping round) ends the walk.
 */
async function focusIndicatorProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < FOCUS_STOPS; stop += 1) {
    await page.keyboard.press('Tab');
    await settled(page);
    const finding = await page.evaluate(async (boundMs) => {
      const active = document.activeElement as HTMLElement | null;
      if (active === null || active === document.body) return null;
      const chain: HTMLElement[] = [];
      for (let element: HTMLElement | null = active; element !== null && chain.length < 4; element = element.parentElement) chain.push(element);
      const look = () =>
        chain.map((element) => {
          const style = getComputedStyle(element);
          const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : 'none';
          return [outline, style.boxShadow, style.borderColor, style.backgroundColor].join('|');
        });
      // antd fades its focus styles in and out: each look waits for the transitions to end.
      const transitionsEnded = () =>
        Promise.race([
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
          new Promise((resolve) => setTimeout(resolve, boundMs)),
        ]);
      // Some components mark their focus a moment later (antd's Select sets a class from a timer).
      const styled = async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        await transitionsEnded();
      };
      await styled();
      const focused = look();
      active.blur();
      await styled();
      const unfocused = look();
      // Back where it was, so the next Tab goes on from here (a programmatic focus keeps the keyboard modality).
      active.focus();
      await styled();
      const testId = active.getAttribute('data-testid');
      const label = (active.getAttribute('aria-label') ?? active.textContent).trim().slice(0, 40);
      const name = `${active.tagName.toLowerCase()}${active.id === '' ? '' : `#${active.id}`}${testId === null ? '' : `[data-testid=${testId}]`} "${label}"`;
      const outlined = focused[0]?.startsWith('none') === false;
      return { name, indicated: outlined || focused.some((seen, index) => seen !== unfocused[index]) };
    }, 1_000);
    if (finding === null || seen.has(finding.name)) break;
    seen.add(finding.name);
    if (!finding.indicated) problems.push(`no visible focus on ${finding.name}`);
  }
  return problems;
}

/**
 * The whole check for one language: its own account and browser on the shared server. Each language is a test
 * file of its own (accessibility.en-US.test.ts, accessibility.fr-FR.test.ts), so that the two run side by side.
 */
export function describeAccessibility(locale: Locale): void {
  describe(`accessibility of every page in Chromium (${locale})`, () => {
    let server: RunningServer;
    let browser: Browser;
    let seed: { account: ConfirmedAccount; applicationId: string; actionId: string } | undefined;
    const contexts: BrowserContext[] = [];

    /** A profile speaking `locale`; axe is injected as a script, which the app's content security policy forbids. */
    async function newContext(width = 1280, height = 800): Promise<BrowserContext> {
      const context = await newProfile(browser, { locale, viewport: { width, height }, bypassCSP: true, extraHTTPHeaders: server.clientHeaders });
      contexts.push(context);
      return context;
    }

    function seeded(): { account: ConfirmedAccount; applicationId: string; actionId: string } {
      if (seed === undefined) throw new Error(`no account seeded for ${locale}`);
      return seed;
    }

    /**
     * Every check of one view: axe, the h1 and (when asked) the skip link and the focus indicators; then axe's
     * colour rules once more in the dark theme, and the view is light again for what comes next.
     */
    async function checkView(page: Page, view: string, options: { keyboard: boolean }): Promise<string[]> {
      const violations = await axeViolations(page);
      summary.set(`${locale} ${view}`, violations);
      const problems = blocking(view, violations);
      const headings = await h1Count(page);
      if (headings !== 1) problems.push(`${view}: ${String(headings)} h1 instead of one`);
      if (options.keyboard) {
        const skipLink = await skipLinkProblem(page, locale);
        if (skipLink !== null) problems.push(`${view}: ${skipLink}`);
        problems.push(...(await focusIndicatorProblems(page)).map((problem) => `${view}: ${problem}`));
      }
      await showScheme(page, 'dark');
      const darkView = `${view} (dark)`;
      const darkViolations = await axeViolations(page, CONTRAST_RULES);
      summary.set(`${locale} ${darkView}`, darkViolations);
      problems.push(...blocking(darkView, darkViolations));
      await showScheme(page, 'light');
      return problems;
    }

    async function checkRoute(page: Page, route: string, prefix: string): Promise<string[]> {
      await page.goto(`${server.url}${route}`);
      await pageReady(page);
      return checkView(page, `${prefix} ${route}`, { keyboard: true });
    }

    /** Opens the drawer menu and checks the page with it open, then closes it with Escape. */
    async function checkMenu(page: Page, view: string): Promise<string[]> {
      await page.getByTestId('menu-toggle').click();
      await page.getByTestId('drawer-menu').waitFor({ timeout: UI_TIMEOUT_MS });
      await settled(page);
      const problems = await checkView(page, view, { keyboard: false });
      await page.keyboard.press('Escape');
      await page.locator('.ant-drawer-content-wrapper').waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
      return problems;
    }

    beforeAll(async () => {
      server = sharedServer();
      browser = await launchBrowser();
      const account = await signUpConfirmedAccount(server, locale);
      const page = await openSignedInPage(await newContext(), server, account);
      const applicationId = await createApplication(page, server.url, locale, {
        title: locale === 'fr-FR' ? 'Développeuse front-end' : 'Front-end developer',
        url: 'https://jobs.example.org/offers/42',
        newCompany: locale === 'fr-FR' ? 'Société Exemple' : 'Example Corp',
      });
      const action = await addAction(page, {
        typeLabel: messageText(locale, 'actions.type.interview'),
        title: locale === 'fr-FR' ? 'Entretien avec l’équipe' : 'Interview with the team',
        moment: await nextWeekAt(page, 10),
      });
      seed = { account, applicationId, actionId: (await action.getAttribute('data-id')) ?? '' };
    }, TEST_TIMEOUT_MS);
    afterAll(async () => {
      if (SUMMARY_PATH !== undefined) writeSummary(SUMMARY_PATH);
      await Promise.all(contexts.splice(0).map((context) => context.close()));
      await browser.close();
      await server.close();
    });

    it(
      'has no serious or critical violation, one h1 and a skip link on every signed-out page and in the menu',
      async () => {
        const page = await (await newContext()).newPage();
        await quickAnimations(page);
        const problems: string[] = [];
        for (const route of SIGNED_OUT_PATHS) problems.push(...(await checkRoute(page, route, 'signed-out')));
        await page.goto(`${server.url}/login`);
        await pageReady(page);
        problems.push(...(await checkMenu(page, 'signed-out /login with the menu open')));
        expect(problems).toEqual([]);
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'has no serious or critical violation, one h1 and a skip link on every signed-in page, tab, dialog and in the menu',
      async () => {
        const { account, applicationId, actionId } = seeded();
        const page = await openSignedInPage(await newContext(), server, account);
        await quickAnimations(page);
        const problems: string[] = [];
        for (const route of SIGNED_IN_PATHS) problems.push(...(await checkRoute(page, route, 'signed-in')));
        problems.push(...(await checkRoute(page, `/actions/${actionId}`, 'signed-in')));

        // The page of the company the application was created with.
        await page.goto(`${server.url}/companies`);
        await page.getByTestId('company-link').first().click();
        await page.getByTestId('company-page').waitFor({ timeout: UI_TIMEOUT_MS });
        await settled(page);
        problems.push(...(await checkView(page, 'signed-in /companies/{id}', { keyboard: true })));

        const applicationPath = `/job_applications/${applicationId}`;
        problems.push(...(await checkRoute(page, applicationPath, 'signed-in')));
        for (const tab of APPLICATION_TABS) {
          await page.getByTestId(`tab-${tab}`).click();
          await settled(page);
          problems.push(...(await checkView(page, `signed-in ${applicationPath} (tab ${tab})`, { keyboard: false })));
        }
        await page.getByTestId('tab-details').click();
        await page.getByTestId('details-edit').click();
        await page.getByTestId('details-form').waitFor({ timeout: UI_TIMEOUT_MS });
        await settled(page);
        problems.push(...(await checkView(page, `signed-in ${applicationPath} (details form)`, { keyboard: false })));

        await page.getByTestId('tab-actions').click();
        await page.getByTestId('action-add').click();
        await page.getByTestId('action-form').waitFor({ timeout: UI_TIMEOUT_MS });
        await settled(page);
        problems.push(...(await checkView(page, `signed-in ${applicationPath} (new action dialog)`, { keyboard: false })));
        await page.keyboard.press('Escape');
        await page.getByTestId('action-form').waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });

        problems.push(...(await checkMenu(page, `signed-in ${applicationPath} with the menu open`)));
        expect(problems).toEqual([]);
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'has no serious or critical violation on the list, the board, the import page, the insights, the settings and in the menu on a 360 px phone',
      async () => {
        const page = await openSignedInPage(await newContext(360, 740), server, seeded().account);
        await quickAnimations(page);
        const problems = await checkRoute(page, '/', 'phone');
        problems.push(...(await checkRoute(page, '/board', 'phone')));
        problems.push(...(await checkRoute(page, '/import', 'phone')));
        problems.push(...(await checkRoute(page, '/insights', 'phone')));
        problems.push(...(await checkRoute(page, '/settings', 'phone')));
        problems.push(...(await checkMenu(page, 'phone / with the menu open')));
        expect(problems).toEqual([]);
      },
      TEST_TIMEOUT_MS,
    );
  });
}
