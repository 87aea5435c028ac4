// Answers to live-channel requests, kept by (account, uuid) so that a request retried after a reconnect is
// answered again from here instead of running twice. A row with a null answer is a request still running.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('request_answers')
    .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('uuid', 'text', (column) => column.notNull())
    .addColumn('request', 'text', (column) => column.notNull())
    .addColumn('answer', 'text')
    .addColumn('created', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('request_answers_pkey', ['account_id', 'uuid'])
    .execute();
  await db.schema.createIndex('request_answers_created_idx').on('request_answers').column('created').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('request_answers').execute();
}
