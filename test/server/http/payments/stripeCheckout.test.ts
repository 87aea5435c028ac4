// Stripe with the real app on SQLite and PostgreSQL, the official client talking to a loopback stand-in of
// Stripe's API: the Checkout Session we create (and create once), a page in the user's language when Stripe
// cannot be reached, and the webhook: signed events credit a checkout exactly once whatever is replayed,
// reordered or delivered twice at once; forged, tampered and stale signatures are refused and change nothing.
import crypto from 'node:crypto';
import Stripe from 'stripe';
import { createSignedInAccount, type SignedInAccount } from '../../../support/accounts';
import { databaseKinds } from '../../../support/databases';
import { listenOnLoopback, startTestApp, type TestApp } from '../../../support/testApp';
import { closeAllClients, eventually, joinedAccountClient } from '../../realtime/support/phoenixClients';
import { balanceOf, checkoutStatusOf, openedCheckout, purchasesOf } from './paymentFixtures';
import { startStripeStandIn, type StripeStandIn } from './stripeStandIn';

const SECRET_KEY = 'sk_test_standin_4eC39HqLyjWDarjtT1zdp7dc';
const WEBHOOK_SECRET = 'whsec_standin_secret';
const PUBLIC_URL = 'https://jobs.example.org';

/** Signs as Stripe does: `t=<timestamp>,v1=<HMAC-SHA256 of "t.payload">`, with the client's own helper. */
const signer = new Stripe(SECRET_KEY);

interface EventOptions {
  readonly id?: string;
  readonly type?: string;
  readonly paymentStatus?: 'paid' | 'unpaid';
}

function sessionEvent(checkoutId: string, options: EventOptions = {}): string {
  return JSON.stringify({
    id: options.id ?? `evt_${crypto.randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    type: options.type ?? 'checkout.session.completed',
    livemode: false,
    data: {
      object: {
        id: `cs_test_${checkoutId.slice(0, 8)}`,
        object: 'checkout.session',
        client_reference_id: checkoutId,
        payment_status: options.paymentStatus ?? 'paid',
        status: 'complete',
        amount_total: 500,
        currency: 'eur',
      },
    },
  });
}

describe.each(databaseKinds)('Stripe checkout on %s', (kind) => {
  let standIn: StripeStandIn;
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    standIn = await startStripeStandIn(SECRET_KEY);
    testApp = await startTestApp(
      { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: standIn.url, PUBLIC_URL },
      { databaseKind: kind },
    );
    baseUrl = await listenOnLoopback(testApp.app);
  });
  afterEach(async () => {
    standIn.failWith(undefined);
    await closeAllClients();
  });
  afterAll(async () => {
    await testApp.close();
    await standIn.close();
  });

  const db = () => testApp.database.db;

  /** Delivers the event as Stripe does, signed with our webhook secret unless a signature (or null: none) is given. */
  function deliver(payload: string, signature: string | null = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json; charset=utf-8', ...(signature === null ? {} : { 'stripe-signature': signature }) },
      payload,
    });
  }

  const joinedClient = (account: SignedInAccount) => joinedAccountClient(baseUrl, account.account.id, account.token);

  describe('opening the Checkout Session', () => {
    it('creates it with the official client (payment mode, our checkout as reference, our return pages) and redirects to it; once per checkout', async () => {
      const { account } = await createSignedInAccount(db(), { locale: 'fr-FR' });
      const checkoutId = await openedCheckout(db(), account.id, 'stripe');
      const before = standIn.received.length;

      const response = await testApp.app.inject({ method: 'GET', url: `/api/payments/stripe/${checkoutId}` });
      expect(response.statusCode).toBe(303);
      const sent = standIn.received.at(-1);
      expect(sent?.authorization).toBe(`Bearer ${SECRET_KEY}`);
      expect(sent?.idempotencyKey).toBe(`checkout-${checkoutId}`);
      expect(sent?.fields).toMatchObject({
        mode: 'payment',
        client_reference_id: checkoutId,
        'metadata[checkout_id]': checkoutId,
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][unit_amount]': '500',
        'line_items[0][price_data][product_data][name]': 'Starter · 20 crédits',
        locale: 'fr',
        success_url: `${PUBLIC_URL}/payment/success?checkout_id=${checkoutId}`,
        cancel_url: `${PUBLIC_URL}/payment_canceled?checkout_id=${checkoutId}`,
      });
      const session = [...standIn.sessions.values()].find((candidate) => candidate.client_reference_id === checkoutId);
      expect(response.headers.location).toBe(session?.url);
      const stored = await db().selectFrom('checkouts').select('provider_reference').where('id', '=', checkoutId).executeTakeFirst();
      expect(stored?.provider_reference).toBe(session?.id);

      // Coming back to our address gives the same session: the idempotency key asks Stripe for it again.
      const again = await testApp.app.inject({ method: 'GET', url: `/api/payments/stripe/${checkoutId}` });
      expect(again.headers.location).toBe(response.headers.location);
      expect(standIn.received.length - before).toBe(2);
      expect([...standIn.sessions.values()].filter((candidate) => candidate.client_reference_id === checkoutId)).toHaveLength(1);
    });

    it('shows a page in the user’s language when Stripe cannot be reached, and charges nothing', async () => {
      const { account } = await createSignedInAccount(db(), { locale: 'fr-FR' });
      const checkoutId = await openedCheckout(db(), account.id, 'stripe');
      standIn.failWith(500);
      const response = await testApp.app.inject({ method: 'GET', url: `/api/payments/stripe/${checkoutId}` });
      expect(response.statusCode).toBe(502);
      expect(response.body).toContain('La page de paiement n’a pas pu s’ouvrir');
      expect(response.body).toContain('href="/payment_options"');
      expect(await checkoutStatusOf(db(), checkoutId)).toBe('open');
    });

    it('sends a checkout already paid to the success page instead of Stripe', async () => {
      const { account } = await createSignedInAccount(db());
      const checkoutId = await openedCheckout(db(), account.id, 'stripe');
      expect((await deliver(sessionEvent(checkoutId))).statusCode).toBe(200);
      const response = await testApp.app.inject({ method: 'GET', url: `/api/payments/stripe/${checkoutId}` });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/payment/success?checkout_id=${checkoutId}`);
    });

    it('answers 404 for a sandbox checkout, and has no sandbox routes', async () => {
      const { account } = await createSignedInAccount(db());
      const sandboxCheckout = await openedCheckout(db(), account.id, 'sandbox');
      expect((await testApp.app.inject({ method: 'GET', url: `/api/payments/stripe/${sandboxCheckout}` })).statusCode).toBe(404);
      expect((await testApp.app.inject({ method: 'GET', url: `/api/payments/sandbox/${sandboxCheckout}` })).statusCode).toBe(404);
      expect((await testApp.app.inject({ method: 'GET', url: '/api/settings' })).json()).toEqual({ support_email: null, payments: 'stripe' });
    });
  });

  describe('the webhook', () => {
    it('credits a paid checkout once, pushes the balance to every tab, and answers a replay 200 without crediting again', async () => {
      const owner = await createSignedInAccount(db(), { credits: 3 });
      const client = await joinedClient(owner);
      const checkoutId = await openedCheckout(db(), owner.account.id, 'stripe');
      const event = sessionEvent(checkoutId);

      const first = await deliver(event);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ received: true });
      expect(await balanceOf(db(), owner.account.id)).toBe(23);
      expect(await checkoutStatusOf(db(), checkoutId)).toBe('paid');
      await eventually(() => client.frames(`user:${owner.account.id}`, 'updated_credits').length > 0);
      expect(client.frames(`user:${owner.account.id}`, 'updated_credits')[0]?.payload).toEqual({ credits: 23, fields: ['credits'] });

      // The same event again (Stripe retries), signed afresh, then another event for the same checkout.
      expect((await deliver(event)).statusCode).toBe(200);
      expect((await deliver(sessionEvent(checkoutId, { type: 'checkout.session.async_payment_succeeded' }))).statusCode).toBe(200);
      expect(await balanceOf(db(), owner.account.id)).toBe(23);
      expect(await purchasesOf(db(), owner.account.id)).toHaveLength(1);
    });

    it('credits once when the same event, and another for the same checkout, arrive at the same moment', async () => {
      const { account } = await createSignedInAccount(db());
      const checkoutId = await openedCheckout(db(), account.id, 'stripe');
      const event = sessionEvent(checkoutId);
      const answers = await Promise.all([
        ...Array.from({ length: 8 }, () => deliver(event)),
        deliver(sessionEvent(checkoutId, { type: 'checkout.session.async_payment_succeeded' })),
        deliver(sessionEvent(checkoutId)),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
      expect(await balanceOf(db(), account.id)).toBe(20);
      expect(await purchasesOf(db(), account.id)).toHaveLength(1);
      const recorded = await db().selectFrom('payment_events').select('id').where('checkout_id', '=', checkoutId).execute();
      expect(recorded).toHaveLength(3);
    });

    it('waits for the money of an asynchronous payment: completed unpaid credits nothing, its success credits', async () => {
      const { account } = await createSignedInAccount(db());
      const checkoutId = await openedCheckout(db(), account.id, 'stripe');
      await deliver(sessionEvent(checkoutId, { paymentStatus: 'unpaid' }));
      expect(await balanceOf(db(), account.id)).toBe(0);
      expect(await checkoutStatusOf(db(), checkoutId)).toBe('open');
      await deliver(sessionEvent(checkoutId, { type: 'checkout.session.async_payment_succeeded' }));
      expect(await balanceOf(db(), account.id)).toBe(20);
    });

    it('credits a payment that arrives after the checkout expired or was canceled on our side: the money moved', async () => {
      const { account } = await createSignedInAccount(db());
      const expired = await openedCheckout(db(), account.id, 'stripe');
      await deliver(sessionEvent(expired, { type: 'checkout.session.expired' }));
      expect(await checkoutStatusOf(db(), expired)).toBe('expired');
      await deliver(sessionEvent(expired));
      expect(await checkoutStatusOf(db(), expired)).toBe('paid');

      const canceled = await openedCheckout(db(), account.id, 'stripe');
      await db().updateTable('checkouts').set({ status: 'canceled' }).where('id', '=', canceled).execute();
      await deliver(sessionEvent(canceled));
      expect(await checkoutStatusOf(db(), canceled)).toBe('paid');
      expect(await balanceOf(db(), account.id)).toBe(40);
    });

    it('keeps a paid checkout paid when its expiry arrives late, out of order', async () => {
      const { account } = await createSignedInAccount(db());
      const checkoutId = await openedCheckout(db(), account.id, 'stripe');
      await deliver(sessionEvent(checkoutId));
      await deliver(sessionEvent(checkoutId, { type: 'checkout.session.expired' }));
      expect(await checkoutStatusOf(db(), checkoutId)).toBe('paid');
      expect(await balanceOf(db(), account.id)).toBe(20);
    });

    it('refuses forged, tampered, stale and unsigned events with 400, changing nothing', async () => {
      const { account } = await createSignedInAccount(db());
      const checkoutId = await openedCheckout(db(), account.id, 'stripe');
      const event = sessionEvent(checkoutId);
      const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
      const cases = {
        forged: signer.webhooks.generateTestHeaderString({ payload: event, secret: 'whsec_someone_else' }),
        tampered: signer.webhooks.generateTestHeaderString({ payload: sessionEvent(crypto.randomUUID()), secret: WEBHOOK_SECRET }),
        stale: signer.webhooks.generateTestHeaderString({ payload: event, secret: WEBHOOK_SECRET, timestamp: tenMinutesAgo }),
        garbage: 'not a signature',
        unsigned: null,
      };
      for (const [name, signature] of Object.entries(cases)) {
        const response = await deliver(event, signature);
        expect({ name, status: response.statusCode }).toEqual({ name, status: 400 });
      }
      expect(await balanceOf(db(), account.id)).toBe(0);
      expect(await checkoutStatusOf(db(), checkoutId)).toBe('open');
      expect(await db().selectFrom('payment_events').select('id').where('checkout_id', '=', checkoutId).execute()).toEqual([]);
      // The same event, properly signed, still goes through afterwards.
      expect((await deliver(event)).statusCode).toBe(200);
      expect(await balanceOf(db(), account.id)).toBe(20);
    });

    it('answers 200 to events about no checkout of ours, or of another type, and changes nothing', async () => {
      const { account } = await createSignedInAccount(db(), { credits: 1 });
      expect((await deliver(sessionEvent(crypto.randomUUID()))).statusCode).toBe(200);
      expect((await deliver(sessionEvent('not-a-uuid'))).statusCode).toBe(200);
      const other = JSON.stringify({ id: `evt_${crypto.randomBytes(8).toString('hex')}`, object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });
      expect((await deliver(other)).statusCode).toBe(200);
      // A sandbox checkout cannot be paid through Stripe's webhook.
      const sandboxCheckout = await openedCheckout(db(), account.id, 'sandbox');
      expect((await deliver(sessionEvent(sandboxCheckout))).statusCode).toBe(200);
      expect(await checkoutStatusOf(db(), sandboxCheckout)).toBe('open');
      expect(await balanceOf(db(), account.id)).toBe(1);
    });
  });
});
