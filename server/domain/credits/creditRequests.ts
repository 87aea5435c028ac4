// Live-channel requests about credits: the ledger, the packs on sale, and buying one.
import { checkoutPagePath, type PaymentOption } from '../../../contract';
import type { PaymentSettings } from '../../config';
import type { RequestHandlers } from '../requests/requestHandlers';
import { notFound } from '../requests/requestErrors';
import { findAccountCheckout } from './checkoutQueries';
import { checkoutOf, openCheckout } from './checkouts';
import { listCreditTransactions, transactionOf } from './creditTransactionQueries';

export interface CreditRequestOptions {
  /** The packs on sale (none when buying is off). */
  readonly paymentOptions: readonly PaymentOption[];
  readonly paymentProvider: PaymentSettings['provider'];
  /** Origin of the checkout addresses handed to the browser. */
  readonly publicUrl: string;
}

export function createCreditRequestHandlers(options: CreditRequestOptions) {
  const optionsById = new Map(options.paymentOptions.map((option) => [option.id, option]));
  const provider = options.paymentProvider;

  function optionNamed(id: string): PaymentOption {
    const option = optionsById.get(id);
    if (option === undefined) throw notFound('payment option');
    return option;
  }

  return {
    'account.list_transactions': async (_params, { accountId, db }) => (await listCreditTransactions(db, accountId)).map(transactionOf),
    'account.list_payment_options': () => Promise.resolve([...options.paymentOptions]),
    'account.get_payment_option': ({ id }) => Promise.resolve(optionNamed(id)),
    /** Opens a checkout and answers where the browser goes to pay it; a retry of the same uuid gets the same one. */
    'account.use_payment_option': async ({ id }, context) => {
      const option = optionNamed(id);
      if (provider === 'off') throw notFound('payment option');
      const checkout = await openCheckout(context, option, provider);
      return `${options.publicUrl}${checkoutPagePath(provider, checkout.id)}`;
    },
    'account.get_checkout': async ({ id }, { accountId, db, now }) => {
      const checkout = await findAccountCheckout(db, accountId, id);
      if (checkout === undefined) throw notFound('checkout');
      return checkoutOf(checkout, now);
    },
  } satisfies RequestHandlers;
}
