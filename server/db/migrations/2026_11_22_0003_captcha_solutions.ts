// Captcha solutions already accepted, so that a solved challenge passes once only, across processes and
// restarts. Keyed by the challenge's signature; a row is useless once its challenge has expired, and is purged.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('captcha_solutions')
    .addColumn('signature', 'text', (column) => column.primaryKey())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('created', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('captcha_solutions_expires_at_idx').on('captcha_solutions').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('captcha_solutions').execute();
}
