// Companies, job applications and their dated actions. Every row carries its account so that each query can
// be scoped to the signed-in account with an index, without a join.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('companies')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('created', 'text', (column) => column.notNull())
    .execute();
  // The company picker lists an account's companies by name.
  await db.schema.createIndex('companies_account_name_idx').on('companies').columns(['account_id', 'name']).execute();

  await db.schema
    .createTable('job_applications')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (column) => column.references('companies.id').onDelete('set null'))
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('notes', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('job_description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('created', 'text', (column) => column.notNull())
    .execute();
  // The list: an account's applications, newest first.
  await db.schema
    .createIndex('job_applications_account_created_idx')
    .on('job_applications')
    .columns(['account_id', 'created'])
    .execute();
  await db.schema.createIndex('job_applications_company_idx').on('job_applications').column('company_id').execute();

  await db.schema
    .createTable('actions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('job_application_id', 'text', (column) =>
      column.notNull().references('job_applications.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('notes', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('date', 'text', (column) => column.notNull())
    .addColumn('created', 'text', (column) => column.notNull())
    .execute();
  // An application's actions by date (its tab, and its status from the latest one).
  await db.schema
    .createIndex('actions_application_date_idx')
    .on('actions')
    .columns(['job_application_id', 'date'])
    .execute();
  // An account's upcoming actions by date.
  await db.schema.createIndex('actions_account_date_idx').on('actions').columns(['account_id', 'date']).execute();
  await db.schema.createIndex('actions_account_created_idx').on('actions').columns(['account_id', 'created']).execute();

  // The secret address of each account's calendar feed. Kept readable (unlike login tokens) because the person
  // copies it again into another calendar app; it reads upcoming actions only, and renewing it replaces it.
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('account_id', 'text', (column) => column.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('token', 'text', (column) => column.notNull().unique())
    .addColumn('created', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_feeds').execute();
  await db.schema.dropTable('actions').execute();
  await db.schema.dropTable('job_applications').execute();
  await db.schema.dropTable('companies').execute();
}
