// An address proven for the first time (by the confirmation link, or by a password reset that proves it) is
// when the account gets its sign-up credits, in the same transaction: confirmed once, granted once.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { grantCredits } from '../credits/ledger';
import { confirmAccountEmail } from './accountQueries';

export async function confirmAccount(trx: Transaction<Database>, accountId: string, now: Date, signUpCredits: number): Promise<void> {
  const firstConfirmation = await confirmAccountEmail(trx, accountId, now);
  if (!firstConfirmation || signUpCredits === 0) return;
  // An unconfirmed account cannot sign in, so no socket of its can be listening: its push goes nowhere.
  await grantCredits({ accountId, db: trx, now, push: () => undefined }, signUpCredits, 'sign_up_bonus');
}
