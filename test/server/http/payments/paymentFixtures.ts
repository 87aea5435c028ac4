// What the payment route tests share: an account with a checkout of a pack opened as the live request does it,
// and the ledger read back.
import type { Kysely } from 'kysely';
import type { PaymentOption } from '../../../../contract';
import type { Database } from '../../../../server/db/schema';
import { findAccountById } from '../../../../server/domain/accounts/accountQueries';
import { type CheckoutProvider, openCheckout } from '../../../../server/domain/credits/checkouts';
import { loadPaymentOptions } from '../../../../server/domain/credits/paymentOptions';
import { listCreditTransactions } from '../../../../server/domain/credits/creditTransactionQueries';
import { runAccountChange } from '../../../../server/domain/requests/accountChange';

export const DEFAULT_OPTIONS: readonly PaymentOption[] = loadPaymentOptions({
  provider: 'sandbox',
  currency: 'eur',
  optionsFile: undefined,
});

/** The starter pack: 20 credits for 5,00 €. */
export const STARTER = DEFAULT_OPTIONS[0]!;

export async function openedCheckout(
  db: Kysely<Database>,
  accountId: string,
  provider: CheckoutProvider,
  now: Date = new Date(),
  option: PaymentOption = STARTER,
): Promise<string> {
  const { result } = await runAccountChange(db, accountId, now, (context) => openCheckout(context, option, provider));
  return result.id;
}

export async function balanceOf(db: Kysely<Database>, accountId: string): Promise<number | undefined> {
  return (await findAccountById(db, accountId))?.credits;
}

export async function purchasesOf(db: Kysely<Database>, accountId: string) {
  return (await listCreditTransactions(db, accountId)).filter((row) => row.reason === 'purchase');
}

export async function checkoutStatusOf(db: Kysely<Database>, checkoutId: string): Promise<string | undefined> {
  return (await db.selectFrom('checkouts').select('status').where('id', '=', checkoutId).executeTakeFirst())?.status;
}
