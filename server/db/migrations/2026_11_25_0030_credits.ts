// Credits: the append-only ledger of every change to an account's balance, the checkouts that buy credits, and
// the payment provider's events already handled. The balance itself stays in accounts.credits, changed only
// together with a ledger row; accounts.credit_sequence numbers those rows so that the chain reads in order.
import crypto from 'node:crypto';
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('credit_sequence', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('checkouts')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('option_id', 'text', (column) => column.notNull())
    // What was bought, copied from the option so a later change to the options never alters a sale.
    .addColumn('option_name', 'text', (column) => column.notNull())
    .addColumn('credits', 'integer', (column) => column.notNull())
    .addColumn('price', 'integer', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('provider', 'text', (column) => column.notNull())
    // The provider's own id of the checkout (a Stripe Checkout Session id), once it has one.
    .addColumn('provider_reference', 'text')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('checkouts_account_idx').on('checkouts').columns(['account_id', 'created']).execute();

  await db.schema
    .createTable('credit_transactions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('sequence', 'integer', (column) => column.notNull())
    .addColumn('amount', 'integer', (column) => column.notNull())
    .addColumn('previous_balance', 'integer', (column) => column.notNull())
    .addColumn('balance', 'integer', (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('checkout_id', 'text', (column) => column.references('checkouts.id').onDelete('set null'))
    .addColumn('ai_response_id', 'text')
    .addColumn('created', 'text', (column) => column.notNull())
    // The ledger's rules, held by the database as well as by the code that writes it.
    .addCheckConstraint('credit_transactions_balance_not_negative', sql`balance >= 0`)
    .addCheckConstraint('credit_transactions_balance_adds_up', sql`previous_balance + amount = balance`)
    .addUniqueConstraint('credit_transactions_account_sequence_unique', ['account_id', 'sequence'])
    .execute();
  // A checkout grants its credits once, whatever is replayed.
  await db.schema
    .createIndex('credit_transactions_one_purchase_per_checkout')
    .on('credit_transactions')
    .column('checkout_id')
    .unique()
    .where(sql.ref('reason'), '=', 'purchase')
    .execute();

  await db.schema
    .createTable('payment_events')
    // The provider's event id: each is handled once.
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('checkout_id', 'text')
    .addColumn('created', 'text', (column) => column.notNull())
    .execute();

  // A balance set before the ledger existed opens the account's chain, so every balance has its row.
  const funded = await sql<{ id: string; credits: number }>`select id, credits from accounts where credits <> 0`.execute(db);
  const now = new Date().toISOString();
  for (const account of funded.rows) {
    await sql`insert into credit_transactions (id, account_id, sequence, amount, previous_balance, balance, reason, created)
      values (${crypto.randomUUID()}, ${account.id}, 1, ${account.credits}, 0, ${account.credits}, 'adjustment', ${now})`.execute(db);
    await sql`update accounts set credit_sequence = 1 where id = ${account.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('credit_transactions').execute();
  await db.schema.dropTable('checkouts').execute();
  await db.schema.alterTable('accounts').dropColumn('credit_sequence').execute();
}
