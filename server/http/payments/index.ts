// Buying credits over HTTP: the provider's pages and callbacks. The requests that list packs and open a checkout
// are on the live channel (server/domain/credits/creditRequests.ts).
import type { FastifyInstance } from 'fastify';
import type { PaymentSettings } from '../../config';
import { registerCheckoutPurge } from '../../jobs/checkoutPurge';
import { createStripeGateway, type StripeGateway } from '../../services/payments/stripeGateway';
import type { PaymentRouteOptions } from './paymentRouteOptions';
import { registerClosedSandboxRoutes, registerSandboxCheckoutRoutes } from './sandboxCheckout';
import { registerStripeCheckoutRoutes } from './stripeCheckout';

export async function registerPaymentRoutes(
  app: FastifyInstance,
  settings: PaymentSettings,
  options: PaymentRouteOptions & { readonly stripe?: StripeGateway },
): Promise<void> {
  // Once per start, so that whoever reads the log knows whether money can move, and why.
  app.log[settings.decision.warn ? 'warn' : 'info']({ payments: settings.provider }, `payments: ${settings.decision.reason}`);
  // Whatever the mode now: checkouts left from a start that sold are purged all the same.
  registerCheckoutPurge(app, options.db, options.clock);
  if (settings.provider === 'sandbox') await registerSandboxCheckoutRoutes(app, options);
  else await registerClosedSandboxRoutes(app);
  if (settings.provider === 'stripe' && settings.stripe !== undefined) {
    await registerStripeCheckoutRoutes(app, { ...options, stripe: options.stripe ?? (await createStripeGateway(settings.stripe)) });
  }
}
