// The rules every contact request obeys about the ids it names: each application, contact and company must be
// the account's, and one that is not refuses the whole request with not_found, exactly as a missing one would,
// so that no answer tells whether another account's id exists.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findOwnJobApplicationIds } from '../jobApplications/jobApplicationQueries';
import { notFound } from '../requests/requestErrors';
import { findOwnContactIds } from './contactQueries';

/** Every one of `applicationIds` (repeats allowed) must be one of the account's applications. */
export async function requireOwnApplications(db: Kysely<Database>, accountId: string, applicationIds: readonly string[]): Promise<void> {
  const unique = [...new Set(applicationIds)];
  if ((await findOwnJobApplicationIds(db, accountId, unique)).length !== unique.length) throw notFound('job_application');
}

/** Every one of `contactIds` (repeats allowed) must be one of the account's contacts. */
export async function requireOwnContacts(db: Kysely<Database>, accountId: string, contactIds: readonly string[]): Promise<void> {
  const unique = [...new Set(contactIds)];
  if ((await findOwnContactIds(db, accountId, unique)).length !== unique.length) throw notFound('contact');
}
