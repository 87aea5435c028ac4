// Which way credits are bought (PAYMENTS=on|off|sandbox, the Stripe keys, PUBLIC_URL), seen from outside: the
// packs listed, a checkout opened, the sandbox's routes, the settings the browser reads, and the one line the
// server logs at start to say which mode runs and why. The probe that found the hole: a public https server
// without Stripe keys served its sandbox, and pressing "Pay (test)" three times added 450 credits.
import crypto from 'node:crypto';
import { createSignedInAccount, type SignedInAccount } from '../../../support/accounts';
import { listenOnLoopback, startTestApp, type TestApp } from '../../../support/testApp';
import { appLoggerOptions } from '../../../../server/http/requestLogging';
import { closeAllClients, nextEvent, settle, TestClient } from '../../realtime/support/phoenixClients';
import { balanceOf, DEFAULT_OPTIONS, openedCheckout } from './paymentFixtures';

const PUBLIC_HTTPS = 'https://jobs.example.org';
const STRIPE_KEYS = { STRIPE_SECRET_KEY: 'sk_test_modes', STRIPE_WEBHOOK_SECRET: 'whsec_modes', STRIPE_API_BASE: 'http://127.0.0.1:9' };
const INTENSIVE = DEFAULT_OPTIONS[2]!;

interface LoggedLine {
  readonly level: number;
  readonly msg: string;
  readonly payments?: string;
}

/** The app with these settings, and every line it logged. */
async function startLoggedApp(environment: NodeJS.ProcessEnv): Promise<{ testApp: TestApp; lines: LoggedLine[] }> {
  const lines: LoggedLine[] = [];
  const logger = appLoggerOptions('info', {
    write: (line: string) => {
      lines.push(JSON.parse(line) as LoggedLine);
    },
  });
  const testApp = await startTestApp(environment, { logger });
  return { testApp, lines };
}

/** The lines that say how credits are bought. */
const paymentLines = (lines: readonly LoggedLine[]) => lines.filter((line) => line.payments !== undefined);

/** A signed-in account's live channel, and a way to ask it a request. */
async function liveAccount(testApp: TestApp, baseUrl: string, owner: SignedInAccount) {
  const client = new TestClient('1.8', 'websocket', baseUrl, { params: { user_token: owner.token } }).connect();
  const channel = client.channel(`user:${owner.account.id}`);
  await expect(client.join(channel)).resolves.toMatchObject({ status: 'ok' });
  return async (request: string, params: object): Promise<{ data?: unknown; error?: { code: string } }> => {
    const answer = nextEvent(channel, 'response');
    await settle(channel.push('request', { request, uuid: crypto.randomUUID(), params }));
    return (await answer) as { data?: unknown; error?: { code: string } };
  };
}

/**
 * The probe: opens a checkout of the largest pack three times and presses the sandbox's pay button on each
 * page it is given, as any signed-in user could. Answers the credits gained.
 */
async function pressSandboxPayThreeTimes(testApp: TestApp, ask: Awaited<ReturnType<typeof liveAccount>>, accountId: string): Promise<number> {
  const before = (await balanceOf(testApp.database.db, accountId)) ?? 0;
  for (let press = 0; press < 3; press += 1) {
    const opened = await ask('account.use_payment_option', { id: INTENSIVE.id });
    if (typeof opened.data !== 'string') continue;
    const path = new URL(opened.data).pathname;
    const page = await testApp.app.inject({ method: 'GET', url: path });
    const token = /name="csrf_token" value="([^"]+)"/.exec(page.body)?.[1];
    const seed = page.cookies.find((cookie) => cookie.name.endsWith('csrf_seed'));
    await testApp.app.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(seed === undefined ? {} : { cookie: `${seed.name}=${seed.value}` }) },
      payload: new URLSearchParams({ csrf_token: token ?? '' }).toString(),
    });
  }
  return ((await balanceOf(testApp.database.db, accountId)) ?? 0) - before;
}

describe('PAYMENTS=on (the default) without Stripe keys, on a public address', () => {
  let testApp: TestApp;
  let lines: LoggedLine[];
  let baseUrl: string;

  beforeAll(async () => {
    ({ testApp, lines } = await startLoggedApp({ PUBLIC_URL: PUBLIC_HTTPS }));
    baseUrl = await listenOnLoopback(testApp.app);
  });
  afterEach(async () => {
    await closeAllClients();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('sells nothing: no packs, no checkout, and pressing the sandbox’s pay three times adds 0 credits', async () => {
    const owner = await createSignedInAccount(testApp.database.db);
    const ask = await liveAccount(testApp, baseUrl, owner);
    expect(await pressSandboxPayThreeTimes(testApp, ask, owner.account.id)).toBe(0);
    expect(await ask('account.list_payment_options', {})).toMatchObject({ data: [] });
    expect(await ask('account.use_payment_option', { id: INTENSIVE.id })).toMatchObject({ error: { code: 'not_found' } });
    expect(await testApp.database.db.selectFrom('checkouts').select('id').where('account_id', '=', owner.account.id).execute()).toEqual([]);
  });

  it('answers 404 on the sandbox’s routes, even for a sandbox checkout left from an earlier start, without its form token', async () => {
    const { account } = await createSignedInAccount(testApp.database.db);
    const checkoutId = await openedCheckout(testApp.database.db, account.id, 'sandbox');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await testApp.app.inject({ method: 'GET', url: `/api/payments/sandbox/${checkoutId}` })).statusCode).toBe(404);
    for (const action of ['pay', 'cancel']) {
      const response = await testApp.app.inject({ method: 'POST', url: `/api/payments/sandbox/${checkoutId}/${action}`, headers: form, payload: '' });
      expect({ action, status: response.statusCode }).toEqual({ action, status: 404 });
    }
    expect(await balanceOf(testApp.database.db, account.id)).toBe(0);
  });

  it('tells the browser that buying is off', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/settings' })).json()).toEqual({ support_email: null, payments: 'off' });
  });

  it('says once at start, as a warning, that buying is off and why', () => {
    const said = paymentLines(lines);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatchObject({ level: 40, payments: 'off' });
    expect(said[0]?.msg).toMatch(/no Stripe keys/);
    expect(said[0]?.msg).toMatch(/not a loopback address/);
  });
});

describe.each([
  ['PUBLIC_URL unset, HOST loopback', {}],
  ['PUBLIC_URL on 127.0.0.1', { PUBLIC_URL: 'http://127.0.0.1:4100' }],
  ['PUBLIC_URL on localhost', { PUBLIC_URL: 'http://localhost:4100', PAYMENTS: 'on' }],
  ['PUBLIC_URL on [::1]', { PUBLIC_URL: 'http://[::1]:4100' }],
])('PAYMENTS=on without Stripe keys, %s', (_case, environment) => {
  it('serves the sandbox and says why at start', async () => {
    const { testApp, lines } = await startLoggedApp(environment);
    try {
      expect((await testApp.app.inject({ method: 'GET', url: '/api/settings' })).json()).toMatchObject({ payments: 'sandbox' });
      const said = paymentLines(lines);
      expect(said).toHaveLength(1);
      expect(said[0]).toMatchObject({ level: 30, payments: 'sandbox' });
      expect(said[0]?.msg).toMatch(/loopback/);
    } finally {
      await testApp.close();
    }
  });
});

describe('PAYMENTS=on with a public address but HOST on every interface and no PUBLIC_URL', () => {
  it('does not count as loopback: buying is off', async () => {
    const { testApp, lines } = await startLoggedApp({ HOST: '0.0.0.0' });
    try {
      expect((await testApp.app.inject({ method: 'GET', url: '/api/settings' })).json()).toMatchObject({ payments: 'off' });
      expect(paymentLines(lines)[0]).toMatchObject({ level: 40, payments: 'off' });
    } finally {
      await testApp.close();
    }
  });
});

describe('PAYMENTS=sandbox on a public address, with Stripe keys set', () => {
  let testApp: TestApp;
  let lines: LoggedLine[];

  beforeAll(async () => {
    ({ testApp, lines } = await startLoggedApp({ PAYMENTS: 'sandbox', PUBLIC_URL: PUBLIC_HTTPS, ...STRIPE_KEYS }));
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('serves the sandbox, not Stripe, and says at start that the sandbox wins over the keys', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/settings' })).json()).toMatchObject({ payments: 'sandbox' });
    const { account } = await createSignedInAccount(testApp.database.db);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/payments/sandbox/${await openedCheckout(testApp.database.db, account.id, 'sandbox')}` })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/payments/stripe/${await openedCheckout(testApp.database.db, account.id, 'stripe')}` })).statusCode).toBe(404);
    const said = paymentLines(lines);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatchObject({ level: 40, payments: 'sandbox' });
    expect(said[0]?.msg).toMatch(/PAYMENTS=sandbox/);
    expect(said[0]?.msg).toMatch(/Stripe keys are set but not used/);
  });

  it.each([
    ['en-US', 'Test mode'],
    ['fr-FR', 'Mode test'],
  ])('shows a banner on the sandbox page, in %s', async (locale, words) => {
    const { account } = await createSignedInAccount(testApp.database.db, { locale });
    const page = await testApp.app.inject({ method: 'GET', url: `/api/payments/sandbox/${await openedCheckout(testApp.database.db, account.id, 'sandbox')}` });
    const banner = /<header[^>]*data-testid="sandbox-banner"[^>]*>([\s\S]*?)<\/header>/.exec(page.body);
    expect(banner?.[1]).toContain(words);
  });
});

describe('PAYMENTS=off with Stripe keys set', () => {
  it('sells nothing, has neither Stripe’s nor the sandbox’s routes, and says so at start', async () => {
    const { testApp, lines } = await startLoggedApp({ PAYMENTS: 'off', PUBLIC_URL: PUBLIC_HTTPS, ...STRIPE_KEYS });
    try {
      const { account } = await createSignedInAccount(testApp.database.db);
      expect((await testApp.app.inject({ method: 'GET', url: `/api/payments/stripe/${await openedCheckout(testApp.database.db, account.id, 'stripe')}` })).statusCode).toBe(404);
      expect((await testApp.app.inject({ method: 'GET', url: `/api/payments/sandbox/${await openedCheckout(testApp.database.db, account.id, 'sandbox')}` })).statusCode).toBe(404);
      expect((await testApp.app.inject({ method: 'GET', url: '/api/settings' })).json()).toMatchObject({ payments: 'off' });
      expect(paymentLines(lines)).toEqual([expect.objectContaining({ level: 30, payments: 'off', msg: expect.stringMatching(/PAYMENTS=off/) as string })]);
    } finally {
      await testApp.close();
    }
  });
});

describe('PAYMENTS=on with Stripe keys', () => {
  it('buys through Stripe and says so at start', async () => {
    const { testApp, lines } = await startLoggedApp({ PUBLIC_URL: PUBLIC_HTTPS, ...STRIPE_KEYS });
    try {
      expect((await testApp.app.inject({ method: 'GET', url: '/api/settings' })).json()).toMatchObject({ payments: 'stripe' });
      expect(paymentLines(lines)).toEqual([expect.objectContaining({ level: 30, payments: 'stripe', msg: expect.stringMatching(/Stripe/) as string })]);
    } finally {
      await testApp.close();
    }
  });
});
