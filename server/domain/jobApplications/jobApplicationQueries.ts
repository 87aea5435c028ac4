// The job_applications table: every query that reads or writes it lives here, each scoped to one account.
// An application is read with its company's name, so the list and its rows need no second round trip.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { type ApplicationListItem, type JobApplication, STATUS_MOVING_ACTION_TYPES } from '../../../contract';
import { preparedQuery } from '../../db/preparedQuery';
import type { Database } from '../../db/schema';
import {
  APPLICATION_DETAIL_COLUMNS,
  type ApplicationDetailRow,
  type ApplicationDetails,
  detailColumns,
  detailsFromRow,
  completeDetails,
} from './applicationDetailColumns';

export interface NewJobApplication extends Partial<ApplicationDetails> {
  readonly title: string;
  readonly url: string;
  readonly company_id?: string | null | undefined;
  readonly notes?: string | undefined;
  readonly job_description?: string | undefined;
}

export type JobApplicationChanges = Partial<
  Pick<JobApplication, 'title' | 'url' | 'company_id' | 'notes' | 'job_description'> & ApplicationDetails
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
      ...APPLICATION_DETAIL_COLUMNS.map((column) => `job_applications.${column}` as const),
      'job_applications.created',
      'job_applications.updated',
    ])
    .where('job_applications.account_id', '=', accountId);
}

interface JobApplicationRow extends ApplicationDetailRow {
  readonly id: string;
  readonly title: string;
  readonly company_id: string | null;
  readonly company_name: string | null;
  readonly url: string;
  readonly notes: string;
  readonly job_description: string;
  readonly created: string;
  readonly updated: string | null;
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
    ...detailsFromRow(row),
    created: row.created,
    updated: row.updated ?? row.created,
  };
}

/** The lookup of `job_application.get`, the busiest read: built and compiled once (preparedQuery.ts). */
const jobApplicationById = preparedQuery<Database, { accountId: string; id: string }, JobApplicationRow>(['accountId', 'id'], (db, { accountId, id }) =>
  selectJobApplications(db, accountId).where('job_applications.id', '=', id),
);

/** The account's application, or undefined when it does not exist or belongs to another account. */
export async function findJobApplication(
  db: Kysely<Database>,
  accountId: string,
  id: string,
): Promise<JobApplication | undefined> {
  const [row] = await jobApplicationById.execute(db, { accountId, id });
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
  await insertJobApplicationRow.execute(db, {
    id,
    accountId,
    companyId: application.company_id ?? null,
    title: application.title,
    url: application.url,
    notes: application.notes ?? '',
    jobDescription: application.job_description ?? '',
    created: now.toISOString(),
    ...detailColumns(completeDetails(application)),
  });
  return id;
}

/** The insert of every created application, built and compiled once (preparedQuery.ts). */
const insertJobApplicationRow = preparedQuery<
  Database,
  { id: string; accountId: string; companyId: string | null; title: string; url: string; notes: string; jobDescription: string; created: string } & Partial<ApplicationDetailRow>,
  never
>(['id', 'accountId', 'companyId', 'title', 'url', 'notes', 'jobDescription', 'created', ...APPLICATION_DETAIL_COLUMNS], (db, values) =>
  db.insertInto('job_applications').values({
    id: values.id,
    account_id: values.accountId,
    company_id: values.companyId,
    title: values.title,
    url: values.url,
    notes: values.notes,
    job_description: values.jobDescription,
    ...Object.fromEntries(APPLICATION_DETAIL_COLUMNS.map((column) => [column, values[column]])),
    created: values.created,
    updated: values.created,
  }),
);

/** Answers whether the account had that application (and so it was updated); `updated` becomes `now`. */
export async function updateJobApplication(
  db: Kysely<Database>,
  accountId: string,
  id: string,
  changes: JobApplicationChanges,
  now: Date,
): Promise<boolean> {
  const { title, url, company_id: companyId, notes, job_description: jobDescription, ...details } = changes;
  const result = await db
    .updateTable('job_applications')
    .set({
      ...(title === undefined ? {} : { title }),
      ...(url === undefined ? {} : { url }),
      ...(companyId === undefined ? {} : { company_id: companyId }),
      ...(notes === undefined ? {} : { notes }),
      ...(jobDescription === undefined ? {} : { job_description: jobDescription }),
      ...detailColumns(details),
      updated: now.toISOString(),
    })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Which of `ids` are applications of the account (another account's are as absent as unknown ones). */
export async function findOwnJobApplicationIds(db: Kysely<Database>, accountId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('job_applications')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((row) => row.id);
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

/** The account's applications at exactly this address, newest first (the capture's warning of a duplicate). */
export async function findJobApplicationIdsByUrl(db: Kysely<Database>, accountId: string, url: string): Promise<string[]> {
  const rows = await db
    .selectFrom('job_applications')
    .select('id')
    .where('account_id', '=', accountId)
    .where('url', '=', url)
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => row.id);
}

/** Takes the company off every application of the account that has it (before the company's deletion). */
export async function detachApplicationsFromCompany(db: Kysely<Database>, accountId: string, companyId: string): Promise<void> {
  await db
    .updateTable('job_applications')
    .set({ company_id: null })
    .where('account_id', '=', accountId)
    .where('company_id', '=', companyId)
    .execute();
}

/** Where a page of the list in its order (newest first, equal times by id) ends: the next page starts after it. */
export interface ListPosition {
  readonly created: string;
  readonly id: string;
}

/** Up to `limit` of the account's applications in the list's order, after `after` (from the start without). */
export async function listJobApplicationsPage(
  db: Kysely<Database>,
  accountId: string,
  after: ListPosition | null,
  limit: number,
): Promise<JobApplication[]> {
  const rows = await selectJobApplications(db, accountId)
    .$if(after !== null, (query) =>
      query.where((eb) =>
        eb.or([
          eb('job_applications.created', '<', after?.created ?? ''),
          eb.and([eb('job_applications.created', '=', after?.created ?? ''), eb('job_applications.id', '<', after?.id ?? '')]),
        ]),
      ),
    )
    .orderBy('job_applications.created', 'desc')
    .orderBy('job_applications.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toJobApplication);
}

/** Newest first; equal times (a bulk import) keep a stable order by id. Archived ones too, marked. */
export async function listJobApplicationCreationDates(db: Kysely<Database>, accountId: string): Promise<ApplicationListItem[]> {
  const rows = await db
    .selectFrom('job_applications')
    .select(['id', 'created', 'archived'])
    .where('account_id', '=', accountId)
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(({ id, created, archived }) => ({ id, created, archived: archived === 1 }));
}

export interface StoredStatus {
  readonly id: string;
  /** The status set by the latest action that moves one, whatever its date (kept by the database's triggers). */
  readonly status: string;
  /** That action's date; null for 'new'. */
  readonly status_date: string | null;
  /**
   * When that action is dated after the moment asked about (an interview planned for next week): the type of the
   * latest status-moving action dated at that moment or before, which gives the status until then; null when
   * there is none (the application is still new), and for every other application.
   */
  readonly earlier_move: string | null;
  /**
   * Where the stored status is 'submitted': the type of the application's latest action of any type, whatever its
   * date (a submission still unanswered when it is 'submit'); null for every other application.
   */
  readonly latest_type: string | null;
}

/**
 * In the list's order: newest first, equal times by id. The earlier move is looked for only where the stored
 * status is still to come, through the application's actions by date, newest first, up to the first that moves
 * a status: the account's other actions are never read, however many there are. Ties of dates are broken by
 * creation, then id, as the database's triggers break them.
 */
export async function listStoredStatuses(db: Kysely<Database>, accountId: string, moment: Date): Promise<StoredStatus[]> {
  const momentIso = moment.toISOString();
  return db
    .selectFrom('job_applications')
    .select((eb) => [
      'job_applications.id',
      'job_applications.status',
      'job_applications.status_date',
      eb
        .case()
        .when('job_applications.status_date', '>', momentIso)
        .then(
          eb
            .selectFrom('actions')
            .select('actions.type')
            .whereRef('actions.job_application_id', '=', 'job_applications.id')
            .where('actions.type', 'in', STATUS_MOVING_ACTION_TYPES)
            .where('actions.date', '<=', momentIso)
            .orderBy('actions.date', 'desc')
            .orderBy('actions.created', 'desc')
            .orderBy('actions.id', 'desc')
            .limit(1)
            .$asScalar(),
        )
        .end()
        .as('earlier_move'),
      // Only for a submitted application, through its own actions, newest first, one row read.
      eb
        .case()
        .when('job_applications.status', '=', 'submitted')
        .then(
          eb
            .selectFrom('actions')
            .select('actions.type')
            .whereRef('actions.job_application_id', '=', 'job_applications.id')
            .orderBy('actions.date', 'desc')
            .orderBy('actions.created', 'desc')
            .orderBy('actions.id', 'desc')
            .limit(1)
            .$asScalar(),
        )
        .end()
        .as('latest_type'),
    ])
    .where('job_applications.account_id', '=', accountId)
    .orderBy('job_applications.created', 'desc')
    .orderBy('job_applications.id', 'desc')
    .execute();
}

/** What tells an application from another for an import: its url, its title and its company's name. */
export interface ApplicationIdentity {
  readonly url: string;
  readonly title: string;
  readonly company_name: string | null;
}

export function listApplicationIdentities(db: Kysely<Database>, accountId: string): Promise<ApplicationIdentity[]> {
  return db
    .selectFrom('job_applications')
    .leftJoin('companies', 'companies.id', 'job_applications.company_id')
    .select(['job_applications.url', 'job_applications.title', 'companies.name as company_name'])
    .where('job_applications.account_id', '=', accountId)
    .execute();
}
