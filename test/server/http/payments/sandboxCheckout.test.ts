// The built-in sandbox checkout with the real app on SQLite and PostgreSQL: its page (no script, in the
// account's language, saying no money moves), its pay and cancel forms guarded by the page's CSRF token, and
// credits granted exactly once: paid twice, paid at once from many tabs, paid after a cancel, paid after expiry.
import { createSignedInAccount, type SignedInAccount } from '../../../support/accounts';
import { createTestClock, type TestClock } from '../../../support/accountApp';
import { databaseKinds } from '../../../support/databases';
import { listenOnLoopback, startTestApp, type TestApp } from '../../../support/testApp';
import { closeAllClients, eventually, joinedAccountClient } from '../../realtime/support/phoenixClients';
import { balanceOf, checkoutStatusOf, openedCheckout, purchasesOf } from './paymentFixtures';

const DAY = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)('the sandbox checkout on %s', (kind) => {
  let testApp: TestApp;
  let baseUrl: string;
  let clock: TestClock;

  beforeAll(async () => {
    clock = createTestClock();
    testApp = await startTestApp({}, { databaseKind: kind, clock });
    baseUrl = await listenOnLoopback(testApp.app);
  });
  afterEach(async () => {
    await closeAllClients();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const db = () => testApp.database.db;

  /** Loads the checkout page as a browser does: its HTML, and the CSRF token and cookie its forms need. */
  async function loadPage(checkoutId: string, cookie?: string) {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/payments/sandbox/${checkoutId}`, headers: cookie === undefined ? {} : { cookie } });
    const seed = response.cookies.find((candidate) => candidate.name === 'csrf_seed');
    return {
      response,
      html: response.body,
      token: /name="csrf_token" value="([^"]+)"/.exec(response.body)?.[1],
      cookie: cookie ?? (seed === undefined ? undefined : `csrf_seed=${seed.value}`),
    };
  }

  function submit(checkoutId: string, action: 'pay' | 'cancel', token: string | undefined, cookie: string | undefined) {
    return testApp.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${checkoutId}/${action}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie === undefined ? {} : { cookie }) },
      payload: token === undefined ? '' : new URLSearchParams({ csrf_token: token }).toString(),
    });
  }

  const joinedClient = (account: SignedInAccount) => joinedAccountClient(baseUrl, account.account.id, account.token);

  it('shows the pack, its credits and price, says no money moves, and needs no script', async () => {
    const { account } = await createSignedInAccount(db());
    const checkoutId = await openedCheckout(db(), account.id, 'sandbox');
    const { response, html, token } = await loadPage(checkoutId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain('no money moves');
    expect(html).toMatch(/data-testid="sandbox-pack">Starter</);
    expect(html).toMatch(/data-testid="sandbox-credits">20</);
    expect(html).toMatch(/data-testid="sandbox-price">€5\.00</);
    expect(html).toContain(`action="/api/payments/sandbox/${checkoutId}/pay"`);
    expect(html).toContain(`action="/api/payments/sandbox/${checkoutId}/cancel"`);
    expect(token).toBeDefined();
    expect(html).not.toMatch(/<script/i);
  });

  it('speaks the account’s language', async () => {
    const { account } = await createSignedInAccount(db(), { locale: 'fr-FR' });
    const { html } = await loadPage(await openedCheckout(db(), account.id, 'sandbox'));
    expect(html).toContain('<html lang="fr-FR">');
    expect(html).toContain('aucun argent n’est débité');
    expect(html).toMatch(/data-testid="sandbox-price">5,00\s€</);
    expect(html).toContain('Payer 5,00');
  });

  it('pays: 303 to the success page, credits granted once with a push to every tab, a second payment changes nothing', async () => {
    const owner = await createSignedInAccount(db(), { credits: 3 });
    const client = await joinedClient(owner);
    const checkoutId = await openedCheckout(db(), owner.account.id, 'sandbox');

    const page = await loadPage(checkoutId);
    const paid = await submit(checkoutId, 'pay', page.token, page.cookie);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/payment/success?checkout_id=${checkoutId}`);
    expect(await balanceOf(db(), owner.account.id)).toBe(23);
    const topic = `user:${owner.account.id}`;
    await eventually(() => client.frames(topic, 'updated_credits').length > 0);
    expect(client.frames(topic, 'updated_credits').map((frame) => frame.payload)).toEqual([{ credits: 23, fields: ['credits'] }]);
    expect(await purchasesOf(db(), owner.account.id)).toEqual([
      expect.objectContaining({ amount: 20, previous_balance: 3, balance: 23, checkout_id: checkoutId, sequence: 2 }),
    ]);

    // The same form sent again (a double click, the back button).
    const again = await submit(checkoutId, 'pay', page.token, page.cookie);
    expect(again.headers.location).toBe(`/payment/success?checkout_id=${checkoutId}`);
    expect(await balanceOf(db(), owner.account.id)).toBe(23);
    expect(await purchasesOf(db(), owner.account.id)).toHaveLength(1);
    // The page now says it is paid and offers no form.
    const { html } = await loadPage(checkoutId);
    expect(html).toContain('data-testid="sandbox-closed"');
    expect(html).not.toContain('csrf_token');
  });

  it('grants once when ten tabs pay the same checkout at the same moment', async () => {
    const { account } = await createSignedInAccount(db());
    const checkoutId = await openedCheckout(db(), account.id, 'sandbox');
    const pages = await Promise.all(Array.from({ length: 10 }, () => loadPage(checkoutId)));
    const answers = await Promise.all(pages.map((page) => submit(checkoutId, 'pay', page.token, page.cookie)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(303));
    expect(await balanceOf(db(), account.id)).toBe(20);
    expect(await purchasesOf(db(), account.id)).toHaveLength(1);
  });

  it('cancels: 303 to the canceled page, nothing granted, and a payment after the cancel grants nothing', async () => {
    const { account } = await createSignedInAccount(db());
    const checkoutId = await openedCheckout(db(), account.id, 'sandbox');
    const page = await loadPage(checkoutId);
    const canceled = await submit(checkoutId, 'cancel', page.token, page.cookie);
    expect(canceled.statusCode).toBe(303);
    expect(canceled.headers.location).toBe(`/payment_canceled?checkout_id=${checkoutId}`);
    expect(await checkoutStatusOf(db(), checkoutId)).toBe('canceled');

    // The form of the page loaded before the cancel, sent afterwards.
    const late = await submit(checkoutId, 'pay', page.token, page.cookie);
    expect(late.headers.location).toBe(`/payment/success?checkout_id=${checkoutId}`);
    expect(await checkoutStatusOf(db(), checkoutId)).toBe('canceled');
    expect(await balanceOf(db(), account.id)).toBe(0);
    expect(await purchasesOf(db(), account.id)).toEqual([]);
  });

  it('a cancel after the payment leaves it paid and goes to the success page', async () => {
    const { account } = await createSignedInAccount(db());
    const checkoutId = await openedCheckout(db(), account.id, 'sandbox');
    const page = await loadPage(checkoutId);
    await submit(checkoutId, 'pay', page.token, page.cookie);
    const canceled = await submit(checkoutId, 'cancel', page.token, page.cookie);
    expect(canceled.headers.location).toBe(`/payment/success?checkout_id=${checkoutId}`);
    expect(await checkoutStatusOf(db(), checkoutId)).toBe('paid');
    expect(await balanceOf(db(), account.id)).toBe(20);
  });

  it('grants nothing for a checkout paid after it expired', async () => {
    const { account } = await createSignedInAccount(db());
    const checkoutId = await openedCheckout(db(), account.id, 'sandbox', clock());
    const page = await loadPage(checkoutId);
    clock.advance(DAY + 1000);
    const late = await submit(checkoutId, 'pay', page.token, page.cookie);
    expect(late.headers.location).toBe(`/payment/success?checkout_id=${checkoutId}`);
    expect(await balanceOf(db(), account.id)).toBe(0);
    expect((await loadPage(checkoutId)).html).toContain('has expired');
  });

  it('refuses a form without the page’s CSRF token, or with another browser’s, and changes nothing', async () => {
    const { account } = await createSignedInAccount(db());
    const checkoutId = await openedCheckout(db(), account.id, 'sandbox');
    const page = await loadPage(checkoutId);
    const otherBrowser = await loadPage(checkoutId);
    for (const [token, cookie] of [
      [undefined, page.cookie],
      ['forged.token', page.cookie],
      [otherBrowser.token, page.cookie],
      [page.token, undefined],
    ] as const) {
      const refused = await submit(checkoutId, 'pay', token, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain('data-testid="checkout-problem"');
    }
    expect(await checkoutStatusOf(db(), checkoutId)).toBe('open');
    expect(await balanceOf(db(), account.id)).toBe(0);
  });

  it('answers 404 with a page for an unknown or malformed checkout id, and for a Stripe checkout', async () => {
    const { account } = await createSignedInAccount(db());
    const stripeCheckout = await openedCheckout(db(), account.id, 'stripe');
    for (const id of ['0b6f2a54-3a43-4e62-9d8e-5d4b3c2a1f00', 'not-an-id', stripeCheckout]) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/payments/sandbox/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('data-testid="checkout-problem"');
      const page = await loadPage(id);
      expect((await submit(id, 'pay', page.token, page.cookie)).statusCode).toBe(404);
    }
    expect(await checkoutStatusOf(db(), stripeCheckout)).toBe('open');
  });

  it('has no Stripe routes', async () => {
    const { account } = await createSignedInAccount(db());
    const checkoutId = await openedCheckout(db(), account.id, 'stripe');
    expect((await testApp.app.inject({ method: 'GET', url: `/api/payments/stripe/${checkoutId}` })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', payload: {} })).statusCode).toBe(403);
  });

  it('tells the browser app how credits are bought, and the help contact when set', async () => {
    const settings = await testApp.app.inject({ method: 'GET', url: '/api/settings' });
    expect(settings.json()).toEqual({ support_email: null, payments: 'sandbox' });
  });
});

describe('with PAYMENTS=off and SUPPORT_EMAIL', () => {
  it('has no sandbox and says so in its settings', async () => {
    const testApp = await startTestApp({ PAYMENTS: 'off', SUPPORT_EMAIL: 'help@example.org' });
    try {
      const { account } = await createSignedInAccount(testApp.database.db);
      const checkoutId = await openedCheckout(testApp.database.db, account.id, 'sandbox');
      expect((await testApp.app.inject({ method: 'GET', url: `/api/payments/sandbox/${checkoutId}` })).statusCode).toBe(404);
      expect((await testApp.app.inject({ method: 'GET', url: '/api/settings' })).json()).toEqual({ support_email: 'help@example.org', payments: 'off' });
    } finally {
      await testApp.close();
    }
  });
});
