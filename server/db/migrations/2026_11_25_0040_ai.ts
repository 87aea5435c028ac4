// AI products: the responses kept for their account with the applications and files they were made from, and
// the journal of generations under way, so that credits charged for one a crash interrupted are given back.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ai_responses')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('ai_product_name', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('locale', 'text', (column) => column.notNull())
    .addColumn('credits_spent', 'integer', (column) => column.notNull())
    .addColumn('created', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('ai_responses_account_created_idx').on('ai_responses').columns(['account_id', 'created']).execute();

  // A response outlives the application or file it was made from; only the link goes with them.
  await db.schema
    .createTable('ai_response_job_applications')
    .addColumn('ai_response_id', 'text', (column) => column.notNull().references('ai_responses.id').onDelete('cascade'))
    .addColumn('job_application_id', 'text', (column) => column.notNull().references('job_applications.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('ai_response_job_applications_pk', ['ai_response_id', 'job_application_id'])
    .execute();
  await db.schema
    .createIndex('ai_response_job_applications_application_idx')
    .on('ai_response_job_applications')
    .column('job_application_id')
    .execute();
  await db.schema
    .createTable('ai_response_files')
    .addColumn('ai_response_id', 'text', (column) => column.notNull().references('ai_responses.id').onDelete('cascade'))
    .addColumn('file_id', 'text', (column) => column.notNull().references('files.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('ai_response_files_pk', ['ai_response_id', 'file_id'])
    .execute();
  await db.schema.createIndex('ai_response_files_file_idx').on('ai_response_files').column('file_id').execute();

  await db.schema
    .createTable('ai_generations')
    // The id its response takes, and the ledger rows of its charge and refund refer to.
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('request_uuid', 'text', (column) => column.notNull())
    .addColumn('ai_product_name', 'text', (column) => column.notNull())
    .addColumn('credits', 'integer', (column) => column.notNull())
    // running, then done (its response stored) or refunded.
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created', 'text', (column) => column.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('ai_generations_status_created_idx').on('ai_generations').columns(['status', 'created']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_generations').execute();
  await db.schema.dropTable('ai_response_files').execute();
  await db.schema.dropTable('ai_response_job_applications').execute();
  await db.schema.dropTable('ai_responses').execute();
}
