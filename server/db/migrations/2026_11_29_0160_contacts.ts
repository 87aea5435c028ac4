// Contacts (docs/decisions.md, "Contacts"): the people met along a job search, each perhaps at one of the
// account's companies, and their links to its applications. Rows carry their account, as everywhere, so that
// each query is scoped to the signed-in account with an index. A company's deletion leaves its contacts without
// a company (`on delete set null`); an application's deletion takes its links with it (`on delete cascade`).
// The account's row counts its contacts (`contact_rows`, bounded by ACCOUNT_MAX_CONTACTS) and their texts count
// in its bytes of text, both kept by the same triggers as the other tables' (migrations 0100 and 0110).
import { type Kysely, sql } from 'kysely';
import { createRowCountTriggers, dropRowCountTriggers } from './2026_11_25_0100_account_row_counts';
import { createTextBytesTriggers, dropTextBytesTriggers } from './2026_11_27_0110_account_text_bytes';

/** A contact's bytes of text (`{row}` is `new` or `old`): every text but the name may be null. */
const CONTACT_TEXT_BYTES = {
  expression: [
    'octet_length({row}.name)',
    ...['role', 'email', 'phone', 'url', 'notes'].map((column) => `coalesce(octet_length({row}.${column}), 0)`),
  ].join(' + '),
  columns: 'name, role, email, phone, url, notes',
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contacts')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('role', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('url', 'text')
    .addColumn('notes', 'text')
    .addColumn('company_id', 'text', (column) => column.references('companies.id').onDelete('set null'))
    .addColumn('created', 'text', (column) => column.notNull())
    .execute();
  // contact.list: an account's contacts by name.
  await db.schema.createIndex('contacts_account_name_idx').on('contacts').columns(['account_id', 'name']).execute();
  // A company's deletion finds its contacts to set them free.
  await db.schema.createIndex('contacts_company_idx').on('contacts').column('company_id').execute();

  await db.schema
    .createTable('contact_links')
    .addColumn('contact_id', 'text', (column) => column.notNull().references('contacts.id').onDelete('cascade'))
    .addColumn('job_application_id', 'text', (column) =>
      column.notNull().references('job_applications.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    // The order of a contact's `job_application_ids`: oldest link first.
    .addColumn('created', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('contact_links_pk', ['contact_id', 'job_application_id'])
    .execute();
  // An application's contacts (contact.list_for_application, and the links its deletion removes).
  await db.schema.createIndex('contact_links_application_idx').on('contact_links').column('job_application_id').execute();

  await db.schema
    .alterTable('accounts')
    .addColumn('contact_rows', 'integer', (definition) => definition.notNull().defaultTo(0))
    .execute();
  await createRowCountTriggers(db, 'contacts', 'contact_rows');
  await createTextBytesTriggers(db, 'contacts', CONTACT_TEXT_BYTES.expression, CONTACT_TEXT_BYTES.columns);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The contacts go through their triggers first, so that each account's bytes of text lose theirs.
  await sql`delete from contact_links`.execute(db);
  await sql`delete from contacts`.execute(db);
  await dropTextBytesTriggers(db, 'contacts');
  await dropRowCountTriggers(db, 'contacts');
  await db.schema.alterTable('accounts').dropColumn('contact_rows').execute();
  await db.schema.dropTable('contact_links').execute();
  await db.schema.dropTable('contacts').execute();
}
