// What a payment provider tells us about a checkout, applied once per event: the event's id is recorded in the
// transaction of its effect, so a replay, or a second delivery at the same moment, changes nothing.
import type { ProviderEvent } from '../../services/payments/providerEvent';
import { type CheckoutCompletionDependencies, changeCheckoutAccount, completeCheckout } from './checkouts';
import { closeOpenCheckout, findCheckout } from './checkoutQueries';
import { recordPaymentEvent } from './paymentEventQueries';

export type ProviderEventOutcome = 'credited' | 'expired' | 'unchanged' | 'duplicate' | 'unknown_checkout';

export async function applyProviderEvent(deps: CheckoutCompletionDependencies, event: ProviderEvent): Promise<ProviderEventOutcome> {
  const checkout = event.checkoutId === undefined ? undefined : await findCheckout(deps.db, event.checkoutId);
  const record = { id: event.id, provider: event.provider, type: event.type, checkoutId: checkout?.id ?? null };
  if (checkout === undefined || checkout.provider !== event.provider) {
    const recorded = await deps.db.transaction().execute((trx) => recordPaymentEvent(trx, record, deps.now));
    return recorded && event.effect !== 'none' ? 'unknown_checkout' : recorded ? 'unchanged' : 'duplicate';
  }
  return changeCheckoutAccount(deps, checkout, async (context): Promise<ProviderEventOutcome> => {
    if (!(await recordPaymentEvent(context.db, record, context.now))) return 'duplicate';
    switch (event.effect) {
      case 'paid':
        // Money moved: the credits are owed whatever we had marked (a return to the cancel page leaves the
        // provider's session open, and a late payment may follow our expiry), once.
        return (await completeCheckout(context, checkout, ['open', 'canceled', 'expired'])) ? 'credited' : 'unchanged';
      case 'expired':
        return (await closeOpenCheckout(context.db, checkout.id, context.now, 'expired')) ? 'expired' : 'unchanged';
      case 'none':
        return 'unchanged';
    }
  });
}
