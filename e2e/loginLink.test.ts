// Login links and the sign-in captcha in Chromium against the real server process. A /login/{login_info} link
// signs in as the account the server names for its token, never as the link says, and asks first: with nobody
// signed in, it names that account; with user A signed in, B's link shows B's email (declining keeps A,
// confirming switches to B), and a forged link whose email says A while its token is B's shows B. A token with
// no live session says so. After repeated failed sign-ins on an email, the sign-in page shows the harder
// captcha, and its owner signs in by solving it.
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type DatabaseHandle, openDatabase } from '../server/db/database';
import { revokeSessionToken } from '../server/domain/accounts/sessions';
import { createSignedInAccount, type SignedInAccount } from '../test/support/accounts';
import { signInWithLink } from './support/accountApi';
import { launchBrowser, newVisitor } from './support/browser';
import { type RunningServer, sharedServer } from './support/server';

/** A link as anyone could write one: the spec's base64 JSON, with whatever claims beside the token. */
function linkPath(token: string, claims: { user_id: string; email: string; credits?: number }): string {
  const info = { ...claims, credits: claims.credits ?? 0, token, accepted_terms: null, current_terms: '2000-01-01' };
  return `/login/${Buffer.from(JSON.stringify(info), 'utf8').toString('base64url')}`;
}

function ownLink(seeded: SignedInAccount): string {
  return linkPath(seeded.token, { user_id: seeded.account.id, email: seeded.account.email });
}

async function signedInEmail(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('user_email'));
}

async function waitUntilConnected(page: Page): Promise<void> {
  await page.locator('[data-testid="connection-status"][data-status="connected"]').waitFor({ timeout: 20_000 });
}

describe('login links in Chromium', () => {
  let server: RunningServer;
  let database: DatabaseHandle;
  let browser: Browser;
  let context: BrowserContext;
  let alice: SignedInAccount;
  let page: Page;

  beforeAll(async () => {
    server = sharedServer();
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
    context = await newVisitor(browser, 'en-US', server.clientHeaders);
    // User A signs in with her own link, saying yes to the question asked while nobody is signed in.
    alice = await createSignedInAccount(database.db);
    page = await context.newPage();
    await signInWithLink(page, server.url, ownLink(alice));
    await waitUntilConnected(page);
    expect(await signedInEmail(page)).toBe(alice.account.email);
  });
  afterEach(async () => {
    await context.close();
  });

  it('shows B’s email and asks before replacing A: declining keeps A, confirming switches to B', async () => {
    const bob = await createSignedInAccount(database.db);
    await page.goto(`${server.url}${ownLink(bob)}`);
    const dialog = page.getByRole('dialog', { name: 'Sign in to another account?' });
    await dialog.waitFor();
    await dialog.getByText(`You are signed in as ${alice.account.email}. This link signs you in as ${bob.account.email} instead`).waitFor();
    await page.getByTestId('login-link-account').getByText(bob.account.email).waitFor();

    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await page.waitForURL(`${server.url}/`);
    await waitUntilConnected(page);
    expect(await signedInEmail(page)).toBe(alice.account.email);

    await page.goto(`${server.url}${ownLink(bob)}`);
    await dialog.getByRole('button', { name: 'Switch account' }).click();
    await page.waitForURL(`${server.url}/`);
    await waitUntilConnected(page);
    expect(await signedInEmail(page)).toBe(bob.account.email);
    expect(await page.evaluate(() => localStorage.getItem('user_token'))).toBe(bob.token);
  });

  it('works from the keyboard: Escape declines, Tab and Enter confirm', async () => {
    const bob = await createSignedInAccount(database.db);
    await page.goto(`${server.url}${ownLink(bob)}`);
    const dialog = page.getByRole('dialog', { name: 'Sign in to another account?' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL(`${server.url}/`);
    expect(await signedInEmail(page)).toBe(alice.account.email);

    await page.goto(`${server.url}${ownLink(bob)}`);
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Switch account' });
    for (let presses = 0; presses < 6 && !(await confirm.evaluate((button) => button === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/`);
    await waitUntilConnected(page);
    expect(await signedInEmail(page)).toBe(bob.account.email);
  });

  it('shows the token’s account for a forged link whose email says A while its token is B’s', async () => {
    const bob = await createSignedInAccount(database.db, { credits: 4 });
    const forged = linkPath(bob.token, { user_id: alice.account.id, email: alice.account.email, credits: 999 });
    await page.goto(`${server.url}${forged}`);
    const dialog = page.getByRole('dialog', { name: 'Sign in to another account?' });
    await dialog.waitFor();
    await dialog.getByText(`This link signs you in as ${bob.account.email} instead`).waitFor();
    await page.getByTestId('login-link-account').getByText(bob.account.email).waitFor();
    expect(await page.getByTestId('login-link-account').getAttribute('data-email')).toBe(bob.account.email);

    await dialog.getByRole('button', { name: 'Switch account' }).click();
    await page.waitForURL(`${server.url}/`);
    await waitUntilConnected(page);
    // B's account, with B's balance fetched live: nothing of the link's claims.
    expect(await signedInEmail(page)).toBe(bob.account.email);
    await page.getByTestId('credits').getByText('4 credits').waitFor();
  });

  it('says a revoked link is no longer valid, with a way to sign in, and keeps A signed in', async () => {
    const bob = await createSignedInAccount(database.db);
    await revokeSessionToken(database.db, bob.token);
    await page.goto(`${server.url}${ownLink(bob)}`);
    await page.getByTestId('login-link-invalid').getByText('This sign-in link is no longer valid: it has expired or was revoked.').waitFor();
    expect(await page.getByRole('link', { name: 'Sign in with your email and password' }).getAttribute('href')).toBe('/login');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await signedInEmail(page)).toBe(alice.account.email);
  });
});

describe('the sign-in captcha in Chromium', () => {
  let server: RunningServer;
  let database: DatabaseHandle;
  let browser: Browser;

  beforeAll(async () => {
    server = sharedServer();
    database = openDatabase({ kind: 'sqlite', file: path.join(server.dataDir, 'app.sqlite') });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await database.destroy();
    await server.close();
  });

  it('downloads the workspace while the server checks the link, not after', async () => {
    const bob = await createSignedInAccount(database.db);
    const visitor = await newVisitor(browser, 'en-US', server.clientHeaders);
    try {
      const linkPage = await visitor.newPage();
      const workspaceAsked = new Promise<void>((resolve) => {
        linkPage.on('request', (request) => {
          if (/\/assets\/workspace\.[^/]*\.js$/.test(new URL(request.url()).pathname)) resolve();
        });
      });
      // The server's answer naming the link's account is held until the workspace's code has been asked for
      // (10 s at most: the workspace is then asked for after the answer, too late, and the test fails).
      let askedWhileChecking = false;
      await linkPage.route('**/api/session/owner', async (route) => {
        let timer: NodeJS.Timeout | undefined;
        askedWhileChecking = await Promise.race([
          workspaceAsked.then(() => true),
          new Promise<boolean>((resolve) => {
            timer = setTimeout(() => {
              resolve(false);
            }, 10_000);
          }),
        ]);
        clearTimeout(timer);
        await route.continue();
      });
      await signInWithLink(linkPage, server.url, ownLink(bob));
      await waitUntilConnected(linkPage);
      expect(askedWhileChecking).toBe(true);
    } finally {
      await visitor.close();
    }
  });

  it('lets the owner in by solving the harder captcha after others failed on the email', async () => {
    const owner = await createSignedInAccount(database.db);
    const context = await newVisitor(browser, 'en-US', server.clientHeaders);
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/login`);
      const signIn = async (password: string) => {
        await page.getByTestId('sign-in-email').fill(owner.account.email);
        await page.getByTestId('sign-in-password').fill(password);
        await page.getByTestId('sign-in-submit').click();
      };
      // Five wrong passwords (the default before the captcha), then the right one is asked for the captcha.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await signIn(`Wrong-Horse-${String(attempt)}`);
        await page.getByTestId('sign-in-error').getByText('Invalid credentials').waitFor();
        await page.getByTestId('sign-in-submit').and(page.locator(':not([aria-busy="true"])')).waitFor();
      }
      await signIn(owner.password);
      await page.getByTestId('sign-in-error').getByText('There were many failed sign-ins on this email lately.', { exact: false }).waitFor();
      const widget = page.getByTestId('sign-in-captcha');
      await widget.locator('input[type="checkbox"]').first().click();
      // The sign-in proof of work: a few seconds in the browser.
      await widget.locator('[data-state="verified"]').first().waitFor({ timeout: 90_000 });
      await page.getByTestId('sign-in-submit').click();
      await page.waitForURL(`${server.url}/`);
      await waitUntilConnected(page);
      expect(await signedInEmail(page)).toBe(owner.account.email);
    } finally {
      await context.close();
    }
  });
});
