// The job_applications table: every query that reads or writes it lives here, each scoped to one account.
// An application is read with its company's name, so the list and its rows need no second round trip.
import crypto from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { CreationDate, JobApplication } from '../../../contract';
import type { Database } from '../../db/schema';

export interface NewJobApplication {
  readonly title: string;
  readonly url: string;
  readonly company_id?: string | null | undefined;
  readonly notes?: string | undefined;
  readonly job_description?: string | undefined;
}

export type JobApplicationChanges = Partial<
  Pick<JobApplication, 'title' | 'url' | 'company_id' | 'notes' | 'job_description'>
>;

function selectJobApplications(db: Kysely<Database>, accountId: string) {
  return db
    .selectFrom('job_applications')
    .leftJoin('companies', 'companies.id', 'job_applications.company_id')
    .select([
      'job_applications.id',
      'job_applications.title',
      'job_applications.company_id',
      'companies.name as company_name',
      'job_applications.url',
      'job_applications.notes',
      'job_applications.job_description',
      'job_applications.created',
    ])
    .where('job_applications.account_id', '=', accountId);
}

interface JobApplicationRow {
  readonly id: string;
  readonly title: string;
  readonly company_id: string | null;
  readonly company_name: string | null;
  readonly url: string;
  readonly notes: string;
  readonly job_description: string;
  readonly created: string;
}

function toJobApplication(row: JobApplicationRow): JobApplication {
  return {
    id: row.id,
    title: row.title,
    company_id: row.company_id,
    company: row.company_id === null || row.company_name === null ? null : { id: row.company_id, name: row.company_name },
    url: row.url,
    notes: row.notes,
    job_description: row.job_description,
    created: row.created,
  };
}

/** The account's application, or undefined when it does not exist or belongs to another account. */
export async function findJobApplication(
  db: Kysely<Database>,
  accountId: string,
  id: string,
): Promise<JobApplication | undefined> {
  const row = await selectJobApplications(db, accountId).where('job_applications.id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : toJobApplication(row);
}

/** The caller checks that `company_id`, when given, is one of the account's companies. */
export async function insertJobApplication(
  db: Kysely<Database>,
  accountId: string,
  application: NewJobApplication,
  now: Date,
): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto('job_applications')
    .values({
      id,
      account_id: accountId,
      company_id: application.company_id ?? null,
      title: application.title,
      url: application.url,
      notes: application.notes ?? '',
      job_description: application.job_description ?? '',
      created: now.toISOString(),
    })
    .execute();
  return id;
}

/** Answers whether the account had that application (and so it was updated). */
export async function updateJobApplication(
  db: Kysely<Database>,
  accountId: string,
  id: string,
  changes: JobApplicationChanges,
): Promise<boolean> {
  const result = await db
    .updateTable('job_applications')
    .set(changes)
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the application (its actions must be gone first); answers whether the account had it. */
export async function deleteJobApplication(db: Kysely<Database>, accountId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('job_applications')
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Newest first; equal times (a bulk import) keep a stable order by id. */
export async function listJobApplicationCreationDates(db: Kysely<Database>, accountId: string): Promise<CreationDate[]> {
  return db
    .selectFrom('job_applications')
    .select(['id', 'created'])
    .where('account_id', '=', accountId)
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

const SEARCHED_COLUMNS = [
  'job_applications.title',
  'companies.name',
  'job_applications.notes',
  'job_applications.job_description',
] as const;

/** A letter outside ASCII that has an upper and a lower case ('É', 'é', 'Ω'): SQLite's lower() leaves it as is. */
function isNonAsciiCasedLetter(character: string): boolean {
  return character > '\x7f' && character.toUpperCase() !== character.toLowerCase();
}

/**
 * The LIKE pattern of the rows that may contain the query. `%`, `_` and the escape character itself match
 * literally. SQLite's lower() folds only ASCII letters, so a letter such as 'é' matches any one character
 * there (on both dialects, so that they answer alike) and `exact` is false: the rows found must then be
 * checked in JavaScript, whose toLowerCase folds every letter.
 */
function likePatternContaining(query: string): { pattern: string; exact: boolean } {
  let pattern = '';
  let exact = true;
  for (const character of query.toLowerCase()) {
    if (character === '\\' || character === '%' || character === '_') {
      pattern += `\\${character}`;
    } else if (isNonAsciiCasedLetter(character)) {
      pattern += '_';
      exact = false;
    } else {
      pattern += character;
    }
  }
  return { pattern: `%${pattern}%`, exact };
}

/**
 * The account's applications whose title, company name, notes or job description contain the query, ignoring
 * case, newest first. One indexed scan of the account's rows: a few milliseconds for thousands.
 */
export async function searchJobApplications(
  db: Kysely<Database>,
  accountId: string,
  query: string,
): Promise<CreationDate[]> {
  const { pattern, exact } = likePatternContaining(query);
  const candidates = db
    .selectFrom('job_applications')
    .leftJoin('companies', 'companies.id', 'job_applications.company_id')
    .select(['job_applications.id', 'job_applications.created'])
    .where('job_applications.account_id', '=', accountId)
    .where((eb) => eb.or(SEARCHED_COLUMNS.map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`)))
    .orderBy('job_applications.created', 'desc')
    .orderBy('job_applications.id', 'desc');
  if (exact) return candidates.execute();

  // Only the candidates' texts are read, and only when the query has a letter SQL could not fold.
  const needle = query.toLowerCase();
  const rows = await candidates
    .select([
      'job_applications.title',
      'companies.name as company_name',
      'job_applications.notes',
      'job_applications.job_description',
    ])
    .execute();
  return rows
    .filter((row) =>
      [row.title, row.company_name, row.notes, row.job_description].some(
        (text) => text !== null && text.toLowerCase().includes(needle),
      ),
    )
    .map(({ id, created }) => ({ id, created }));
}
