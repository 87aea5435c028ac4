// What a payment provider tells us about a checkout, applied once per event: the event's id is recorded in the
// transaction of its effect, so a replay, or a second delivery at the same moment, changes nothing. An event acts
// on a checkout only when it is about the session we created for that checkout, and pays it only at its price.
import type { ProviderEvent } from '../../services/payments/providerEvent';
import { type CheckoutCompletionDependencies, changeCheckoutAccount, completeCheckout } from './checkouts';
import { type CheckoutRow, closeOpenCheckout, findCheckout } from './checkoutQueries';
import { recordPaymentEvent } from './paymentEventQueries';

export type ProviderEventOutcome = 'credited' | 'expired' | 'unchanged' | 'duplicate' | 'unknown_checkout' | 'not_its_session';

/** What of an event differs from its checkout: another session than ours, or another amount or currency than its price. */
export type SessionDifference = 'session' | 'amount' | 'currency';

export interface ProviderEventResult {
  readonly outcome: ProviderEventOutcome;
  /** With `not_its_session`: what differed. */
  readonly differences: readonly SessionDifference[];
}

/**
 * How the event's session differs from the one we created for the checkout at its price. A signature proves only
 * that the event came from the provider, not that its session is ours: a session opened elsewhere on the same
 * account (a payment link, another app) may carry our checkout's id at any price.
 */
export function sessionDifferences(checkout: CheckoutRow, event: ProviderEvent): SessionDifference[] {
  const differences: SessionDifference[] = [];
  if (event.session === undefined || checkout.provider_reference === null || event.session.id !== checkout.provider_reference) differences.push('session');
  // What was charged matters only to a payment.
  if (event.effect === 'paid') {
    if (event.session?.amountTotal !== checkout.price) differences.push('amount');
    if (event.session?.currency !== checkout.currency) differences.push('currency');
  }
  return differences;
}

export async function applyProviderEvent(deps: CheckoutCompletionDependencies, event: ProviderEvent): Promise<ProviderEventResult> {
  const checkout = event.checkoutId === undefined ? undefined : await findCheckout(deps.db, event.checkoutId);
  const record = { id: event.id, provider: event.provider, type: event.type, checkoutId: checkout?.id ?? null };
  const differences = checkout === undefined || event.effect === 'none' ? [] : sessionDifferences(checkout, event);
  if (checkout === undefined || checkout.provider !== event.provider || differences.length > 0) {
    // Recorded, and nothing else changes: a replay of it is then a duplicate.
    const recorded = await deps.db.transaction().execute((trx) => recordPaymentEvent(trx, record, deps.now));
    if (!recorded) return { outcome: 'duplicate', differences: [] };
    if (event.effect === 'none') return { outcome: 'unchanged', differences: [] };
    return checkout?.provider === event.provider ? { outcome: 'not_its_session', differences } : { outcome: 'unknown_checkout', differences: [] };
  }
  const outcome = await changeCheckoutAccount(deps, checkout, async (context): Promise<ProviderEventOutcome> => {
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
  return { outcome, differences: [] };
}
