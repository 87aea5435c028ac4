// The whole account journey in Chromium against the real server process, in English and in French: sign up
// solving the real proof-of-work captcha, read the confirmation mail from the outbox, confirm, sign in, review
// and accept the terms, sign out (the old token no longer joins the live channel), reset the password from the
// mailed link, and sign in with the new password.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type DatabaseHandle, openDatabase } from '../server/db/database';
import { closeAllClients, TestClient } from '../test/server/realtime/support/phoenixClients';
import enUS from '../src/i18n/en-US.json';
import frFR from '../src/i18n/fr-FR.json';
import { launchBrowser, newVisitor } from './support/browser';
import { linkPathIn, waitForMail } from './support/outbox';
import { type RunningServer, sharedServer } from './support/server';

type Locale = 'en-US' | 'fr-FR';

/** Where the build writes the app the server serves, each file beside its gzipped copy. */
const BUILT_APP = path.resolve(__dirname, '../dist/public');

/** The budget for the sign-in page's scripts, gzipped. */
const SIGN_IN_SCRIPT_BUDGET = 200 * 1024;
const CATALOGS: Readonly<Record<Locale, Readonly<Record<string, string>>>> = { 'en-US': enUS, 'fr-FR': frFR };

/** The text a person reads in `locale` for the message whose English text is `english`. */
function message(locale: Locale, english: string): string {
  const id = Object.entries(enUS).find(([, text]) => text === english)?.[0];
  const text = id === undefined ? undefined : CATALOGS[locale][id];
  if (text === undefined) throw new Error(`no message "${english}" in the catalogs`);
  return text;
}

function uniqueEmail(locale: Locale): string {
  return `journey-${locale.toLowerCase()}-${Date.now().toString(36)}@example.test`;
}

async function solveCaptcha(page: Page, testId: string): Promise<void> {
  const widget = page.getByTestId(testId);
  const verified = widget.locator('[data-state="verified"]');
  if ((await verified.count()) === 0) await widget.locator('input[type="checkbox"]').first().click();
  // Proof of work in the browser: about a thousand PBKDF2 rounds of 1000 iterations.
  await verified.first().waitFor({ timeout: 60_000 });
}

async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('sign-in-email').fill(email);
  await page.getByTestId('sign-in-password').fill(password);
  await page.getByTestId('sign-in-submit').click();
}

async function userToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('user_token'));
}

describe.each(['en-US', 'fr-FR'] as const)('the account journey in Chromium (%s)', (locale) => {
  let server: RunningServer;
  let database: DatabaseHandle;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    server = sharedServer();
    database = openDatabase({ kind: 'sqlite', file: path.join(server.dataDir, 'app.sqlite') });
    browser = await launchBrowser();
    context = await newVisitor(browser, locale, server.clientHeaders);
  });
  afterAll(async () => {
    await closeAllClients();
    await context.close();
    await browser.close();
    await database.destroy();
    await server.close();
  });

  const email = uniqueEmail(locale);
  const password = 'Correct-Horse-9';
  const newPassword = 'Battery-Staple-42';

  it('opens the sign-in page without the contract schemas, and checks a typed address with them', async () => {
    const page = await context.newPage();
    // Each script the page downloads, with whether it holds zod (its error class keeps its name when minified).
    const scripts: Promise<boolean>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().then((text) => text.includes('ZodError')));
    });
    await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
    await page.getByTestId('sign-in-email').waitFor();
    expect(await Promise.all(scripts)).not.toContain(true);

    await page.getByTestId('sign-in-email').fill('not-an-address@');
    await page.getByTestId('sign-in-email').press('Tab');
    await page.getByText(message(locale, 'Please enter a valid email address')).waitFor();
    expect(await Promise.all(scripts)).toContain(true);
    await page.close();
  });

  it('downloads at most 200 KB of gzipped script and none of antd to show the sign-in page', async () => {
    const page = await context.newPage();
    const scripts: string[] = [];
    const stylesheets: Promise<string>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script') scripts.push(new URL(response.url()).pathname);
      if (type === 'stylesheet') stylesheets.push(response.text());
    });
    await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
    await page.getByTestId('sign-in-email').waitFor();
    const gzipped = scripts.map((script) => fs.statSync(path.join(BUILT_APP, `${script}.gz`)).size).reduce((sum, size) => sum + size, 0);
    expect(scripts.length).toBeGreaterThan(1);
    expect(gzipped).toBeLessThanOrEqual(SIGN_IN_SCRIPT_BUDGET);
    // antd's stylesheet comes with antd's code: its rules all start with .ant-.
    expect((await Promise.all(stylesheets)).filter((css) => css.includes('.ant-'))).toEqual([]);
    await page.close();
  });

  it('refuses a sign-up whose passwords differ, in the interface language', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/sign_up`);
    await page.getByTestId('sign-up-email').fill(email);
    await page.getByTestId('sign-up-password').fill(password);
    await page.getByTestId('sign-up-password-confirmation').fill(`${password}x`);
    await page.getByTestId('sign-up-submit').click();
    await page.getByText(message(locale, 'Passwords do not match')).waitFor();
    await page.close();
  });

  it('signs up with the real captcha and is asked to check the mail; signing in before confirming says so', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/sign_up`);
    await page.getByTestId('sign-up-email').fill(email);
    await page.getByTestId('sign-up-password').fill(password);
    await page.getByTestId('sign-up-password-confirmation').fill(password);
    await page.getByTestId('sign-up-terms').check();
    await solveCaptcha(page, 'sign-up-captcha');
    await page.getByTestId('sign-up-submit').click();
    await page.getByTestId('sign-up-check-mail').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/sign_up_confirmation\/?$/);

    const confirmation = await waitForMail(server.dataDir, email);
    // The mail speaks the language the person signed up in.
    expect(confirmation.subject).toBe(locale === 'fr-FR' ? 'Confirmez votre adresse e-mail' : 'Confirm your email address');

    await signIn(page, server.url, email, password);
    await page.getByTestId('sign-in-error').getByText(message(locale, 'Email not confirmed, check your email')).waitFor();
    await page.getByTestId('sign-in-resend-confirmation').click();
    await page.getByTestId('sign-in-resend-done').waitFor();
    await waitForMail(server.dataDir, email, 2);
    await page.close();
  });

  it('confirms with the link of the latest mail, signs in, and reviews and accepts terms that changed', async () => {
    const page = await context.newPage();
    const latest = await waitForMail(server.dataDir, email, 2);
    await page.goto(`${server.url}${linkPathIn(latest, '/sign_up_confirmation/')}`);
    await page.getByTestId('confirmation-success').waitFor();

    // As if a new version of the terms came out after the sign-up: the account accepted an older one.
    await database.db.updateTable('accounts').set({ accepted_terms: '2000-01-01' }).where('email', '=', email).execute();
    await signIn(page, server.url, email, password);
    await page.waitForURL(`${server.url}/terms_review`);
    await page.getByTestId('terms-content').locator('h1, h2, p').first().waitFor();
    await page.getByTestId('terms-accept').click();
    await page.waitForURL(`${server.url}/`);
    await page.locator('[data-testid="connection-status"][data-status="connected"]').waitFor({ timeout: 20_000 });
    const account = await database.db.selectFrom('accounts').select(['accepted_terms', 'locale']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(account.accepted_terms).not.toBe('2000-01-01');
    expect(account.accepted_terms).toBe(await page.evaluate(() => localStorage.getItem('current_terms')));
    expect(account.locale).toBe(locale);
    await page.close();
  });

  it('signs out from the menu, and the old token no longer joins the live channel', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.locator('[data-testid="connection-status"][data-status="connected"]').waitFor({ timeout: 20_000 });
    const token = await userToken(page);
    const userId = await page.evaluate(() => localStorage.getItem('user_id'));
    expect(token).not.toBeNull();

    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('menu-item-sign-out').click();
    await page.waitForURL(`${server.url}/login`);
    await page.waitForFunction(() => localStorage.length === 0);

    const client = new TestClient('1.8', 'websocket', server.url, { params: { user_token: token ?? '' } }).connect();
    await expect(client.join(client.channel(`user:${userId ?? ''}`))).resolves.toEqual({
      status: 'error',
      response: { reason: 'unauthorized' },
    });
    await page.close();
  });

  it('resets the password from the mailed link and signs in with the new one only', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/reset_password`);
    await page.getByTestId('reset-email').fill(email);
    await solveCaptcha(page, 'reset-captcha');
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-sent').waitFor();

    const resetMail = await waitForMail(server.dataDir, email, 3);
    await page.goto(`${server.url}${linkPathIn(resetMail, '/reset_password_confirmation/')}`);
    await page.getByTestId('reset-new-password').fill(newPassword);
    await page.getByTestId('reset-new-password-confirmation').fill(newPassword);
    await page.getByTestId('reset-confirm-submit').click();
    await page.getByTestId('reset-confirm-success').waitFor();

    // The link works once.
    await page.goto(`${server.url}${linkPathIn(resetMail, '/reset_password_confirmation/')}`);
    await page.getByTestId('reset-new-password').fill(newPassword);
    await page.getByTestId('reset-new-password-confirmation').fill(newPassword);
    await page.getByTestId('reset-confirm-submit').click();
    await page.getByTestId('reset-confirm-error').getByText(message(locale, 'Unable to change password, the link may be expired')).waitFor();

    await signIn(page, server.url, email, password);
    await page.getByTestId('sign-in-error').getByText(message(locale, 'Invalid credentials')).waitFor();
    await signIn(page, server.url, email, newPassword);
    await page.waitForURL(`${server.url}/`);
    expect(await userToken(page)).not.toBeNull();
    await page.close();
  });
});
