// What the checkout routes share: the checkout of the address, the language of its account, the pages' paths.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idSchema, type Locale } from '../../../contract';
import { findAccountById, localeOfAccount } from '../../domain/accounts/accountQueries';
import { type CheckoutRow, findCheckout } from '../../domain/credits/checkoutQueries';
import type { CheckoutProvider } from '../../domain/credits/checkouts';
import { checkoutProblemPage } from './checkoutPages';
import { visitorLocale } from '../visitorLocale';
import type { PaymentRouteOptions } from './paymentRouteOptions';

/** The app's page of the packs, where every problem page leads back. */
export const PAYMENT_OPTIONS_PAGE = '/payment_options';

export interface CheckoutParams {
  readonly id: string;
}

export interface AddressedCheckout {
  readonly checkout: CheckoutRow;
  readonly locale: Locale;
}

/**
 * The checkout the address names, of this provider; otherwise answers 404 with a page (and undefined). The id
 * is the page's credential: an unknown id and another provider's look the same.
 */
export async function addressedCheckout(
  options: PaymentRouteOptions,
  provider: CheckoutProvider,
  request: FastifyRequest<{ Params: CheckoutParams }>,
  reply: FastifyReply,
): Promise<AddressedCheckout | undefined> {
  const id = idSchema.safeParse(request.params.id);
  const checkout = id.success ? await findCheckout(options.db, id.data) : undefined;
  if (checkout?.provider !== provider) {
    await sendCheckoutNotFound(request, reply);
    return undefined;
  }
  const account = await findAccountById(options.db, checkout.account_id);
  return { checkout, locale: account === undefined ? visitorLocale(request.headers['accept-language']) : localeOfAccount(account) };
}

/** 404 with a page in the visitor's language: there is no checkout (of this provider) at this address. */
export function sendCheckoutNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendPage(reply, 404, checkoutProblemPage(visitorLocale(request.headers['accept-language']), 'not_found', PAYMENT_OPTIONS_PAGE));
}

export function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}
