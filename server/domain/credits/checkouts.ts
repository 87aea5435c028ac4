// A checkout is one purchase of a payment option: opened by the account, then paid (its credits granted, once),
// canceled, or left to expire. Whoever completes it (the sandbox's form, Stripe's webhook) goes through here.
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Checkout, CheckoutStatus, PaymentOption } from '../../../contract';
import type { Database } from '../../db/schema';
import { type AccountPublisher, type ChangeContext, commitAccountChange } from '../requests/accountChange';
import {
  type CheckoutRow,
  closeOpenCheckout,
  deleteUnpaidCheckoutsEndedBefore,
  expireOpenCheckoutsBeyond,
  findCheckout,
  insertCheckout,
  markCheckoutPaid,
} from './checkoutQueries';
import { grantCredits } from './ledger';

/** How long a checkout stays open: Stripe's own default for a Checkout Session. */
export const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * How many checkouts one account keeps open: more tabs than anyone buys from at once, few enough that one
 * account cannot open checkouts (and Stripe sessions) without end.
 */
export const MAX_OPEN_CHECKOUTS = 20;

/**
 * How long an unpaid checkout (canceled, expired, abandoned) is kept after its time ended: long enough for the
 * person to look at how it ended, for a late asynchronous payment (a bank debit confirms within some 14 business
 * days) to find its checkout, and for an operator to answer a question about it. A paid one is kept for ever:
 * its purchase in the ledger names it.
 */
export const CHECKOUT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export type CheckoutProvider = 'sandbox' | 'stripe';

/** The status as of `now`: an open checkout past its time reads expired, before anything has marked it. */
export function checkoutStatusAt(row: CheckoutRow, now: Date): CheckoutStatus {
  if (row.status === 'open' && row.expires_at <= now.toISOString()) return 'expired';
  return row.status as CheckoutStatus;
}

export function checkoutOf(row: CheckoutRow, now: Date): Checkout {
  return { id: row.id, option_id: row.option_id, status: checkoutStatusAt(row, now), credits: row.credits, created: row.created };
}

/**
 * Opens a checkout of the option for the account of the change, and expires the account's oldest open one when
 * that makes more than MAX_OPEN_CHECKOUTS open. The change holds the account (its row locked on PostgreSQL, one
 * writer at a time on SQLite), so checkouts opened at once count one another.
 */
export async function openCheckout(context: ChangeContext, option: PaymentOption, provider: CheckoutProvider): Promise<CheckoutRow> {
  const row: CheckoutRow = {
    id: crypto.randomUUID(),
    account_id: context.accountId,
    option_id: option.id,
    option_name: option.name,
    credits: option.credits,
    price: option.price,
    currency: option.currency,
    provider,
    provider_reference: null,
    status: 'open',
    created: context.now.toISOString(),
    expires_at: new Date(context.now.getTime() + CHECKOUT_LIFETIME_MS).toISOString(),
    completed_at: null,
  };
  await insertCheckout(context.db, row);
  await expireOpenCheckoutsBeyond(context.db, context.accountId, context.now, MAX_OPEN_CHECKOUTS);
  return row;
}

/** Deletes the unpaid checkouts whose time ended more than CHECKOUT_RETENTION_MS ago; answers how many. */
export function purgeEndedCheckouts(db: Kysely<Database>, now: Date): Promise<number> {
  return deleteUnpaidCheckoutsEndedBefore(db, new Date(now.getTime() - CHECKOUT_RETENTION_MS));
}

/**
 * Marks the checkout paid if its status is one of `from` (and not expired, with `unexpiredOnly`), and grants its
 * credits in the same transaction. Answers whether this call is the one that did: a replay finds it paid.
 */
export async function completeCheckout(
  context: ChangeContext,
  checkout: CheckoutRow,
  from: readonly CheckoutStatus[],
  options: { readonly unexpiredOnly?: boolean } = {},
): Promise<boolean> {
  const paidNow = await markCheckoutPaid(context.db, checkout.id, context.now, from, options.unexpiredOnly === true ? { unexpiredAt: context.now } : {});
  if (!paidNow) return false;
  await grantCredits(context, checkout.credits, 'purchase', { checkoutId: checkout.id });
  return true;
}

export interface CheckoutCompletionDependencies {
  readonly db: Kysely<Database>;
  readonly publisher: AccountPublisher;
  readonly logger: FastifyBaseLogger;
  readonly now: Date;
}

/** Runs a change in the checkout's account and tells that account's tabs once it has committed. */
export function changeCheckoutAccount<T>(
  deps: CheckoutCompletionDependencies,
  checkout: CheckoutRow,
  work: (context: ChangeContext) => Promise<T>,
): Promise<T> {
  return commitAccountChange(deps, checkout.account_id, deps.now, work);
}

/**
 * The sandbox's pay button: pays an open checkout within its time, never one canceled or expired (no money
 * moves in the sandbox, so nothing is owed for those). Answers the checkout as it then stands.
 */
export async function paySandboxCheckout(deps: CheckoutCompletionDependencies, checkout: CheckoutRow): Promise<CheckoutRow> {
  await changeCheckoutAccount(deps, checkout, (context) => completeCheckout(context, checkout, ['open'], { unexpiredOnly: true }));
  return (await findCheckout(deps.db, checkout.id)) ?? checkout;
}

/** The sandbox's cancel button: closes an open checkout; a paid one stays paid. */
export async function cancelSandboxCheckout(deps: CheckoutCompletionDependencies, checkout: CheckoutRow): Promise<CheckoutRow> {
  await closeOpenCheckout(deps.db, checkout.id, deps.now, 'canceled');
  return (await findCheckout(deps.db, checkout.id)) ?? checkout;
}
