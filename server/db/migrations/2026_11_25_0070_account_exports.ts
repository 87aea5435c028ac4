// Exports of an account's data ("Export my data"): each is made in the background into the object storage,
// then downloaded once from a link whose token only the account's owner was given (its digest is kept here).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_exports')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    // pending (being made), ready (stored, downloadable until expires_at), downloaded (its link was used).
    .addColumn('status', 'text', (column) => column.notNull())
    // The zip's key in the object storage, once made; kept after the download so a deletion still removes it.
    .addColumn('storage_key', 'text')
    .addColumn('size', 'integer')
    // SHA-256 digest (hex) of the one-time download token; null until a link is given, and once it is used.
    .addColumn('token_hash', 'text')
    .addColumn('created', 'text', (column) => column.notNull())
    .addColumn('ready_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('downloaded_at', 'text')
    .execute();
  await db.schema.createIndex('account_exports_account_idx').on('account_exports').columns(['account_id', 'created']).execute();
  await db.schema.createIndex('account_exports_token_hash_idx').on('account_exports').column('token_hash').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_exports').execute();
}
