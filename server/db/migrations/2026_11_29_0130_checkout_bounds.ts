// Indexes for the bound on open checkouts and their purge (issue 36). Opening a checkout reads the account's
// checkouts stored open, to expire the oldest past 20; the hourly purge finds unpaid checkouts whose time ended
// 30 days ago. Paid checkouts are kept for ever, so without these both would walk them too. And each deleted
// checkout makes the database look for ledger rows naming it (the foreign key sets them to null): without an
// index on credit_transactions.checkout_id (the unique one covers purchases only) that is a walk of the ledger.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('checkouts_account_open_idx')
    .on('checkouts')
    .columns(['account_id', 'created'])
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema.createIndex('checkouts_unpaid_expiry_idx').on('checkouts').column('expires_at').where(sql.ref('status'), '<>', 'paid').execute();
  await db.schema
    .createIndex('credit_transactions_checkout_idx')
    .on('credit_transactions')
    .column('checkout_id')
    .where(sql.ref('checkout_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('credit_transactions_checkout_idx').execute();
  await db.schema.dropIndex('checkouts_unpaid_expiry_idx').execute();
  await db.schema.dropIndex('checkouts_account_open_idx').execute();
}
