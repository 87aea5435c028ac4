// The main flows with the keyboard alone, in Chromium against the real server: sign in, open the menu and
// follow an entry, create an application with a new company, add an action to it, and change the language.
// Every move is Tab, Shift+Tab, the arrow keys, Enter, Space or Escape, and typing into the focused field: no
// click, no programmatic focus. Each step checks where the focus is before pressing anything.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type ConfirmedAccount, signUpConfirmedAccount, waitUntilConnected } from './support/accountApi';
import { launchBrowser, newVisitor } from './support/browser';
import { messageText } from './support/catalogs';
import { nextWeekAt, settled, UI_TIMEOUT_MS, waitForText, waitGone } from './support/jobSearchPages';
import { type RunningServer, sharedServer } from './support/server';

/** Signing up (captcha proof of work), then one long journey. */
const TEST_TIMEOUT_MS = 180_000;

/** More Tab presses than any page needs to reach a control: past it, the control is not reachable. */
const MAX_TABS = 40;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The focused element, named by its nearest test id (or tag and text), for checks and failure messages. */
async function focused(page: Page): Promise<{ testIds: string[]; name: string }> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const testIds: string[] = [];
    for (let element = active; element !== null; element = element.parentElement) {
      const testId = element.getAttribute('data-testid');
      if (testId !== null) testIds.push(testId);
    }
    const text = active === null ? '' : (active.getAttribute('aria-label') ?? active.textContent).trim().slice(0, 30);
    return { testIds, name: active === null ? 'nothing' : `${active.tagName.toLowerCase()} "${text}" in [${testIds.join(' < ')}]` };
  });
}

/** Whether the focus is on `testId`'s element or inside it. */
async function focusIsIn(page: Page, testId: string): Promise<boolean> {
  return (await focused(page)).testIds.includes(testId);
}

/** Presses Tab (or Shift+Tab) until the focus reaches `testId`; fails, naming the stops, if it never does. */
async function tabTo(page: Page, testId: string, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  const stops: string[] = [];
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await focusIsIn(page, testId)) return;
    await page.keyboard.press(key);
    stops.push((await focused(page)).name);
  }
  throw new Error(`${key} never reached ${testId}; the focus went through:\n${stops.join('\n')}`);
}

async function expectFocusIn(page: Page, testId: string): Promise<void> {
  const now = await focused(page);
  if (!now.testIds.includes(testId)) throw new Error(`the focus is on ${now.name}, not in ${testId}`);
}

/** Waits two frames: antd's menu moves the focus on the frame after an arrow key. */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve();
          });
        });
      }),
  );
}

/**
 * In the open drawer, Tab to the menu, then the arrow keys down to the entry `menu-item-<id>` (antd's menu is one
 * Tab stop whose entries the arrow keys go through), and Enter to follow it.
 */
async function followMenuEntry(page: Page, id: string): Promise<void> {
  await tabTo(page, 'drawer-menu');
  const stops: string[] = [];
  for (let presses = 0; presses < 12; presses += 1) {
    const onEntry = await page.evaluate(
      (testId) => {
        const active = document.activeElement;
        return active?.getAttribute('role') === 'menuitem' && active.querySelector(`[data-testid="${testId}"]`) !== null;
      },
      `menu-item-${id}`,
    );
    if (onEntry) {
      await page.keyboard.press('Enter');
      return;
    }
    stops.push((await focused(page)).name);
    await page.keyboard.press('ArrowDown');
    await nextFrames(page);
  }
  throw new Error(`the arrow keys never reached the menu entry ${id}; the focus went through:\n${stops.join('\n')}`);
}

/** In an open antd select, moves down the options with the arrow key to the one showing `label`, and takes it. */
async function chooseWithArrows(page: Page, label: string): Promise<void> {
  await page.locator('.ant-select-dropdown:visible').waitFor({ timeout: UI_TIMEOUT_MS });
  const active = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
  for (let presses = 0; presses < 20; presses += 1) {
    if (((await active.textContent()) ?? '').includes(label)) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no option "${label}" reached with the arrow keys`);
}

describe('the main flows with the keyboard alone in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let account: ConfirmedAccount;
  const problems: string[] = [];
  const locale = 'en-US';

  beforeAll(async () => {
    server = sharedServer();
    browser = await launchBrowser();
    account = await signUpConfirmedAccount(server, locale);
    // With motion, as most people see the app: focus must land right while dialogs and drawers animate.
    context = await newVisitor(browser, locale, server.clientHeaders, 'no-preference');
    context.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`));
  }, TEST_TIMEOUT_MS);
  afterAll(async () => {
    await context.close();
    await browser.close();
    await server.close();
  });

  it(
    'signs in, follows a menu entry, creates an application, adds an action and changes the language',
    async () => {
      const page = await context.newPage();

      // Sign in: the email field has the focus on arrival; Tab to the password, Enter submits.
      await page.goto(`${server.url}/login`);
      await page.getByTestId('sign-in-email').waitFor({ timeout: UI_TIMEOUT_MS });
      await expectFocusIn(page, 'sign-in-email');
      await page.keyboard.type(account.email);
      await tabTo(page, 'sign-in-password');
      await page.keyboard.type(account.password);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${server.url}/`, { timeout: UI_TIMEOUT_MS });
      await waitUntilConnected(page);
      await waitForText(page.getByTestId('page-title'), messageText(locale, 'jobApplications.list.title'));
      // The sign-in form went with its page: the focus is on the new page's main landmark, not lost.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

      // Back up to the menu button: Enter opens the drawer, Escape closes it and gives the focus back, Space
      // opens it again; the arrow keys move in the menu, Enter follows an entry and closes the drawer.
      await tabTo(page, 'menu-toggle', 'Shift+Tab');
      await page.keyboard.press('Enter');
      await page.getByTestId('drawer-menu').waitFor({ timeout: UI_TIMEOUT_MS });
      await settled(page);
      await page.keyboard.press('Escape');
      await waitGone(page.locator('.ant-drawer-content-wrapper:visible'));
      await expectFocusIn(page, 'menu-toggle');
      await page.keyboard.press('Space');
      await page.getByTestId('drawer-menu').waitFor({ timeout: UI_TIMEOUT_MS });
      await settled(page);
      await followMenuEntry(page, 'upcoming-events');
      await page.waitForURL(`${server.url}/actions/future`, { timeout: UI_TIMEOUT_MS });
      await waitGone(page.locator('.ant-drawer-content-wrapper:visible'));

      // Create an application: the menu again, to "New Application"; then the form, field after field, with a
      // new company chosen in the select by the arrow keys; Enter in the last field submits.
      await tabTo(page, 'menu-toggle', 'Shift+Tab');
      await page.keyboard.press('Enter');
      await page.getByTestId('drawer-menu').waitFor({ timeout: UI_TIMEOUT_MS });
      await settled(page);
      await followMenuEntry(page, 'new-application');
      await page.waitForURL(`${server.url}/new_job_application`, { timeout: UI_TIMEOUT_MS });
      await waitGone(page.locator('.ant-drawer-content-wrapper:visible'));
      await page.getByTestId('new-job-application-title').waitFor({ timeout: UI_TIMEOUT_MS });
      await settled(page);
      await tabTo(page, 'new-job-application-title');
      await page.keyboard.type('Keyboard-only developer');
      await tabTo(page, 'new-job-application-url');
      await page.keyboard.type('https://jobs.example.org/offers/keyboard');
      await tabTo(page, 'new-job-application-company');
      await page.keyboard.press('Enter');
      await chooseWithArrows(page, messageText(locale, 'companies.select.newCompany'));
      await waitForText(page.getByTestId('new-job-application-company'), messageText(locale, 'companies.select.newCompany'));
      await tabTo(page, 'new-job-application-new-company-name');
      await page.keyboard.type('Keys Ltd');
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`^${server.url}/job_applications/${UUID}$`), { timeout: UI_TIMEOUT_MS });
      await waitForText(page.getByTestId('job-application-title'), 'Keyboard-only developer');

      // Add an action: Tab to "Add", Enter opens the dialog; type chosen with the arrow keys, title typed, the
      // moment typed into the picker and taken with Tab, Enter on Save.
      await settled(page);
      await tabTo(page, 'action-add');
      await page.keyboard.press('Enter');
      await page.getByTestId('action-form').waitFor({ timeout: UI_TIMEOUT_MS });
      await settled(page);
      await tabTo(page, 'action-form-type');
      await page.keyboard.press('Enter');
      await chooseWithArrows(page, messageText(locale, 'actions.type.interview'));
      await tabTo(page, 'action-form-title');
      await page.keyboard.type('Interview, by keyboard');
      await tabTo(page, 'action-form-date');
      await page.keyboard.type((await nextWeekAt(page, 10)).typed);
      await page.keyboard.press('Tab');
      await waitGone(page.locator('.ant-picker-dropdown:visible'));
      await tabTo(page, 'action-form-submit');
      await page.keyboard.press('Enter');
      await waitGone(page.getByTestId('action-form'));
      await page.getByTestId('action-row').filter({ hasText: 'Interview, by keyboard' }).waitFor({ timeout: UI_TIMEOUT_MS });

      // Change the language: Tab to the switch (from the top of the page), the right arrow chooses French.
      await tabTo(page, 'language-switch', 'Shift+Tab');
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() => document.documentElement.lang === 'fr-FR', undefined, { timeout: UI_TIMEOUT_MS });
      await page.getByTestId('tab-actions').filter({ hasText: messageText('fr-FR', 'jobApplications.tab.actions') }).waitFor({ timeout: UI_TIMEOUT_MS });

      expect(problems).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});
