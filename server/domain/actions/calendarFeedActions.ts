// The upcoming actions a calendar feed holds, read for the feed alone: a page of FEED_PAGE_ACTIONS at a time
// with a turn of the event loop between pages, and each action's notes cut in the database to what the feed
// shows. Read whole, 500 actions of 100,000-character notes are 50 million characters decoded into JavaScript
// on the synchronous SQLite driver, for an event description that keeps 2,000 of each.
import { type Kysely, sql } from 'kysely';
import type { FutureAction } from '../../../contract';
import type { Database } from '../../db/schema';
import { toAction } from './actionQueries';
import { CALENDAR_NOTES_LIMIT } from './calendarDocument';

/** Actions read by one statement. */
export const FEED_PAGE_ACTIONS = 100;

/**
 * Code points of notes read: one more than the feed keeps (CALENDAR_NOTES_LIMIT UTF-16 units, never more code
 * points), so that a longer note still reads as longer and gets its ellipsis.
 */
export const FEED_NOTES_READ = CALENDAR_NOTES_LIMIT + 1;

interface FeedCursor {
  readonly date: string;
  readonly created: string;
  readonly id: string;
}

/** Actions dated from `from` on, soonest first (equal dates by creation, then id), `limit` at most. */
export async function listFeedActions(
  db: Kysely<Database>,
  accountId: string,
  from: Date,
  limit: number,
  onPage: () => Promise<void> = () => new Promise((resolve) => setImmediate(resolve)),
): Promise<FutureAction[]> {
  const actions: FutureAction[] = [];
  let cursor: FeedCursor | undefined;
  while (actions.length < limit) {
    const after = cursor;
    const rows = await db
      .selectFrom('actions')
      .innerJoin('job_applications', 'job_applications.id', 'actions.job_application_id')
      .leftJoin('companies', 'companies.id', 'job_applications.company_id')
      .select([
        'actions.id',
        'actions.job_application_id',
        'actions.type',
        'actions.title',
        sql<string>`substr(actions.notes, 1, ${FEED_NOTES_READ})`.as('notes'),
        'actions.date',
        'actions.created',
        'job_applications.title as application_title',
        'job_applications.company_id as company_id',
        'companies.name as company_name',
      ])
      .where('actions.account_id', '=', accountId)
      .where('actions.date', '>=', from.toISOString())
      .$if(after !== undefined, (query) =>
        query.where(
          sql`(${sql.ref('actions.date')}, ${sql.ref('actions.created')}, ${sql.ref('actions.id')})`,
          '>',
          sql`(${after?.date}, ${after?.created}, ${after?.id})`,
        ),
      )
      .orderBy('actions.date')
      .orderBy('actions.created')
      .orderBy('actions.id')
      .limit(Math.min(FEED_PAGE_ACTIONS, limit - actions.length))
      .execute();
    for (const row of rows) {
      actions.push({
        action: toAction(row),
        job_application: {
          id: row.job_application_id,
          title: row.application_title,
          company: row.company_id === null || row.company_name === null ? null : { id: row.company_id, name: row.company_name },
        },
      });
    }
    await onPage();
    const last = rows.at(-1);
    if (last === undefined || rows.length < FEED_PAGE_ACTIONS) break;
    cursor = last;
  }
  return actions;
}
