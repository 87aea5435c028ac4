// An account made as a newcomer makes one, through the real HTTP API and nothing else (no database writes):
// the sign-up with the captcha GET /api/captcha serves, solved as the widget solves it but from the low end of
// the public counter range, and the terms version the terms page declares; the confirmation link of the mail in
// the outbox; then one sign-in per device (POST /api/login, each its own session), opened in that device's
// browser with the /login/{login_info} link.
// The browser journeys of sign-up and sign-in themselves are e2e/accounts.test.ts's subject.
import crypto from 'node:crypto';
import type { Challenge } from 'altcha-lib';
import { type APIRequestContext, type BrowserContext, type Page, request } from 'playwright-core';
import {
  API_PATHS,
  CSRF_HEADER,
  CSRF_META_NAME,
  loginInfoSchema,
  loginResponseSchema,
  TERMS_VERSION_HEADER,
  type AccountSession,
  type SignUpBody,
} from '../../contract';
import { CAPTCHA_COUNTER } from '../../server/services/captcha';
import { solvedPayload } from '../../test/server/services/captcha/solveCaptcha';
import { linkPathIn, waitForMail } from './outbox';
import type { RunningServer } from './server';

export type Locale = 'en-US' | 'fr-FR';

export interface ConfirmedAccount {
  readonly email: string;
  readonly password: string;
  readonly locale: Locale;
}

/** A client of /api with its own cookies, holding the CSRF token of the page it was served (as a browser). */
interface ApiClient {
  readonly api: APIRequestContext;
  post(path: string, body: unknown): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

async function openApiClient(server: RunningServer): Promise<ApiClient> {
  const api = await request.newContext({ baseURL: server.url, extraHTTPHeaders: server.clientHeaders });
  const html = await (await api.get('/login')).text();
  // The production build minifies the page: attribute values may lose their quotes.
  const csrf = new RegExp(`<meta name="?${CSRF_META_NAME}"? content="?([^"\\s>]+)`).exec(html)?.[1];
  if (csrf === undefined) throw new Error('the served page carries no csrf-token meta tag');
  return {
    api,
    post: async (path, body) => {
      const response = await api.post(path, { data: body, headers: { [CSRF_HEADER]: csrf } });
      const text = await response.text();
      return { status: response.status(), body: text === '' ? null : (JSON.parse(text) as unknown) };
    },
    close: () => api.dispose(),
  };
}

function expectOk(what: string, answer: { status: number; body: unknown }): void {
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`${what} answered ${String(answer.status)}: ${JSON.stringify(answer.body)}`);
  }
}

/** Signs up (locale: the language of the mails and of the account), and confirms the address from the mail. */
export async function signUpConfirmedAccount(server: RunningServer, locale: Locale): Promise<ConfirmedAccount> {
  const email = `seeker-${locale.toLowerCase()}-${crypto.randomBytes(5).toString('hex')}@example.test`;
  const password = 'Correct-Horse-9';
  const client = await openApiClient(server);
  try {
    const terms = await client.api.get(`${API_PATHS.currentTerms}?locale=${locale}`);
    const acceptedTerms = terms.headers()[TERMS_VERSION_HEADER];
    if (acceptedTerms === undefined) throw new Error(`${API_PATHS.currentTerms} declared no ${TERMS_VERSION_HEADER}`);
    const challenge = (await (await client.api.get(API_PATHS.captcha)).json()) as Challenge;
    // Solved from the low end of the public counter range: the same check on the server, less than half the CPU.
    const captcha = await solvedPayload(challenge, { counterStart: CAPTCHA_COUNTER.min });
    const body: SignUpBody = { email, password, accepted_terms: acceptedTerms, captcha, locale };
    expectOk('sign-up', await client.post(API_PATHS.signUp, body));

    const mail = await waitForMail(server.dataDir, email);
    const token = decodeURIComponent(linkPathIn(mail, '/sign_up_confirmation/').slice('/sign_up_confirmation/'.length));
    expectOk('sign-up confirmation', await client.post(API_PATHS.signUpConfirmation, { token }));
  } finally {
    await client.close();
  }
  return { email, password, locale };
}

/** A new session of the account, as POST /api/login answers it to a device signing in. */
export async function logIn(server: RunningServer, account: ConfirmedAccount): Promise<AccountSession> {
  const client = await openApiClient(server);
  try {
    const answer = await client.post(API_PATHS.login, { email: account.email, password: account.password });
    expectOk('sign-in', answer);
    return loginResponseSchema.parse(answer.body);
  } finally {
    await client.close();
  }
}

/** The /login/{login_info} path carrying a session (spec section 5: base64 JSON, without the locale). */
export function loginLinkPath(session: AccountSession): string {
  const info = loginInfoSchema.parse(session);
  return `/login/${Buffer.from(JSON.stringify(info), 'utf8').toString('base64url')}`;
}

/**
 * Opens a /login/{login_info} link in a browser where nobody is signed in, and says yes to the question the page
 * asks before signing in as the link's account; answers once the applications list is shown.
 *
 * The answer is given from the keyboard (focus, Enter): the question opens in a dialog that zooms in, and on a
 * loaded machine a pointer click aimed at where the button was in one frame has landed on the dialog's body in
 * the next, so nothing happened (seen once in a CI run). The pointer path has tests of its own (loginLink).
 */
export async function signInWithLink(page: Page, baseUrl: string, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  const confirm = page.getByTestId('login-link-switch-confirm');
  await confirm.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(`${baseUrl}/`);
}

/**
 * Signs the account in on this device (browser context) with a session of its own, and answers a page on the
 * applications list once the live channel is joined.
 */
export async function openSignedInPage(context: BrowserContext, server: RunningServer, account: ConfirmedAccount): Promise<Page> {
  const session = await logIn(server, account);
  const page = await context.newPage();
  await signInWithLink(page, server.url, loginLinkPath(session));
  await waitUntilConnected(page);
  return page;
}

export async function waitUntilConnected(page: Page): Promise<void> {
  await page.locator('[data-testid="connection-status"][data-status="connected"]').waitFor({ timeout: 20_000 });
}
