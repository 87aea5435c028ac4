// The queries of the job application search (jobApplicationSearch.ts), each bounded in the rows it reads, so
// that one call on the synchronous SQLite driver never holds the event loop for long whatever the account:
// a slice of the account's applications in the list's order, the sizes of their texts, and the texts of a few
// candidates to check; on PostgreSQL, the candidates its trigram indexes give, a page at a time.
import { type Kysely, SqliteAdapter, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { likePatternContaining } from './searchTerms';

/** Where a walk over the account's applications, newest first (equal times by id), stopped. */
export interface SearchCursor {
  readonly created: string;
  readonly id: string;
}

export interface Candidate extends SearchCursor {
  /** UTF-8 bytes of its searched texts, read from the row without reading the texts. */
  readonly bytes: number;
}

export function isSqlite(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

function after(cursor: SearchCursor | undefined) {
  return cursor === undefined
    ? sql<SqlBool>`true`
    : sql<SqlBool>`(${sql.ref('job_applications.created')}, ${sql.ref('job_applications.id')}) < (${cursor.created}, ${cursor.id})`;
}

/** The next `limit` applications of the account after the cursor, from the (account, created, id) index alone. */
export function nextApplications(
  db: Kysely<Database>,
  accountId: string,
  cursor: SearchCursor | undefined,
  limit: number,
): Promise<SearchCursor[]> {
  return db
    .selectFrom('job_applications')
    .select(['job_applications.created', 'job_applications.id'])
    .where('job_applications.account_id', '=', accountId)
    .where(after(cursor))
    .orderBy('job_applications.created', 'desc')
    .orderBy('job_applications.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * `job_applications.id` is one of `ids`, in one SQL text whatever their number, so that the statement cache
 * of the SQLite driver keeps one statement for it rather than one per count.
 */
function idIn(db: Kysely<Database>, ids: readonly string[]) {
  return isSqlite(db)
    ? sql<SqlBool>`job_applications.id in (select value from json_each(${JSON.stringify(ids)}))`
    : sql<SqlBool>`job_applications.id = any(${[...ids]})`;
}

const searchedBytes = sql<number>`octet_length(job_applications.title) + octet_length(job_applications.notes)
  + octet_length(job_applications.job_description) + coalesce(octet_length(companies.name), 0)`;

/** The given applications (one slice), in the walk's order, with the size of their texts, read without the texts. */
export function sliceCandidates(db: Kysely<Database>, ids: readonly string[]): Promise<Candidate[]> {
  return db
    .selectFrom('job_applications')
    .leftJoin('companies', 'companies.id', 'job_applications.company_id')
    .select(['job_applications.id', 'job_applications.created', searchedBytes.as('bytes')])
    .where(idIn(db, ids))
    .orderBy('job_applications.created', 'desc')
    .orderBy('job_applications.id', 'desc')
    .execute();
}

/**
 * Up to `limit` applications of the account after the cursor that PostgreSQL's trigram indexes say contain
 * the query (one LIKE per column, united, so each uses its own index), with whether that is certain.
 */
export async function likeCandidates(
  db: Kysely<Database>,
  accountId: string,
  query: string,
  cursor: SearchCursor | undefined,
  limit: number,
): Promise<{ candidates: Candidate[]; exact: boolean }> {
  const { pattern, exact } = likePatternContaining(query);
  const lowerLike = (column: string) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  const accountApplications = () => db.selectFrom('job_applications').where('job_applications.account_id', '=', accountId);
  const matchingIds = accountApplications()
    .select('job_applications.id')
    .where(lowerLike('job_applications.title'))
    .union(accountApplications().select('job_applications.id').where(lowerLike('job_applications.notes')))
    .union(accountApplications().select('job_applications.id').where(lowerLike('job_applications.job_description')))
    .union(
      accountApplications()
        .innerJoin('companies', 'companies.id', 'job_applications.company_id')
        .select('job_applications.id')
        .where(lowerLike('companies.name')),
    );
  const candidates = await db
    .selectFrom('job_applications')
    .leftJoin('companies', 'companies.id', 'job_applications.company_id')
    .select(['job_applications.id', 'job_applications.created', searchedBytes.as('bytes')])
    .where('job_applications.account_id', '=', accountId)
    .where(after(cursor))
    .where('job_applications.id', 'in', matchingIds)
    .orderBy('job_applications.created', 'desc')
    .orderBy('job_applications.id', 'desc')
    .limit(limit)
    .execute();
  return { candidates, exact };
}

export interface SearchedTexts {
  readonly id: string;
  readonly texts: readonly (string | null)[];
}

/** The searched texts of a few applications (the caller keeps their total size bounded). */
export async function searchedTexts(db: Kysely<Database>, ids: readonly string[]): Promise<SearchedTexts[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('job_applications')
    .leftJoin('companies', 'companies.id', 'job_applications.company_id')
    .select(['job_applications.id', 'job_applications.title', 'companies.name', 'job_applications.notes', 'job_applications.job_description'])
    .where(idIn(db, ids))
    .execute();
  return rows.map((row) => ({ id: row.id, texts: [row.title, row.name, row.notes, row.job_description] }));
}
