// Single-use tokens sent by mail: the sign-up confirmation link and the password reset link. Like session
// tokens, only a SHA-256 digest of the token is kept. A row stays after use (used_at set) so that the mails an
// account was sent in the last hour can be counted for the per-account mail limit; expired rows are purged.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mailed_tokens')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('created', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .addCheckConstraint('mailed_tokens_purpose_check', sql`purpose in ('sign_up_confirmation', 'password_reset')`)
    .execute();
  // A link is looked up by its digest (the unique constraint's index). Issuing a token retires the account's
  // older ones of the same purpose, and the mail limit counts an account's recent tokens: both by account.
  await db.schema
    .createIndex('mailed_tokens_account_purpose_created_idx')
    .on('mailed_tokens')
    .columns(['account_id', 'purpose', 'created'])
    .execute();
  await db.schema.createIndex('mailed_tokens_expires_at_idx').on('mailed_tokens').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mailed_tokens').execute();
}
