// The account's applications as CSV records (GET /api/job_applications/export.csv): one per application, in the
// list's order (newest first), with its current status and its latest action already dated. Read a page at a
// time, so that an account of thousands of applications with long texts is never held whole in memory nor read
// in one long query, and the stringifier can write each page before the next is read.
import type { Kysely } from 'kysely';
import { type ApplicationCsvColumn, type ApplicationStatus, CSV_TAG_SEPARATOR, type JobApplication } from '../../../contract';
import type { Database } from '../../db/schema';
import { type LatestAction, latestActionsOf } from '../actions/actionQueries';
import { listApplicationStatuses } from './applicationStatuses';
import { listJobApplicationsPage, type ListPosition } from './jobApplicationQueries';

export type ApplicationCsvRecord = Readonly<Record<ApplicationCsvColumn, string>>;

/** Applications read per query. */
export const EXPORT_PAGE_SIZE = 500;

const text = (value: string | number | null): string => (value === null ? '' : String(value));

export function csvRecordOf(application: JobApplication, status: ApplicationStatus, lastAction: LatestAction | undefined): ApplicationCsvRecord {
  return {
    title: application.title,
    company: application.company?.name ?? '',
    url: application.url,
    status,
    created: application.created,
    updated: application.updated,
    location: text(application.location),
    remote: text(application.remote),
    salary_min: text(application.salary_min),
    salary_max: text(application.salary_max),
    salary_currency: text(application.salary_currency),
    salary_period: text(application.salary_period),
    source: text(application.source),
    deadline: text(application.deadline),
    tags: application.tags.join(CSV_TAG_SEPARATOR),
    archived: String(application.archived),
    notes: application.notes,
    job_description: application.job_description,
    last_action: lastAction?.type ?? '',
    last_action_date: lastAction?.date ?? '',
  };
}

/** The account's records, a page at a time; statuses and latest actions as they stand at `now`. */
export async function* applicationCsvPages(
  db: Kysely<Database>,
  accountId: string,
  now: Date,
  pageSize: number = EXPORT_PAGE_SIZE,
): AsyncGenerator<ApplicationCsvRecord[]> {
  const statuses = new Map((await listApplicationStatuses(db, accountId, now)).map(({ id, status }) => [id, status]));
  let after: ListPosition | null = null;
  for (;;) {
    const page = await listJobApplicationsPage(db, accountId, after, pageSize);
    if (page.length === 0) return;
    const latest = await latestActionsOf(
      db,
      accountId,
      page.map(({ id }) => id),
      now,
    );
    // An application created since the statuses were read has no action yet: it is new.
    yield page.map((application) => csvRecordOf(application, statuses.get(application.id) ?? 'new', latest.get(application.id)));
    const last = page.at(-1);
    if (last === undefined || page.length < pageSize) return;
    after = { created: last.created, id: last.id };
  }
}
