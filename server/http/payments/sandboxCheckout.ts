// The built-in sandbox checkout (PAYMENTS=sandbox, or no Stripe keys on a loopback PUBLIC_URL): a page of ours
// showing the pack, with a pay and a cancel form, under a test-mode banner. It says plainly that no money moves.
// The forms post the page's CSRF token as a field and are answered 303 to the app's success or canceled page.
import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CheckoutStatus, checkoutPagePath, paymentCanceledPagePath, paymentSuccessPagePath } from '../../../contract';
import { cancelSandboxCheckout, checkoutStatusAt, paySandboxCheckout } from '../../domain/credits/checkouts';
import type { CheckoutRow } from '../../domain/credits/checkoutQueries';
import { createCsrfToken, ensureCsrfSeed, hasValidCsrfField } from '../csrf';
import { checkoutProblemPage, sandboxCheckoutPage } from './checkoutPages';
import { addressedCheckout, type CheckoutParams, PAYMENT_OPTIONS_PAGE, sendCheckoutNotFound, sendPage } from './checkoutRoutes';
import type { PaymentRouteOptions } from './paymentRouteOptions';

export async function registerSandboxCheckoutRoutes(app: FastifyInstance, options: PaymentRouteOptions): Promise<void> {
  // Encapsulated: only these routes read form bodies.
  await app.register(async (scope) => {
    await scope.register(formBody, { bodyLimit: 4096 });

    scope.get<{ Params: CheckoutParams }>('/api/payments/sandbox/:id', async (request, reply) => {
      const addressed = await addressedCheckout(options, 'sandbox', request, reply);
      if (addressed === undefined) return reply;
      const { checkout, locale } = addressed;
      const status = checkoutStatusAt(checkout, options.clock());
      const seed = ensureCsrfSeed(request, reply, options.secureCookie);
      const html = sandboxCheckoutPage({
        locale,
        checkoutId: checkout.id,
        status,
        optionName: checkout.option_name,
        credits: checkout.credits,
        price: checkout.price,
        currency: checkout.currency,
        csrfToken: createCsrfToken(options.secret, seed),
        payPath: `${checkoutPagePath('sandbox', checkout.id)}/pay`,
        cancelPath: `${checkoutPagePath('sandbox', checkout.id)}/cancel`,
        returnPath: status === 'paid' ? paymentSuccessPagePath(checkout.id) : PAYMENT_OPTIONS_PAGE,
      });
      return sendPage(reply, 200, html);
    });

    /** A form's work on the checkout, then 303 to the app's page that `returnTo` picks for the outcome. */
    const formAction =
      (act: (checkout: CheckoutRow) => Promise<CheckoutRow>, returnTo: (status: CheckoutStatus, checkoutId: string) => string) =>
      async (request: FastifyRequest<{ Params: CheckoutParams }>, reply: FastifyReply): Promise<FastifyReply> => {
        const addressed = await addressedCheckout(options, 'sandbox', request, reply);
        if (addressed === undefined) return reply;
        if (!hasValidCsrfField(request, options.secret)) {
          return sendPage(reply, 403, checkoutProblemPage(addressed.locale, 'forbidden', checkoutPagePath('sandbox', addressed.checkout.id)));
        }
        const after = await act(addressed.checkout);
        return reply.redirect(returnTo(checkoutStatusAt(after, options.clock()), after.id), 303);
      };

    const deps = () => ({ db: options.db, publisher: options.publisher, logger: app.log, now: options.clock() });
    // Paying goes to the success page whatever came of it: that page tells paid, canceled or expired apart.
    scope.post<{ Params: CheckoutParams }>(
      '/api/payments/sandbox/:id/pay',
      { config: { csrf: 'form' } },
      formAction((checkout) => paySandboxCheckout(deps(), checkout), (_status, id) => paymentSuccessPagePath(id)),
    );
    // Canceling goes to the canceled page, unless the checkout was paid already.
    scope.post<{ Params: CheckoutParams }>(
      '/api/payments/sandbox/:id/cancel',
      { config: { csrf: 'form' } },
      formAction(
        (checkout) => cancelSandboxCheckout(deps(), checkout),
        (status, id) => (status === 'paid' ? paymentSuccessPagePath(id) : paymentCanceledPagePath(id)),
      ),
    );
  });
}

/**
 * While the sandbox does not serve, its addresses answer 404 as for an unknown checkout, forms included and
 * whatever they carry (no CSRF check first, which would answer 403): a page left open from a start that served
 * it changes nothing and learns nothing.
 */
export async function registerClosedSandboxRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(formBody, { bodyLimit: 4096 });
    const notFound = (request: FastifyRequest, reply: FastifyReply): FastifyReply => sendCheckoutNotFound(request, reply);
    scope.get('/api/payments/sandbox/:id', notFound);
    scope.post('/api/payments/sandbox/:id/pay', { config: { csrf: 'none' } }, notFound);
    scope.post('/api/payments/sandbox/:id/cancel', { config: { csrf: 'none' } }, notFound);
  });
}
