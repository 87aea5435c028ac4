// The list in another order than newest first (`job_application.list_order`), over every application of the
// account rather than the rows a browser has loaded, and the tags the account uses (`job_application.list_tags`).
// The few columns an order needs are read for the whole account and sorted here rather than in SQL: titles and
// names then sort by the reader's alphabet (Intl.Collator) the same way on SQLite and PostgreSQL, whose
// collations differ. 5,000 applications take a few milliseconds (bench/).
import type { Kysely } from 'kysely';
import {
  APPLICATION_STATUSES,
  type ApplicationOrderParams,
  type ApplicationStatus,
  type ApplicationTagCount,
  type SortDirection,
} from '../../../contract';
import type { Database } from '../../db/schema';
import { listApplicationStatuses } from './applicationStatuses';

interface OrderRow {
  readonly id: string;
  readonly title: string;
  readonly company_name: string | null;
  readonly created: string;
  readonly updated: string | null;
  readonly deadline: string | null;
  readonly tags: string | null;
}

/** A value to sort by; null (no company, no deadline) goes last whichever the direction. */
type SortValue = string | number | null;

const STATUS_RANK: Readonly<Record<ApplicationStatus, number>> = Object.fromEntries(
  APPLICATION_STATUSES.map((status, rank) => [status, rank]),
) as Record<ApplicationStatus, number>;

function readRows(db: Kysely<Database>, accountId: string, companyId: string | undefined): Promise<OrderRow[]> {
  let query = db
    .selectFrom('job_applications')
    .leftJoin('companies', 'companies.id', 'job_applications.company_id')
    .select([
      'job_applications.id',
      'job_applications.title',
      'companies.name as company_name',
      'job_applications.created',
      'job_applications.updated',
      'job_applications.deadline',
      'job_applications.tags',
    ])
    .where('job_applications.account_id', '=', accountId);
  if (companyId !== undefined) query = query.where('job_applications.company_id', '=', companyId);
  return query.execute();
}

function tagsOf(row: OrderRow): readonly string[] {
  return row.tags === null ? [] : (JSON.parse(row.tags) as string[]);
}

/** Newest first, equal times by id: the list's default order, which also breaks every tie of another. */
function byNewestFirst(a: OrderRow, b: OrderRow): number {
  if (a.created !== b.created) return a.created < b.created ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** Compares two values in `direction`, nulls last. */
function compareValues(a: SortValue, b: SortValue, direction: SortDirection, compareText: (a: string, b: string) => number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const ascending = typeof a === 'number' && typeof b === 'number' ? a - b : compareText(String(a), String(b));
  return direction === 'asc' ? ascending : -ascending;
}

/** The account's application ids in the order asked for, narrowed to those holding every tag given (and to a company's). */
export async function listApplicationOrder(
  db: Kysely<Database>,
  accountId: string,
  now: Date,
  { sort, direction, tags = [], locale, company_id: companyId }: ApplicationOrderParams,
): Promise<string[]> {
  const [rows, statuses] = await Promise.all([
    readRows(db, accountId, companyId),
    sort === 'status' ? listApplicationStatuses(db, accountId, now) : Promise.resolve([]),
  ]);
  const statusOf = new Map(statuses.map(({ id, status }) => [id, status]));
  const wanted = rows.filter((row) => tags.length === 0 || tags.every((tag) => tagsOf(row).includes(tag)));
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const valueOf: (row: OrderRow) => SortValue = {
    created: (row: OrderRow) => row.created,
    updated: (row: OrderRow) => row.updated ?? row.created,
    title: (row: OrderRow) => row.title,
    company: (row: OrderRow) => row.company_name,
    status: (row: OrderRow) => STATUS_RANK[statusOf.get(row.id) ?? 'new'],
    deadline: (row: OrderRow) => row.deadline,
  }[sort];
  // ISO dates compare as text; titles and names through the collator.
  const compareText = sort === 'title' || sort === 'company' ? collator.compare : (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const keyed = wanted.map((row) => ({ row, value: valueOf(row) }));
  keyed.sort((a, b) => compareValues(a.value, b.value, direction, compareText) || byNewestFirst(a.row, b.row));
  return keyed.map(({ row }) => row.id);
}

/** Every tag of the account's applications with how many hold it, in code point order (the browser sorts them for its reader). */
export async function listApplicationTags(db: Kysely<Database>, accountId: string): Promise<ApplicationTagCount[]> {
  const rows = await db
    .selectFrom('job_applications')
    .select('tags')
    .where('account_id', '=', accountId)
    .where('tags', 'is not', null)
    .execute();
  const counts = new Map<string, number>();
  for (const { tags } of rows) {
    for (const tag of JSON.parse(tags ?? '[]') as string[]) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([tag, count]) => ({ tag, count }));
}
