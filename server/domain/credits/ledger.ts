// The one way an account's balance changes: a row appended to the ledger and the balance moved, in the caller's
// transaction, and `updated_credits` pushed once it commits. Spending answers `insufficient_credits` rather than
// going below 0. The AI products spend and refund through here; purchases and the sign-up bonus grant.
import crypto from 'node:crypto';
import type { Transaction, TransactionReason } from '../../../contract';
import type { ChangeContext } from '../requests/accountChange';
import { notFound, RequestError } from '../requests/requestErrors';
import { accountExists, moveCredits } from '../accounts/accountQueries';
import { insertCreditTransaction, transactionOf } from './creditTransactionQueries';

/** What the ledger needs of a change: its transaction, its account, its time and its pushes. */
export type LedgerContext = Pick<ChangeContext, 'accountId' | 'db' | 'now' | 'push'>;

export interface LedgerReferences {
  /** The checkout a purchase paid for. */
  readonly checkoutId?: string;
  /** The AI response a use or a refund was for. */
  readonly aiResponseId?: string;
}

export function insufficientCredits(): RequestError {
  return new RequestError('insufficient_credits', 'Not enough credits');
}

async function recordMove(
  context: LedgerContext,
  amount: number,
  reason: TransactionReason,
  references: LedgerReferences,
): Promise<Transaction> {
  const moved = await moveCredits(context.db, context.accountId, amount);
  if (moved === undefined) {
    throw (await accountExists(context.db, context.accountId)) ? insufficientCredits() : notFound('account');
  }
  const row = {
    id: crypto.randomUUID(),
    account_id: context.accountId,
    sequence: moved.credit_sequence,
    amount,
    previous_balance: moved.credits - amount,
    balance: moved.credits,
    reason,
    checkout_id: references.checkoutId ?? null,
    ai_response_id: references.aiResponseId ?? null,
    created: context.now.toISOString(),
  };
  await insertCreditTransaction(context.db, row);
  context.push('updated_credits', { credits: moved.credits, fields: ['credits'] });
  return transactionOf(row);
}

function assertPositiveCount(credits: number): void {
  if (!Number.isSafeInteger(credits) || credits <= 0) throw new RangeError(`a ledger move takes a positive whole number of credits, not ${String(credits)}`);
}

/** Adds credits: the sign-up bonus, a purchase, or an operator's adjustment. */
export async function grantCredits(
  context: LedgerContext,
  credits: number,
  reason: Extract<TransactionReason, 'sign_up_bonus' | 'purchase' | 'adjustment'>,
  references: Pick<LedgerReferences, 'checkoutId'> = {},
): Promise<Transaction> {
  assertPositiveCount(credits);
  return recordMove(context, credits, reason, references);
}

/** Takes the price of an AI product; `insufficient_credits` when the balance is short, and nothing is written. */
export async function spendCredits(context: LedgerContext, credits: number, references: Pick<LedgerReferences, 'aiResponseId'> = {}): Promise<Transaction> {
  assertPositiveCount(credits);
  return recordMove(context, -credits, 'ai_usage', references);
}

/** Gives back what an AI product that produced nothing had taken. */
export async function refundCredits(context: LedgerContext, credits: number, references: Pick<LedgerReferences, 'aiResponseId'> = {}): Promise<Transaction> {
  assertPositiveCount(credits);
  return recordMove(context, credits, 'ai_refund', references);
}
