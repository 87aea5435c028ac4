// Searching an account's applications for a piece of text in their title, company name, notes or job
// description, ignoring case, newest first. Queries of three characters or more are answered from a trigram
// index (SQLite: the FTS5 table `job_application_search`; PostgreSQL: pg_trgm GIN indexes on the lowered
// columns), so a search costs what it finds rather than a read of every application (on SQLite, what it finds
// in every account of the file: the index is shared). On SQLite, whose calls block the event loop, that is what
// keeps a search for something rare from holding the server; one that matches most of a large account still
// costs in proportion to its answer, which holds every match.
import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, SqliteAdapter, sql } from 'kysely';
import type { CreationDate } from '../../../contract';
import type { Database } from '../../db/schema';

/** A trigram index finds only what has at least three characters (Unicode code points, not UTF-16 units). */
const INDEXED_QUERY_LENGTH = 3;

/**
 * Shorter queries (a pair of emoji passes the contract's 3 UTF-16 units) cannot use a trigram index, so they are
 * looked for in the account's newest applications only: a bounded scan whatever the account's size.
 */
export const SHORT_QUERY_SCANNED_APPLICATIONS = 1000;

function isSqlite(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function searchJobApplications(db: Kysely<Database>, accountId: string, query: string): Promise<CreationDate[]> {
  // Code points, as the index counts them: an emoji made of several is several characters there too.
  if (Array.from(query).length < INDEXED_QUERY_LENGTH) {
    return searchByLike(db, accountId, query, { newestOnly: SHORT_QUERY_SCANNED_APPLICATIONS });
  }
  // On PostgreSQL the LIKE of each column is served by its pg_trgm index.
  return isSqlite(db) ? searchByFullTextIndex(db, accountId, query) : searchByLike(db, accountId, query, {});
}

/**
 * The FTS5 trigram table matches a quoted phrase as a substring, folding case by Unicode's simple case folding
 * and keeping accents. For ASCII and the accented Latin letters of European languages that folding is
 * JavaScript's toLowerCase, which the LIKE search relied on beyond ASCII; elsewhere the two differ on a few
 * letters (a final sigma 'ς' is 'σ' to the index, 'İ' is two characters to toLowerCase), so the rows a query
 * with such a letter finds are checked again as the LIKE search checked them. Left aside: a rare character of
 * a text that folds into that range (the Kelvin sign is a 'k' to the index).
 */
async function searchByFullTextIndex(db: Kysely<Database>, accountId: string, query: string): Promise<CreationDate[]> {
  // Inside double quotes FTS5 reads everything literally; a double quote is written twice.
  const phrase = `"${query.replaceAll('"', '""')}"`;
  const candidates = db
    .selectFrom(sql<{ rowid: number }>`job_application_search`.as('job_application_search'))
    .innerJoin('job_application_search_rows', 'job_application_search_rows.search_rowid', 'job_application_search.rowid')
    .innerJoin('job_applications', 'job_applications.id', 'job_application_search_rows.job_application_id')
    .select(['job_applications.id', 'job_applications.created'])
    .where(sql<SqlBool>`job_application_search match ${phrase}`)
    .where('job_applications.account_id', '=', accountId)
    .orderBy('job_applications.created', 'desc')
    .orderBy('job_applications.id', 'desc');
  return Array.from(query).every(foldsAsLowerCase) ? candidates.execute() : keepContaining(candidates, query);
}

/** ASCII and Latin-1's and Latin Extended-A's letters but the three whose folding is not their lower case. */
function foldsAsLowerCase(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x80 || (code >= 0xc0 && code <= 0x17e && code !== 0x130 && code !== 0x131 && code !== 0x149);
}

/** The candidates whose texts contain the query by JavaScript's toLowerCase, reading only their texts. */
async function keepContaining(
  candidates: SelectQueryBuilder<Database & { job_application_search: { rowid: number } }, 'job_applications', CreationDate>,
  query: string,
): Promise<CreationDate[]> {
  const needle = query.toLowerCase();
  const rows = await candidates
    .leftJoin('companies', 'companies.id', 'job_applications.company_id')
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

/** A letter outside ASCII that has an upper and a lower case ('É', 'é', 'Ω'): SQLite's lower() leaves it as is. */
function isNonAsciiCasedLetter(character: string): boolean {
  return character > '\x7f' && character.toUpperCase() !== character.toLowerCase();
}

/**
 * The LIKE pattern of the rows that may contain the query. `%`, `_` and the escape character itself match
 * literally. SQLite's lower() folds only ASCII letters (and PostgreSQL's none but ASCII under the C locale), so
 * a letter such as 'é' matches any one character there and `exact` is false: the rows found must then be
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

function lowerLike(column: string, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/**
 * One query per searched column, united: each can use its own index (a single OR across a join could not), and
 * `newestOnly` limits every one to the account's newest applications.
 */
async function searchByLike(
  db: Kysely<Database>,
  accountId: string,
  query: string,
  { newestOnly }: { newestOnly?: number },
): Promise<CreationDate[]> {
  const { pattern, exact } = likePatternContaining(query);
  const accountApplications = () => {
    const applications = db.selectFrom('job_applications').where('job_applications.account_id', '=', accountId);
    if (newestOnly === undefined) return applications;
    return applications.where('job_applications.id', 'in', (eb) =>
      eb
        .selectFrom('job_applications as newest')
        .select('newest.id')
        .where('newest.account_id', '=', accountId)
        .orderBy('newest.created', 'desc')
        .orderBy('newest.id', 'desc')
        .limit(newestOnly),
    );
  };
  const matchingIds = accountApplications()
    .select('job_applications.id')
    .where(lowerLike('job_applications.title', pattern))
    .union(accountApplications().select('job_applications.id').where(lowerLike('job_applications.notes', pattern)))
    .union(accountApplications().select('job_applications.id').where(lowerLike('job_applications.job_description', pattern)))
    .union(
      accountApplications()
        .innerJoin('companies', 'companies.id', 'job_applications.company_id')
        .select('job_applications.id')
        .where(lowerLike('companies.name', pattern)),
    );
  const candidates = db
    .selectFrom('job_applications')
    .select(['job_applications.id', 'job_applications.created'])
    .where('job_applications.id', 'in', matchingIds)
    .orderBy('job_applications.created', 'desc')
    .orderBy('job_applications.id', 'desc');
  return exact ? candidates.execute() : keepContaining(candidates, query);
}
