// The live channel in Chromium against the real server process: a seeded account signs in with a login link,
// sees "connected" and its balance fetched live; the server stops ("disconnected"), a request made meanwhile
// (choosing French, which is saved to the account) waits, and once the server is back ("connected") it is
// answered, and run, exactly once.
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type DatabaseHandle, openDatabase } from '../server/db/database';
import { revokeSessionToken, verifySessionToken } from '../server/domain/accounts/sessions';
import { createSignedInAccount, type SignedInAccount } from '../test/support/accounts';
import { launchBrowser, newVisitor } from './support/browser';
import { signInWithLink } from './support/accountApi';
import { type RunningServer, startServer } from './support/server';

function loginLinkPath(seeded: SignedInAccount, credits: number): string {
  const info = {
    user_id: seeded.account.id,
    email: seeded.account.email,
    token: seeded.token,
    credits,
    accepted_terms: seeded.account.accepted_terms,
    current_terms: seeded.account.accepted_terms ?? '',
  };
  return `/login/${Buffer.from(JSON.stringify(info), 'utf8').toString('base64url')}`;
}

async function waitForStatus(page: Page, status: 'connected' | 'connecting' | 'disconnected'): Promise<void> {
  await page.locator(`[data-testid="connection-status"][data-status="${status}"]`).waitFor({ timeout: 20_000 });
}

async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the live channel in Chromium', () => {
  let server: RunningServer;
  let database: DatabaseHandle;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    server = await startServer();
    // The server has migrated its SQLite file; WAL lets this test seed it while the server runs.
    database = openDatabase({ kind: 'sqlite', file: path.join(server.dataDir, 'app.sqlite') });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await database.destroy();
    await server.close();
  });
  beforeEach(async () => {
    context = await newVisitor(browser, 'en-US');
  });
  afterEach(async () => {
    await context.close();
  });

  it('signs in with a login link, connects, and shows the balance fetched live', async () => {
    const seeded = await createSignedInAccount(database.db, { credits: 5 });
    const page = await context.newPage();
    await page.goto(`${server.url}${loginLinkPath(seeded, 0)}`);
    // Nobody is signed in here: the page names the link's account and asks first.
    const dialog = page.getByRole('dialog', { name: 'Sign in with this link?' });
    await dialog.getByText(`This link signs you in as ${seeded.account.email}.`).waitFor();
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/`);
    await waitForStatus(page, 'connected');
    await page.getByTestId('credits').getByText('5 credits').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('user_token'))).toBe(seeded.token);
  });

  it('signs out from the menu: the token is revoked, storage cleared, the channel closed, /login shown', async () => {
    const seeded = await createSignedInAccount(database.db);
    const page = await context.newPage();
    await signInWithLink(page, server.url, loginLinkPath(seeded, 0));
    await waitForStatus(page, 'connected');
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('menu-item-sign-out').click();
    await page.waitForURL(`${server.url}/login`);
    await waitForStatus(page, 'disconnected');
    await page.waitForFunction(() => localStorage.length === 0);
    expect(await eventually(() => verifySessionToken(database.db, seeded.token), (session) => session === undefined)).toBeUndefined();
  });

  it('signs out when the live channel refuses a revoked token', async () => {
    const seeded = await createSignedInAccount(database.db);
    await revokeSessionToken(database.db, seeded.token);
    const page = await context.newPage();
    await page.goto(`${server.url}${loginLinkPath(seeded, 0)}`);
    await waitForStatus(page, 'disconnected');
    await page.waitForFunction(() => localStorage.getItem('user_token') === null);
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('drawer-menu').getByText('Sign In', { exact: true }).waitFor();
  });

  it('refuses a broken login link with an error on the sign-in page', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/login/not-a-session`);
    await page.waitForURL(`${server.url}/login`);
    await page.getByTestId('login-info-invalid').waitFor();
  });

  it('goes disconnected while the server is down, then connected, and answers a request made meanwhile once', async () => {
    const seeded = await createSignedInAccount(database.db, { credits: 2, locale: 'en-US' });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    const localeRequests = () =>
      database.db
        .selectFrom('request_answers')
        .select(['uuid', 'answer'])
        .where('account_id', '=', seeded.account.id)
        .where('request', '=', 'account.update_locale')
        .execute();
    await signInWithLink(page, server.url, loginLinkPath(seeded, 2));
    await waitForStatus(page, 'connected');
    // No language was picked in this browser, so the join sends none to the account.
    const before = await localeRequests();
    expect(before).toEqual([]);

    await server.stop();
    await waitForStatus(page, 'disconnected');
    await page.getByTestId('language-option-fr-FR').click();
    await page.waitForFunction(() => document.documentElement.lang === 'fr-FR');
    await server.restart();
    await waitForStatus(page, 'connected');

    const stored = await eventually(
      () => database.db.selectFrom('accounts').select('locale').where('id', '=', seeded.account.id).executeTakeFirstOrThrow(),
      (row) => row.locale === 'fr-FR',
    );
    expect(stored.locale).toBe('fr-FR');
    // One more request for the choice made while the server was down: its retries kept one uuid, and neither
    // the join that followed nor the retries ran it again.
    const after = (await localeRequests()).filter((row) => !before.some((earlier) => earlier.uuid === row.uuid));
    expect(after).toHaveLength(1);
    expect(JSON.parse(after[0]!.answer ?? 'null')).toMatchObject({ data: 'success' });
    expect(warnings.filter((text) => text.includes('could not be saved'))).toEqual([]);
  });
});
