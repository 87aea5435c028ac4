// Stripe with the real app on SQLite and PostgreSQL, the official client talking to a loopback stand-in of
// Stripe's API: the Checkout Session we create (and create once: coming back reuses it while it is open), a page
// in the user's language when Stripe cannot be reached, and the webhook: signed events credit a checkout exactly
// once whatever is replayed, reordered or delivered twice at once, and only for the session we created for it at
// its price; forged, tampered and stale signatures are refused and change nothing.
import crypto from 'node:crypto';
import Stripe from 'stripe';
import { createSignedInAccount, type SignedInAccount } from '../../../support/accounts';
import { databaseKinds } from '../../../support/databases';
import { listenOnLoopback, startTestApp, type TestApp } from '../../../support/testApp';
import { appLoggerOptions } from '../../../../server/http/requestLogging';
import { closeAllClients, eventually, joinedAccountClient } from '../../realtime/support/phoenixClients';
import { balanceOf, checkoutStatusOf, DEFAULT_OPTIONS, openedCheckout, purchasesOf } from './paymentFixtures';
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

/** What an event says of its session: by default, what the stand-in created for the checkout. */
interface EventSession {
  readonly checkoutId: string;
  readonly sessionId: string;
  readonly amountTotal: number;
  readonly currency: string;
}

/** A session that Stripe never created for us, naming the checkout at the starter pack's price. */
function unknownSession(checkoutId: string): EventSession {
  return { checkoutId, sessionId: `cs_test_${crypto.randomBytes(12).toString('hex')}`, amountTotal: 500, currency: 'eur' };
}

function sessionEvent(session: EventSession, options: EventOptions = {}): string {
  return JSON.stringify({
    id: options.id ?? `evt_${crypto.randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    type: options.type ?? 'checkout.session.completed',
    livemode: false,
    data: {
      object: {
        id: session.sessionId,
        object: 'checkout.session',
        client_reference_id: session.checkoutId,
        payment_status: options.paymentStatus ?? 'paid',
        status: 'complete',
        amount_total: session.amountTotal,
        currency: session.currency,
      },
    },
  });
}

describe.each(databaseKinds)('Stripe checkout on %s', (kind) => {
  let standIn: StripeStandIn;
  let testApp: TestApp;
  let baseUrl: string;
  const logged: { level: number; msg: string; eventId?: string; checkoutId?: string }[] = [];

  beforeAll(async () => {
    standIn = await startStripeStandIn(SECRET_KEY);
    testApp = await startTestApp(
      { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: standIn.url, PUBLIC_URL },
      {
        databaseKind: kind,
        logger: appLoggerOptions('info', {
          write: (line: string) => {
            logged.push(JSON.parse(line) as (typeof logged)[number]);
          },
        }),
      },
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

  /** The stand-in's calls about a checkout's sessions: creations carry its id, retrievals its session's. */
  const sessionCalls = (checkoutId: string) =>
    standIn.received.filter(
      (call) => call.fields.client_reference_id === checkoutId || [...standIn.sessions.values()].some((session) => session.client_reference_id === checkoutId && call.call.endsWith(`/${String(session.id)}`)),
    );

  /** A checkout of the account whose Checkout Session was opened, as when its owner went to pay: what Stripe then knows of it. */
  async function stripeCheckout(accountId: string, option = DEFAULT_OPTIONS[0]!): Promise<EventSession> {
    const checkoutId = await openedCheckout(db(), accountId, 'stripe', new Date(), option);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/payments/stripe/${checkoutId}` })).statusCode).toBe(303);
    const session = [...standIn.sessions.values()].find((candidate) => candidate.client_reference_id === checkoutId);
    if (session === undefined) throw new Error('no session was created');
    return { checkoutId, sessionId: String(session.id), amountTotal: Number(session.amount_total), currency: String(session.currency) };
  }

  describe('opening the Checkout Session', () => {
    it('creates it with the official client (payment mode, our checkout as reference, our return pages) and redirects to it', async () => {
      const { account } = await createSignedInAccount(db(), { locale: 'fr-FR' });
      const checkoutId = await openedCheckout(db(), account.id, 'stripe');

      const response = await testApp.app.inject({ method: 'GET', url: `/api/payments/stripe/${checkoutId}` });
      expect(response.statusCode).toBe(303);
      const sent = sessionCalls(checkoutId);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.call).toBe('POST /v1/checkout/sessions');
      expect(sent[0]?.authorization).toBe(`Bearer ${SECRET_KEY}`);
      expect(sent[0]?.idempotencyKey).toBe(`checkout-${checkoutId}`);
      expect(sent[0]?.fields).toMatchObject({
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
    });

    it('reuses the open session when the checkout’s address is opened again: no second creation at Stripe', async () => {
      const { account } = await createSignedInAccount(db());
      const { checkoutId, sessionId } = await stripeCheckout(account.id);
      const first = standIn.sessions.get(sessionId);

      for (let visit = 0; visit < 3; visit += 1) {
        const again = await testApp.app.inject({ method: 'GET', url: `/api/payments/stripe/${checkoutId}` });
        expect(again.statusCode).toBe(303);
        expect(again.headers.location).toBe(first?.url);
      }
      expect(sessionCalls(checkoutId).map((call) => call.call)).toEqual([
        'POST /v1/checkout/sessions',
        ...Array<string>(3).fill(`GET /v1/checkout/sessions/${sessionId}`),
      ]);
      expect([...standIn.sessions.values()].filter((candidate) => candidate.client_reference_id === checkoutId)).toHaveLength(1);
    });

    it('sends the browser to the payment page, creating nothing, when Stripe says the session is no longer open', async () => {
      const { account } = await createSignedInAccount(db());
      const { checkoutId, sessionId } = await stripeCheckout(account.id);
      // Paid on Stripe's page, the webhook not yet arrived.
      standIn.sessions.set(sessionId, { ...standIn.sessions.get(sessionId), status: 'complete', payment_status: 'paid', url: null });
      const response = await testApp.app.inject({ method: 'GET', url: `/api/payments/stripe/${checkoutId}` });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/payment/success?checkout_id=${checkoutId}`);
      expect(sessionCalls(checkoutId).filter((call) => call.call === 'POST /v1/checkout/sessions')).toHaveLength(1);
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

      // Coming back to an open session while Stripe is down: the same page.
      standIn.failWith(undefined);
      const opened = await stripeCheckout(account.id);
      standIn.failWith(500);
      expect((await testApp.app.inject({ method: 'GET', url: `/api/payments/stripe/${opened.checkoutId}` })).statusCode).toBe(502);
    });

    it('sends a checkout already paid to the success page instead of Stripe', async () => {
      const { account } = await createSignedInAccount(db());
      const session = await stripeCheckout(account.id);
      expect((await deliver(sessionEvent(session))).statusCode).toBe(200);
      const calls = sessionCalls(session.checkoutId).length;
      const response = await testApp.app.inject({ method: 'GET', url: `/api/payments/stripe/${session.checkoutId}` });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/payment/success?checkout_id=${session.checkoutId}`);
      expect(sessionCalls(session.checkoutId)).toHaveLength(calls);
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
      const session = await stripeCheckout(owner.account.id);
      const event = sessionEvent(session);

      const first = await deliver(event);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ received: true });
      expect(await balanceOf(db(), owner.account.id)).toBe(23);
      expect(await checkoutStatusOf(db(), session.checkoutId)).toBe('paid');
      await eventually(() => client.frames(`user:${owner.account.id}`, 'updated_credits').length > 0);
      expect(client.frames(`user:${owner.account.id}`, 'updated_credits')[0]?.payload).toEqual({ credits: 23, fields: ['credits'] });

      // The same event again (Stripe retries), signed afresh, then another event for the same checkout.
      expect((await deliver(event)).statusCode).toBe(200);
      expect((await deliver(sessionEvent(session, { type: 'checkout.session.async_payment_succeeded' }))).statusCode).toBe(200);
      expect(await balanceOf(db(), owner.account.id)).toBe(23);
      expect(await purchasesOf(db(), owner.account.id)).toHaveLength(1);
    });

    it('credits once when the same event, and another for the same checkout, arrive at the same moment', async () => {
      const { account } = await createSignedInAccount(db());
      const session = await stripeCheckout(account.id);
      const event = sessionEvent(session);
      const answers = await Promise.all([
        ...Array.from({ length: 8 }, () => deliver(event)),
        deliver(sessionEvent(session, { type: 'checkout.session.async_payment_succeeded' })),
        deliver(sessionEvent(session)),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
      expect(await balanceOf(db(), account.id)).toBe(20);
      expect(await purchasesOf(db(), account.id)).toHaveLength(1);
      const recorded = await db().selectFrom('payment_events').select('id').where('checkout_id', '=', session.checkoutId).execute();
      expect(recorded).toHaveLength(3);
    });

    it('waits for the money of an asynchronous payment: completed unpaid credits nothing, its success credits', async () => {
      const { account } = await createSignedInAccount(db());
      const session = await stripeCheckout(account.id);
      await deliver(sessionEvent(session, { paymentStatus: 'unpaid' }));
      expect(await balanceOf(db(), account.id)).toBe(0);
      expect(await checkoutStatusOf(db(), session.checkoutId)).toBe('open');
      await deliver(sessionEvent(session, { type: 'checkout.session.async_payment_succeeded' }));
      expect(await balanceOf(db(), account.id)).toBe(20);
    });

    it('credits a payment that arrives after the checkout expired or was canceled on our side: the money moved', async () => {
      const { account } = await createSignedInAccount(db());
      const expired = await stripeCheckout(account.id);
      await deliver(sessionEvent(expired, { type: 'checkout.session.expired' }));
      expect(await checkoutStatusOf(db(), expired.checkoutId)).toBe('expired');
      await deliver(sessionEvent(expired));
      expect(await checkoutStatusOf(db(), expired.checkoutId)).toBe('paid');

      const canceled = await stripeCheckout(account.id);
      await db().updateTable('checkouts').set({ status: 'canceled' }).where('id', '=', canceled.checkoutId).execute();
      await deliver(sessionEvent(canceled));
      expect(await checkoutStatusOf(db(), canceled.checkoutId)).toBe('paid');
      expect(await balanceOf(db(), account.id)).toBe(40);
    });

    it('keeps a paid checkout paid when its expiry arrives late, out of order', async () => {
      const { account } = await createSignedInAccount(db());
      const session = await stripeCheckout(account.id);
      await deliver(sessionEvent(session));
      await deliver(sessionEvent(session, { type: 'checkout.session.expired' }));
      expect(await checkoutStatusOf(db(), session.checkoutId)).toBe('paid');
      expect(await balanceOf(db(), account.id)).toBe(20);
    });

    it('refuses forged, tampered, stale and unsigned events with 400, changing nothing', async () => {
      const { account } = await createSignedInAccount(db());
      const session = await stripeCheckout(account.id);
      const event = sessionEvent(session);
      const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
      const cases = {
        forged: signer.webhooks.generateTestHeaderString({ payload: event, secret: 'whsec_someone_else' }),
        tampered: signer.webhooks.generateTestHeaderString({ payload: sessionEvent(unknownSession(crypto.randomUUID())), secret: WEBHOOK_SECRET }),
        stale: signer.webhooks.generateTestHeaderString({ payload: event, secret: WEBHOOK_SECRET, timestamp: tenMinutesAgo }),
        garbage: 'not a signature',
        unsigned: null,
      };
      for (const [name, signature] of Object.entries(cases)) {
        const response = await deliver(event, signature);
        expect({ name, status: response.statusCode }).toEqual({ name, status: 400 });
      }
      expect(await balanceOf(db(), account.id)).toBe(0);
      expect(await checkoutStatusOf(db(), session.checkoutId)).toBe('open');
      expect(await db().selectFrom('payment_events').select('id').where('checkout_id', '=', session.checkoutId).execute()).toEqual([]);
      // The same event, properly signed, still goes through afterwards.
      expect((await deliver(event)).statusCode).toBe(200);
      expect(await balanceOf(db(), account.id)).toBe(20);
    });

    it('answers 200 to events about no checkout of ours, or of another type, and changes nothing', async () => {
      const { account } = await createSignedInAccount(db(), { credits: 1 });
      expect((await deliver(sessionEvent(unknownSession(crypto.randomUUID())))).statusCode).toBe(200);
      expect((await deliver(sessionEvent(unknownSession('not-a-uuid')))).statusCode).toBe(200);
      const other = JSON.stringify({ id: `evt_${crypto.randomBytes(8).toString('hex')}`, object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });
      expect((await deliver(other)).statusCode).toBe(200);
      // A sandbox checkout cannot be paid through Stripe's webhook.
      const sandboxCheckout = await openedCheckout(db(), account.id, 'sandbox');
      expect((await deliver(sessionEvent(unknownSession(sandboxCheckout)))).statusCode).toBe(200);
      expect(await checkoutStatusOf(db(), sandboxCheckout)).toBe('open');
      expect(await balanceOf(db(), account.id)).toBe(1);
    });
  });

  describe('an event pays only for its own checkout', () => {
    const intensive = DEFAULT_OPTIONS[2]!;

    /** Delivers the event, checks that it was answered 200, and answers what it did to the balance. */
    async function creditsGainedBy(accountId: string, session: EventSession, options: EventOptions = {}): Promise<number> {
      const before = (await balanceOf(db(), accountId)) ?? 0;
      const eventId = options.id ?? `evt_${crypto.randomBytes(12).toString('hex')}`;
      expect((await deliver(sessionEvent(session, { ...options, id: eventId }))).statusCode).toBe(200);
      return ((await balanceOf(db(), accountId)) ?? 0) - before;
    }

    const warnedAbout = (eventId: string) => logged.filter((line) => line.level === 40 && line.eventId === eventId);

    it('credits nothing for a signed event of another session worth 1 JPY that names a 25 EUR checkout (the probe)', async () => {
      const { account } = await createSignedInAccount(db());
      const ours = await stripeCheckout(account.id, intensive);
      const id = `evt_${crypto.randomBytes(12).toString('hex')}`;
      expect(await creditsGainedBy(account.id, { ...unknownSession(ours.checkoutId), amountTotal: 1, currency: 'jpy' }, { id })).toBe(0);
      expect(warnedAbout(id)).toEqual([expect.objectContaining({ checkoutId: ours.checkoutId })]);
      expect(await checkoutStatusOf(db(), ours.checkoutId)).toBe('open');
      // Its own session at its price still pays it.
      expect(await creditsGainedBy(account.id, ours)).toBe(150);
    });

    it.each([
      ['another session at the right price', (ours: EventSession) => unknownSession(ours.checkoutId)],
      ['its session, another amount', (ours: EventSession) => ({ ...ours, amountTotal: ours.amountTotal - 1 })],
      ['its session, another currency', (ours: EventSession) => ({ ...ours, currency: 'usd' })],
      ['its session, at a higher price', (ours: EventSession) => ({ ...ours, amountTotal: ours.amountTotal * 10 })],
    ])('credits nothing for %s, in a completed or an asynchronous success event', async (_case, forge) => {
      const { account } = await createSignedInAccount(db());
      const ours = await stripeCheckout(account.id);
      for (const type of ['checkout.session.completed', 'checkout.session.async_payment_succeeded']) {
        const id = `evt_${crypto.randomBytes(12).toString('hex')}`;
        expect(await creditsGainedBy(account.id, forge(ours), { id, type })).toBe(0);
        expect(warnedAbout(id)).toHaveLength(1);
      }
      expect(await checkoutStatusOf(db(), ours.checkoutId)).toBe('open');
      expect(await purchasesOf(db(), account.id)).toEqual([]);
    });

    it('credits nothing for a checkout whose session we never created', async () => {
      const { account } = await createSignedInAccount(db());
      const checkoutId = await openedCheckout(db(), account.id, 'stripe');
      expect(await creditsGainedBy(account.id, unknownSession(checkoutId))).toBe(0);
      expect(await checkoutStatusOf(db(), checkoutId)).toBe('open');
    });

    it('lets only its own session expire it', async () => {
      const { account } = await createSignedInAccount(db());
      const ours = await stripeCheckout(account.id);
      await deliver(sessionEvent(unknownSession(ours.checkoutId), { type: 'checkout.session.expired' }));
      expect(await checkoutStatusOf(db(), ours.checkoutId)).toBe('open');
      await deliver(sessionEvent(ours, { type: 'checkout.session.expired' }));
      expect(await checkoutStatusOf(db(), ours.checkoutId)).toBe('expired');
    });
  });
});
