// The credit_transactions table, the ledger: every query that reads or writes it lives here. Rows are only
// ever inserted; a mistake is mended by another row, never by changing one.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Transaction } from '../../../contract';
import type { CreditTransactionsTable, Database } from '../../db/schema';

export type CreditTransactionRow = Selectable<CreditTransactionsTable>;

export async function insertCreditTransaction(db: Kysely<Database>, row: Insertable<CreditTransactionsTable>): Promise<void> {
  await db.insertInto('credit_transactions').values(row).execute();
}

/** The account's ledger, newest first. */
export function listCreditTransactions(db: Kysely<Database>, accountId: string): Promise<CreditTransactionRow[]> {
  return db.selectFrom('credit_transactions').selectAll().where('account_id', '=', accountId).orderBy('sequence', 'desc').execute();
}

/** A row as the wire carries it; the references appear only when set. */
export function transactionOf(row: CreditTransactionRow): Transaction {
  return {
    id: row.id,
    amount: row.amount,
    previous_balance: row.previous_balance,
    balance: row.balance,
    reason: row.reason as Transaction['reason'],
    created: row.created,
    ...(row.checkout_id === null ? {} : { checkout_id: row.checkout_id }),
    ...(row.ai_response_id === null ? {} : { ai_response_id: row.ai_response_id }),
  };
}
