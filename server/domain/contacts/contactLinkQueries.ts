// The contact_links table: which of an account's contacts are linked to which of its applications. Every query
// that writes it lives here, each scoped to one account; the callers have checked that every contact and
// application named is the account's. An application's deletion removes its links explicitly (and its foreign
// key would cascade them anyway), so a contact's `job_application_ids` never name an application gone.
import type { Kysely } from 'kysely';
import { IDS_PER_REQUEST_MAX } from '../../../contract';
import type { Database } from '../../db/schema';

/** Ids read per query at most: a whole list of contacts is read in slices, far below any database's bound on parameters. */
const IDS_PER_QUERY = IDS_PER_REQUEST_MAX;

/** The applications each of `contactIds` is linked to, oldest link first, by contact id (contacts without links are absent). */
export async function linkedApplicationsOf(
  db: Kysely<Database>,
  accountId: string,
  contactIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byContact = new Map<string, string[]>();
  for (let start = 0; start < contactIds.length; start += IDS_PER_QUERY) {
    const rows = await db
      .selectFrom('contact_links')
      .select(['contact_id', 'job_application_id'])
      .where('account_id', '=', accountId)
      .where('contact_id', 'in', contactIds.slice(start, start + IDS_PER_QUERY))
      .orderBy('created')
      .orderBy('job_application_id')
      .execute();
    for (const { contact_id, job_application_id } of rows) {
      const applications = byContact.get(contact_id);
      if (applications === undefined) byContact.set(contact_id, [job_application_id]);
      else applications.push(job_application_id);
    }
  }
  return byContact;
}

/** Links the contacts to the application; links that exist already are kept as they are. Answers the ids newly linked. */
export async function linkContacts(
  db: Kysely<Database>,
  accountId: string,
  applicationId: string,
  contactIds: readonly string[],
  now: Date,
): Promise<string[]> {
  const existing = new Set(
    (
      await db
        .selectFrom('contact_links')
        .select('contact_id')
        .where('account_id', '=', accountId)
        .where('job_application_id', '=', applicationId)
        .where('contact_id', 'in', [...contactIds])
        .execute()
    ).map((row) => row.contact_id),
  );
  const added = [...new Set(contactIds)].filter((contactId) => !existing.has(contactId));
  if (added.length === 0) return [];
  await db
    .insertInto('contact_links')
    .values(added.map((contactId) => ({ contact_id: contactId, job_application_id: applicationId, account_id: accountId, created: now.toISOString() })))
    .execute();
  return added;
}

/** Links a contact just created to the applications (each once, however often named). */
export async function linkNewContact(
  db: Kysely<Database>,
  accountId: string,
  contactId: string,
  applicationIds: readonly string[],
  now: Date,
): Promise<void> {
  const unique = [...new Set(applicationIds)];
  if (unique.length === 0) return;
  await db
    .insertInto('contact_links')
    .values(unique.map((applicationId) => ({ contact_id: contactId, job_application_id: applicationId, account_id: accountId, created: now.toISOString() })))
    .execute();
}

/** Unlinks the contacts from the application; answers the ids that were linked. */
export async function unlinkContacts(
  db: Kysely<Database>,
  accountId: string,
  applicationId: string,
  contactIds: readonly string[],
): Promise<string[]> {
  const removed = await db
    .deleteFrom('contact_links')
    .where('account_id', '=', accountId)
    .where('job_application_id', '=', applicationId)
    .where('contact_id', 'in', [...contactIds])
    .returning('contact_id')
    .execute();
  return removed.map((row) => row.contact_id);
}

/** Removes every link of a contact (before the contact itself goes). */
export async function deleteLinksOfContact(db: Kysely<Database>, accountId: string, contactId: string): Promise<void> {
  await db.deleteFrom('contact_links').where('account_id', '=', accountId).where('contact_id', '=', contactId).execute();
}

/** Removes every contact link of an application (before the application itself goes; its contacts stay). */
export async function deleteContactLinksOfApplication(db: Kysely<Database>, accountId: string, applicationId: string): Promise<string[]> {
  const removed = await db
    .deleteFrom('contact_links')
    .where('account_id', '=', accountId)
    .where('job_application_id', '=', applicationId)
    .returning('contact_id')
    .execute();
  return removed.map((row) => row.contact_id);
}
