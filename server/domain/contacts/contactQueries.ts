// The contacts table: every query that reads or writes it lives here, each scoped to one account. A contact's
// links to applications are in contactLinkQueries.ts; these queries read them to fill `job_application_ids`.
// Lists are bounded like the lists of actions (issue 15): a contact's notes may hold 100,000 characters, and
// thousands of them in one answer would hold the event loop for seconds while it is serialized.
import crypto from 'node:crypto';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Contact } from '../../../contract';
import type { ContactsTable, Database } from '../../db/schema';
import { rowsWithinTextBudget } from '../actions/actionQueries';
import { linkedApplicationsOf } from './contactLinkQueries';

type ContactRow = Selectable<ContactsTable>;

/** A contact's fields besides its links, as a creation gives them: absent ones are stored null. */
export interface NewContact {
  readonly name: string;
  readonly role?: string | null | undefined;
  readonly email?: string | null | undefined;
  readonly phone?: string | null | undefined;
  readonly url?: string | null | undefined;
  readonly notes?: string | null | undefined;
  /** The caller has checked that it is one of the account's companies. */
  readonly company_id?: string | null | undefined;
}

/** What an update changes: the fields present (null clears one), the others stay. */
export type ContactChanges = Partial<Pick<Contact, 'name' | 'role' | 'email' | 'phone' | 'url' | 'notes' | 'company_id'>>;

/** How much text one list of contacts answers at most: the UTF-8 bytes of their texts. */
export const CONTACT_LIST_TEXT_BUDGET_BYTES = 5_000_000;

/** Contacts one list answers at most, whatever their size: the default bound on an account's contacts. */
export const CONTACT_LIST_ROWS_LIMIT = 10_000;

const contactTextBytes = sql<number>`octet_length(contacts.name) + coalesce(octet_length(contacts.role), 0)
  + coalesce(octet_length(contacts.email), 0) + coalesce(octet_length(contacts.phone), 0)
  + coalesce(octet_length(contacts.url), 0) + coalesce(octet_length(contacts.notes), 0)`;

function toContact(row: ContactRow, jobApplicationIds: readonly string[]): Contact {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    email: row.email,
    phone: row.phone,
    url: row.url,
    notes: row.notes,
    company_id: row.company_id,
    job_application_ids: [...jobApplicationIds],
    created: row.created,
  };
}

async function withLinks(db: Kysely<Database>, accountId: string, rows: readonly ContactRow[]): Promise<Contact[]> {
  const links = await linkedApplicationsOf(db, accountId, rows.map((row) => row.id));
  return rows.map((row) => toContact(row, links.get(row.id) ?? []));
}

/** Writes the contact, without links yet; the caller has checked the account's bound and its company. */
export async function insertContact(db: Kysely<Database>, accountId: string, contact: NewContact, now: Date): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto('contacts')
    .values({
      id,
      account_id: accountId,
      name: contact.name,
      role: contact.role ?? null,
      email: contact.email ?? null,
      phone: contact.phone ?? null,
      url: contact.url ?? null,
      notes: contact.notes ?? null,
      company_id: contact.company_id ?? null,
      created: now.toISOString(),
    })
    .execute();
  return id;
}

/** The account's contact, or undefined when it does not exist or belongs to another account. */
export async function findContact(db: Kysely<Database>, accountId: string, id: string): Promise<Contact | undefined> {
  const row = await db.selectFrom('contacts').selectAll().where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
  if (row === undefined) return undefined;
  const [contact] = await withLinks(db, accountId, [row]);
  return contact;
}

/** The account's contacts among `ids`, by name; ids of other accounts are left out. */
export async function findContacts(db: Kysely<Database>, accountId: string, ids: readonly string[]): Promise<Contact[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('contacts')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', 'in', [...ids])
    .orderBy('name')
    .orderBy('created')
    .orderBy('id')
    .execute();
  return withLinks(db, accountId, rows);
}

/** Which of `ids` are contacts of the account (another account's are as absent as unknown ones). */
export async function findOwnContactIds(db: Kysely<Database>, accountId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('contacts').select('id').where('account_id', '=', accountId).where('id', 'in', [...ids]).execute();
  return rows.map((row) => row.id);
}

/**
 * The account's contacts by name (then creation), or those linked to `applicationId` (which the caller has checked
 * is the account's): the first CONTACT_LIST_ROWS_LIMIT that fit in `budgetBytes` of text, at least one. The sizes
 * are read first, without the texts, then the rows that fit.
 */
export async function listContacts(
  db: Kysely<Database>,
  accountId: string,
  options: { readonly applicationId?: string; readonly budgetBytes?: number } = {},
): Promise<Contact[]> {
  let ordered = db.selectFrom('contacts').where('contacts.account_id', '=', accountId);
  if (options.applicationId !== undefined) {
    const applicationId = options.applicationId;
    ordered = ordered.where('contacts.id', 'in', (eb) =>
      eb.selectFrom('contact_links').select('contact_links.contact_id').where('contact_links.job_application_id', '=', applicationId),
    );
  }
  const byName = ordered.orderBy('contacts.name').orderBy('contacts.created').orderBy('contacts.id');
  const sized = await byName.select(contactTextBytes.as('text_bytes')).limit(CONTACT_LIST_ROWS_LIMIT).execute();
  const fitting = rowsWithinTextBudget(sized, options.budgetBytes ?? CONTACT_LIST_TEXT_BUDGET_BYTES);
  if (fitting === 0) return [];
  const rows = await byName.selectAll('contacts').limit(fitting).execute();
  return withLinks(db, accountId, rows);
}

/** Answers whether the account had that contact (and so it was updated). */
export async function updateContact(db: Kysely<Database>, accountId: string, id: string, changes: ContactChanges): Promise<boolean> {
  const result = await db.updateTable('contacts').set(changes).where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the contact (its links must be gone first); answers whether the account had it. */
export async function deleteContact(db: Kysely<Database>, accountId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('contacts').where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Leaves the company's contacts without a company, as its deletion does (the foreign key sets them null too);
 * answers the ids of the contacts that had it, so that their change can be pushed.
 */
export async function detachContactsFromCompany(db: Kysely<Database>, accountId: string, companyId: string): Promise<string[]> {
  const detached = await db
    .updateTable('contacts')
    .set({ company_id: null })
    .where('account_id', '=', accountId)
    .where('company_id', '=', companyId)
    .returning('id')
    .execute();
  return detached.map((row) => row.id);
}
