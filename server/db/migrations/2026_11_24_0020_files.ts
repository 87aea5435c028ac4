// Uploaded files, their links to job applications, and the queue of background work (thumbnails and text
// extraction of a new file; removal of a deleted file's bytes). Rows carry their account so that each query is
// scoped to the signed-in account with an index, without a join.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    // Where the bytes are in the object storage: a random id of the server's, never a name the user chose.
    .addColumn('storage_key', 'text', (column) => column.notNull().unique())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('filename', 'text', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('size', 'integer', (column) => column.notNull())
    // The thumbnail sizes rendered, as a JSON array of strings; '[]' until the first page is rendered.
    .addColumn('thumbnail_sizes', 'text', (column) => column.notNull().defaultTo('[]'))
    // The body text, extracted once for the AI products; null until extracted.
    .addColumn('text', 'text')
    .addColumn('created', 'text', (column) => column.notNull())
    .execute();
  // The files list: an account's files, newest first; and its quota (count and sum of sizes).
  await db.schema.createIndex('files_account_created_idx').on('files').columns(['account_id', 'created']).execute();

  await db.schema
    .createTable('file_links')
    .addColumn('job_application_id', 'text', (column) =>
      column.notNull().references('job_applications.id').onDelete('cascade'),
    )
    .addColumn('file_id', 'text', (column) => column.notNull().references('files.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('file_links_pk', ['job_application_id', 'file_id'])
    .execute();
  // A file's applications (the file entity's job_application_ids; the links a deletion removes).
  await db.schema.createIndex('file_links_file_idx').on('file_links').column('file_id').execute();

  await db.schema
    .createTable('background_jobs')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('payload', 'text', (column) => column.notNull())
    // Not before this time: set at enqueue, and pushed back after a failed attempt.
    .addColumn('run_after', 'text', (column) => column.notNull())
    // A worker holds the job until then; a worker that died lets it go when the lease ends.
    .addColumn('locked_until', 'text')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    // Set once a job has failed every attempt: kept for a person to look at, never run again.
    .addColumn('failed_at', 'text')
    .addColumn('created', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('background_jobs_due_idx').on('background_jobs').columns(['failed_at', 'run_after']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('background_jobs').execute();
  await db.schema.dropTable('file_links').execute();
  await db.schema.dropTable('files').execute();
}
