// The actions table: every query that reads or writes it lives here, each scoped to one account.
import crypto from 'node:crypto';
import { type Kysely, type Selectable, sql } from 'kysely';
import { type Action, type ActionType, actionTypeSchema, type CreationDate, type FutureAction } from '../../../contract';
import type { ActionsTable, Database } from '../../db/schema';

type ActionRow = Selectable<ActionsTable>;

export interface NewAction {
  readonly job_application_id: string;
  readonly type: ActionType;
  readonly title: string;
  readonly notes?: string | undefined;
  readonly date: string;
}

export type ActionChanges = Partial<Pick<Action, 'type' | 'title' | 'notes' | 'date'>>;

/**
 * A date as `toISOString` writes it (`2026-11-22T09:30:00.000Z`). The contract accepts any UTC ISO 8601 time
 * (`09:30:00Z`, `09:30:00.5Z`), but dates are compared and sorted as text, which only orders them in time
 * when every one has the same form.
 */
function storedDate(date: string): string {
  return new Date(date).toISOString();
}

/** An action as the contract sends it, from its row (or the columns of it a query read). */
export function toAction(row: Pick<ActionRow, 'id' | 'job_application_id' | 'type' | 'title' | 'notes' | 'date' | 'created'>): Action {
  return {
    id: row.id,
    action_id: row.id,
    job_application_id: row.job_application_id,
    // Only the contract's types are ever written; parsing keeps the type honest without a cast.
    type: actionTypeSchema.parse(row.type),
    title: row.title,
    notes: row.notes,
    date: row.date,
    created: row.created,
  };
}

/** The caller checks that the application is one of the account's. */
export async function insertAction(db: Kysely<Database>, accountId: string, action: NewAction, now: Date): Promise<Action> {
  const row = await db
    .insertInto('actions')
    .values({
      id: crypto.randomUUID(),
      account_id: accountId,
      job_application_id: action.job_application_id,
      type: action.type,
      title: action.title,
      notes: action.notes ?? '',
      date: storedDate(action.date),
      created: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAction(row);
}

/** The account's action, or undefined when it does not exist or belongs to another account. */
export async function findAction(db: Kysely<Database>, accountId: string, id: string): Promise<Action | undefined> {
  const row = await db
    .selectFrom('actions')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row === undefined ? undefined : toAction(row);
}

/** Answers whether the account had that action (and so it was updated). */
export async function updateAction(db: Kysely<Database>, accountId: string, id: string, changes: ActionChanges): Promise<boolean> {
  const result = await db
    .updateTable('actions')
    .set(changes.date === undefined ? changes : { ...changes, date: storedDate(changes.date) })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the action and answers what it was, or undefined when the account had no such action. */
export async function deleteAction(db: Kysely<Database>, accountId: string, id: string): Promise<Action | undefined> {
  const row = await db
    .deleteFrom('actions')
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .returningAll()
    .executeTakeFirst();
  return row === undefined ? undefined : toAction(row);
}

/** Deletes every action of one of the account's applications, before the application itself goes. */
export async function deleteActionsOfApplication(db: Kysely<Database>, accountId: string, applicationId: string): Promise<void> {
  await db.deleteFrom('actions').where('job_application_id', '=', applicationId).where('account_id', '=', accountId).execute();
}

/**
 * How much text one list of actions answers at most: the UTF-8 bytes of their titles and notes. A person's
 * actions, notes of a few paragraphs each, stay far below it; without it, a thousand actions with notes of
 * 100,000 characters made an answer of 100 MB, and serializing it held the event loop for seconds (issue 15).
 * At this size, reading, serializing and sending one answer each take a few milliseconds.
 */
export const ACTION_LIST_TEXT_BUDGET_BYTES = 1_000_000;

/** Actions one list answers at most, whatever their size. */
export const ACTION_LIST_ROWS_LIMIT = 1000;

const actionTextBytes = sql<number>`octet_length(actions.title) + octet_length(actions.notes)`;

/**
 * How many of `sized`, in order, fit in `budgetBytes` of text: at least the first (one action's own bounds keep
 * it small), then as long as the sum stays within the budget.
 */
export function rowsWithinTextBudget(sized: readonly { readonly text_bytes: number | string }[], budgetBytes: number): number {
  let used = 0;
  let count = 0;
  for (const { text_bytes } of sized) {
    used += Number(text_bytes);
    if (used > budgetBytes && count > 0) break;
    count += 1;
  }
  return count;
}

/**
 * An application's actions by date: the latest ACTION_LIST_ROWS_LIMIT of them at most that fit in
 * ACTION_LIST_TEXT_BUDGET_BYTES (the latest are the ones still to come and the last said), oldest first; the
 * caller checks the application is the account's. The sizes are read first (without the texts), newest first,
 * then the rows that fit.
 */
export async function listActionsOfApplication(
  db: Kysely<Database>,
  accountId: string,
  jobApplicationId: string,
): Promise<Action[]> {
  const newestFirst = db
    .selectFrom('actions')
    .where('job_application_id', '=', jobApplicationId)
    .where('account_id', '=', accountId)
    .orderBy('date', 'desc')
    .orderBy('created', 'desc')
    .orderBy('id', 'desc');
  const sized = await newestFirst.select(actionTextBytes.as('text_bytes')).limit(ACTION_LIST_ROWS_LIMIT).execute();
  const fitting = rowsWithinTextBudget(sized, ACTION_LIST_TEXT_BUDGET_BYTES);
  if (fitting === 0) return [];
  const rows = await newestFirst.selectAll().limit(fitting).execute();
  return rows.reverse().map(toAction);
}

/**
 * The type and date of the actions of the account's applications whose stored status comes from an action dated
 * after `moment`, by application and date: their status at `moment` must be derived from these. Ties are in
 * creation order, as the database's triggers break them, so the last of equal dates wins on both sides.
 */
export async function listDatedActionTypesOfStatusesAfter(
  db: Kysely<Database>,
  accountId: string,
  moment: Date,
): Promise<{ job_application_id: string; type: ActionType; date: string }[]> {
  const rows = await db
    .selectFrom('actions')
    .select(['job_application_id', 'type', 'date'])
    // Scoped through the account's applications: a filter on actions.account_id would lead the planner to read
    // every action of the account, the very cost the stored status avoids.
    .where('job_application_id', 'in', (eb) =>
      eb
        .selectFrom('job_applications')
        .select('id')
        .where('account_id', '=', accountId)
        .where('status_date', '>', moment.toISOString()),
    )
    .orderBy('job_application_id')
    .orderBy('date')
    .orderBy('created')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, type: actionTypeSchema.parse(row.type) }));
}

export async function listActionCreationDates(db: Kysely<Database>, accountId: string): Promise<CreationDate[]> {
  return db
    .selectFrom('actions')
    .select(['id', 'created'])
    .where('account_id', '=', accountId)
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Actions dated from `from` on, soonest first, each with enough of its application to show and link it: the
 * first `limit` of them that fit in ACTION_LIST_TEXT_BUDGET_BYTES (sizes read first, then the rows that fit).
 */
export async function listFutureActions(
  db: Kysely<Database>,
  accountId: string,
  from: Date,
  limit: number,
): Promise<FutureAction[]> {
  const upcoming = db
    .selectFrom('actions')
    .where('actions.account_id', '=', accountId)
    .where('actions.date', '>=', from.toISOString())
    .orderBy('actions.date')
    .orderBy('actions.created')
    .orderBy('actions.id');
  const sized = await upcoming.select(actionTextBytes.as('text_bytes')).limit(limit).execute();
  const fitting = rowsWithinTextBudget(sized, ACTION_LIST_TEXT_BUDGET_BYTES);
  if (fitting === 0) return [];
  const rows = await upcoming
    .innerJoin('job_applications', 'job_applications.id', 'actions.job_application_id')
    .leftJoin('companies', 'companies.id', 'job_applications.company_id')
    .selectAll('actions')
    .select([
      'job_applications.title as application_title',
      'job_applications.company_id as company_id',
      'companies.name as company_name',
    ])
    .limit(fitting)
    .execute();
  return rows.map((row) => ({
    action: toAction(row),
    job_application: {
      id: row.job_application_id,
      title: row.application_title,
      company: row.company_id === null || row.company_name === null ? null : { id: row.company_id, name: row.company_name },
    },
  }));
}

/** An application's latest action already dated: what it is and when. */
export interface LatestAction {
  readonly type: ActionType;
  readonly date: string;
}

/**
 * For each of these applications of the account that has one, its latest action dated at `moment` or before
 * (ties broken by creation, then id, as the status triggers break them); planned actions are not counted.
 */
export async function latestActionsOf(
  db: Kysely<Database>,
  accountId: string,
  applicationIds: readonly string[],
  moment: Date,
): Promise<Map<string, LatestAction>> {
  const latest = new Map<string, LatestAction>();
  if (applicationIds.length === 0) return latest;
  const rows = await db
    .selectFrom('actions')
    .select(['job_application_id', 'type', 'date'])
    .where('account_id', '=', accountId)
    .where('job_application_id', 'in', applicationIds)
    .where('date', '<=', moment.toISOString())
    .orderBy('date', 'desc')
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) {
    if (!latest.has(row.job_application_id)) latest.set(row.job_application_id, { type: row.type as ActionType, date: row.date });
  }
  return latest;
}
