// The first browser journey: the app shell loads from the real server, the language switch turns the menu
// French (and the choice survives a reload), the theme switch turns the page dark (and the choice survives a
// reload), and an unknown path shows the not-found page.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newVisitor } from './support/browser';
import { type RunningServer, sharedServer } from './support/server';

describe('the app shell in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = sharedServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.close();
  });
  beforeEach(async () => {
    context = await newVisitor(browser, 'en-US', server.clientHeaders);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
  });

  async function openMenu(): Promise<void> {
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('drawer-menu').waitFor();
  }

  it('shows the shell with its menu at /, with no error in the console', async () => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto(`${server.url}/`);
    await page.getByTestId('app-shell').waitFor();
    expect(await page.getAttribute('meta[name="csrf-token"]', 'content')).toMatch(/^[\w-]+\.[\w-]+$/);
    await openMenu();
    const menu = page.getByTestId('drawer-menu');
    for (const entry of ['New Application', 'Applications List', 'Upcoming Events', 'Files', 'Generated AI', 'Transactions', 'Sign In', 'Help', 'Add credits']) {
      await menu.getByText(entry, { exact: true }).waitFor();
    }
    expect(problems).toEqual([]);
  });

  it('turns the menu French with the language switch, and remembers the choice', async () => {
    await page.goto(`${server.url}/`);
    await page.getByTestId('language-switch').getByText('Français').click();
    await page.waitForFunction(() => document.documentElement.lang === 'fr-FR');
    await openMenu();
    await page.getByTestId('drawer-menu').getByText('Nouvelle candidature', { exact: true }).waitFor();

    await page.reload();
    await page.getByTestId('app-shell').waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('locale')])).toEqual(['fr-FR', 'fr-FR']);
  });

  it('turns the page dark with the theme switch, from the keyboard, and remembers the choice', async () => {
    await page.goto(`${server.url}/`);
    await page.getByTestId('app-shell').waitFor();
    const shown = () =>
      page.evaluate(() => [
        document.documentElement.dataset.theme,
        document.querySelector('meta[name="color-scheme"]')?.getAttribute('content'),
        getComputedStyle(document.querySelector('[data-testid="app-shell"]') ?? document.body).backgroundColor,
      ]);
    // The profile's system asks for the light scheme.
    expect(await shown()).toEqual(['light', 'light', 'rgb(245, 245, 245)']);
    await openMenu();
    const theme = page.getByRole('radiogroup', { name: 'Theme' });
    await theme.getByRole('radio', { name: 'System' }).focus();
    // Native radio buttons: each arrow key picks the next one.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await theme.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    expect(await shown()).toEqual(['dark', 'dark', 'rgb(0, 0, 0)']);
    // The drawer, drawn with antd, on antd's dark raised surface.
    expect(await page.locator('.ant-drawer-section').evaluate((drawer) => getComputedStyle(drawer).backgroundColor)).toBe('rgb(31, 31, 31)');

    await page.reload();
    await page.getByTestId('app-shell').waitFor();
    expect(await shown()).toEqual(['dark', 'dark', 'rgb(0, 0, 0)']);
    expect(await page.evaluate(() => localStorage.getItem('color_scheme'))).toBe('dark');
    await openMenu();
    expect(await page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
  });

  it('speaks French at once to a browser that prefers French', async () => {
    const frenchContext = await newVisitor(browser, 'fr-FR', server.clientHeaders);
    try {
      const frenchPage = await frenchContext.newPage();
      await frenchPage.goto(`${server.url}/`);
      await frenchPage.waitForFunction(() => document.documentElement.lang === 'fr-FR');
    } finally {
      await frenchContext.close();
    }
  });

  it('guards an unknown path like any page: a signed-out visitor is sent to sign in', async () => {
    const response = await page.goto(`${server.url}/no/such/page`);
    expect(response?.status()).toBe(200);
    await page.waitForURL(`${server.url}/login`);
    await page.getByTestId('app-shell').waitFor();
    await page.getByTestId('sign-in-email').waitFor();
  });
});
