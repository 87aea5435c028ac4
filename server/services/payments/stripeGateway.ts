// Stripe through its official client: a Checkout Session for one of our checkouts (created, or read again to
// reuse it), and the webhook's events checked against their signature and read as what they mean for a checkout. STRIPE_API_BASE points the client
// at another host (a loopback stand-in in tests).
// The types of the ES module build, which `import('stripe')` in createStripeGateway loads.
import type Stripe from 'stripe' with { 'resolution-mode': 'import' };
import { idSchema, type Locale } from '../../../contract';
import type { StripeSettings } from '../../config';
import type { ProviderEvent, ProviderSession } from './providerEvent';

/** Stripe's own tolerance for a signature's age: an older one is refused as a possible replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface CheckoutSessionRequest {
  readonly checkoutId: string;
  readonly credits: number;
  /** In minor units of `currency`. */
  readonly price: number;
  readonly currency: string;
  /** What the customer reads on Stripe's page, in their language. */
  readonly productName: string;
  readonly locale: Locale;
  readonly expiresAt: Date;
  readonly successUrl: string;
  readonly cancelUrl: string;
}

export interface CheckoutSession {
  readonly id: string;
  readonly url: string;
}

/** A session created before, as it now stands: its page's URL while it is open and can still take a payment. */
export type StoredCheckoutSession = { readonly open: true; readonly url: string } | { readonly open: false };

export interface StripeGateway {
  createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession>;
  retrieveCheckoutSession(sessionId: string): Promise<StoredCheckoutSession>;
  /** The event the webhook received, or throws when its signature is bad or stale. */
  verifiedEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

export class InvalidWebhookSignatureError extends Error {
  override readonly name = 'InvalidWebhookSignatureError';
}

function clientAddress(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (apiBase === undefined) return {};
  const url = new URL(apiBase);
  return {
    host: url.hostname,
    port: url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

/** Stripe's page speaks the customer's language where Stripe has it. */
const STRIPE_LOCALES: Readonly<Record<Locale, Stripe.Checkout.SessionCreateParams.Locale>> = { 'en-US': 'en', 'fr-FR': 'fr' };

export async function createStripeGateway(settings: StripeSettings): Promise<StripeGateway> {
  // Loaded here, when the settings choose Stripe: requiring the client takes some 100 ms that every start would pay.
  const { default: StripeClient } = await import('stripe');
  const stripe = new StripeClient(settings.secretKey, {
    ...clientAddress(settings.apiBase),
    // A network blip is retried with the same idempotency key, so it never opens two sessions.
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: 'job-search-tracker' },
  });

  return {
    async createCheckoutSession(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.checkoutId,
          metadata: { checkout_id: request.checkoutId },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.price,
                product_data: { name: request.productName },
              },
            },
          ],
          locale: STRIPE_LOCALES[request.locale],
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // One session per checkout, however often the browser comes back to our redirect.
        { idempotencyKey: `checkout-${request.checkoutId}` },
      );
      if (session.url === null || !/^https?:\/\//.test(session.url)) throw new Error('Stripe answered a Checkout Session without a URL');
      return { id: session.id, url: session.url };
    },

    async retrieveCheckoutSession(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status !== 'open') return { open: false };
      if (session.url === null || !/^https?:\/\//.test(session.url)) throw new Error('Stripe answered an open Checkout Session without a URL');
      return { open: true, url: session.url };
    },

    verifiedEvent(rawBody, signature) {
      if (signature === undefined) throw new InvalidWebhookSignatureError('no Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        throw new InvalidWebhookSignatureError(error instanceof Error ? error.message : 'bad signature');
      }
      return providerEventOf(event);
    },
  };
}

/** What a verified event means for our checkouts. */
export function providerEventOf(event: Stripe.Event): ProviderEvent {
  const base = { id: event.id, provider: 'stripe', type: event.type } as const;
  switch (event.type) {
    case 'checkout.session.completed':
      // An asynchronous method (a bank debit) completes the session unpaid; its success comes as its own event.
      return { ...base, ...aboutSession(event.data.object), effect: event.data.object.payment_status === 'paid' ? 'paid' : 'none' };
    case 'checkout.session.async_payment_succeeded':
      return { ...base, ...aboutSession(event.data.object), effect: 'paid' };
    case 'checkout.session.expired':
      return { ...base, ...aboutSession(event.data.object), effect: 'expired' };
    default:
      return { ...base, checkoutId: undefined, session: undefined, effect: 'none' };
  }
}

function aboutSession(session: Stripe.Checkout.Session): Pick<ProviderEvent, 'checkoutId' | 'session'> {
  const charged: ProviderSession = {
    id: session.id,
    amountTotal: typeof session.amount_total === 'number' ? session.amount_total : null,
    currency: typeof session.currency === 'string' ? session.currency.toLowerCase() : null,
  };
  return { checkoutId: checkoutIdOf(session), session: charged };
}

function checkoutIdOf(session: Stripe.Checkout.Session): string | undefined {
  const candidate = session.client_reference_id ?? session.metadata?.checkout_id;
  return idSchema.safeParse(candidate).success ? (candidate ?? undefined) : undefined;
}
