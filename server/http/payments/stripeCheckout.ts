// Stripe Checkout, when its keys are set. `account.use_payment_option` hands the browser our own address for the
// checkout; this route opens the Checkout Session there (outside any database transaction), or finds again the
// one it opened before, and answers 303 to Stripe's page. The webhook is where the payment is learned: its
// signature is checked against the raw body, and each event is applied once.
import type { FastifyInstance } from 'fastify';
import { API_PATHS, type Locale, paymentCanceledPagePath, paymentSuccessPagePath } from '../../../contract';
import { checkoutStatusAt } from '../../domain/credits/checkouts';
import { type CheckoutRow, recordProviderReference } from '../../domain/credits/checkoutQueries';
import { applyProviderEvent } from '../../domain/credits/providerEvents';
import { InvalidWebhookSignatureError } from '../../services/payments/stripeGateway';
import { sendHttpError } from '../httpErrors';
import { checkoutProblemPage } from './checkoutPages';
import { checkoutPageTexts, packName } from './checkoutPageTexts';
import { addressedCheckout, type CheckoutParams, PAYMENT_OPTIONS_PAGE, sendPage } from './checkoutRoutes';
import type { StripeRouteOptions } from './paymentRouteOptions';


export async function registerStripeCheckoutRoutes(app: FastifyInstance, options: StripeRouteOptions): Promise<void> {
  app.get<{ Params: CheckoutParams }>('/api/payments/stripe/:id', async (request, reply) => {
    const addressed = await addressedCheckout(options, 'stripe', request, reply);
    if (addressed === undefined) return reply;
    const { checkout, locale } = addressed;
    // A closed checkout has nothing left to pay: the app's page says how it ended.
    if (checkoutStatusAt(checkout, options.clock()) !== 'open') return reply.redirect(paymentSuccessPagePath(checkout.id), 303);
    try {
      const page = await sessionPageOf(options, checkout, locale);
      return await reply.redirect('closed' in page ? paymentSuccessPagePath(checkout.id) : page.url, 303);
    } catch (error) {
      request.log.error({ err: error, checkoutId: checkout.id }, 'Stripe Checkout Session could not be opened');
      return sendPage(reply, 502, checkoutProblemPage(locale, 'unavailable', PAYMENT_OPTIONS_PAGE));
    }
  });

  // Encapsulated: only the webhook reads its JSON as raw bytes, which its signature covers.
  await app.register((scope, _options, registered) => {
    // Replaces the JSON parser this scope inherits: the signature covers the bytes as sent, not a re-serialized copy.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(API_PATHS.stripeWebhook, { config: { csrf: 'none' } }, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        if (!Buffer.isBuffer(request.body)) throw new InvalidWebhookSignatureError('no JSON body');
        event = options.stripe.verifiedEvent(request.body, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (!(error instanceof InvalidWebhookSignatureError)) throw error;
        request.log.warn({ reason: error.message }, 'Stripe webhook refused');
        return sendHttpError(reply, 'invalid_params');
      }
      const { outcome, differences } = await applyProviderEvent(
        { db: options.db, publisher: options.publisher, logger: request.log, now: options.clock() },
        event,
      );
      // Answered 200 whatever it did, so that Stripe stops sending it; what it did is logged.
      if (outcome === 'unknown_checkout') request.log.warn({ eventId: event.id, type: event.type }, 'Stripe event for no checkout of ours');
      else if (outcome === 'not_its_session') {
        const { session } = event;
        request.log.warn(
          { eventId: event.id, type: event.type, checkoutId: event.checkoutId, sessionId: session?.id, amountTotal: session?.amountTotal, currency: session?.currency, differences },
          'Stripe event changes nothing: not the session we created for its checkout, or not its price',
        );
      } else request.log.info({ eventId: event.id, type: event.type, outcome }, 'Stripe event');
      return reply.send({ received: true });
    });
    registered();
  });
}

/** Where the browser goes for a checkout still open on our side: its session's page, or the end of a closed one. */
type SessionPage = { readonly url: string } | { readonly closed: true };

/**
 * The session made for the checkout before, while Stripe says it is open: coming back to the checkout's address
 * (the back button, another tab) never makes a second session for one checkout. One no longer open (paid on
 * Stripe's page, expired) leads to the page that tells how the checkout ended. None yet: it is made now.
 */
async function sessionPageOf(options: StripeRouteOptions, checkout: CheckoutRow, locale: Locale): Promise<SessionPage> {
  if (checkout.provider_reference !== null) {
    const stored = await options.stripe.retrieveCheckoutSession(checkout.provider_reference);
    return stored.open ? { url: stored.url } : { closed: true };
  }
  const session = await options.stripe.createCheckoutSession({
    checkoutId: checkout.id,
    credits: checkout.credits,
    price: checkout.price,
    currency: checkout.currency,
    productName: `${packName(checkout.option_name)} · ${String(checkout.credits)} ${checkoutPageTexts[locale].credits.toLowerCase()}`,
    locale,
    expiresAt: new Date(checkout.expires_at),
    successUrl: `${options.publicUrl}${paymentSuccessPagePath(checkout.id)}`,
    cancelUrl: `${options.publicUrl}${paymentCanceledPagePath(checkout.id)}`,
  });
  await recordProviderReference(options.db, checkout.id, session.id);
  return { url: session.url };
}
