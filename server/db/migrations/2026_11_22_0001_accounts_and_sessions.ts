// Accounts and their sign-in sessions. Dates are ISO 8601 UTC text on both dialects so that queries, sorting
// and the wire format are the same everywhere.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('locale', 'text', (column) => column.notNull().defaultTo('en-US'))
    .addColumn('credits', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('accepted_terms', 'text')
    .addColumn('confirmed_at', 'text')
    .addColumn('created', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('created', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('revoked_at', 'text')
    .execute();

  await db.schema.createIndex('sessions_account_id_idx').on('sessions').column('account_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('accounts').execute();
}
