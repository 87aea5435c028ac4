// The grouped queries behind `account.get_statistics`. Each takes the range as UTC instants (the first instant of
// `from` and of the day after `to` in the account's time zone), compared with the stored ISO strings, so that
// SQLite and PostgreSQL count alike without a time-zone function. The stage rules are the contract's, cumulative
// (docs/decisions.md, "Insights").
import { type Kysely, sql } from 'kysely';
import type { ActionType } from '../../../contract';
import type { Database } from '../../db/schema';

export interface InstantRange {
  /** Included. */
  readonly start: string;
  /** Excluded. */
  readonly end: string;
}

/** What answers an application without ever being a response: the person's own submission and reminders. */
const NOT_RESPONSES: readonly ActionType[] = ['submit', 'reminder'];
/** An interview reached, or a later stage (which implies one). */
const INTERVIEW_OR_LATER: readonly ActionType[] = ['interview', 'phone_call', 'video_call', 'negotiation', 'accepted'];
const OFFER_OR_LATER: readonly ActionType[] = ['negotiation', 'accepted'];

/** The applications of one source (null: none), and how many of them reached each stage. */
export interface SourceCounts {
  readonly source: string | null;
  readonly applications: number;
  readonly applied: number;
  readonly responded: number;
  readonly interview: number;
  readonly offer: number;
  readonly accepted: number;
}

const typeIn = (types: readonly ActionType[]) => sql<boolean>`x.type in (${sql.join(types)})`;
/** 1 when any of the application's actions matches `condition`, else 0 (no action: 0 too). */
const reached = (condition: ReturnType<typeof typeIn>) => sql<number>`max(case when ${condition} then 1 else 0 end)`;

/**
 * The applications created in the range, grouped by source: one row per application first (whether it reached
 * each stage, over all its actions, whenever they were made), then counted by source.
 */
export async function countBySource(db: Kysely<Database>, accountId: string, range: InstantRange): Promise<SourceCounts[]> {
  const perApplication = db
    .selectFrom('job_applications as a')
    .leftJoin('actions as x', 'x.job_application_id', 'a.id')
    .where('a.account_id', '=', accountId)
    .where('a.created', '>=', range.start)
    .where('a.created', '<', range.end)
    .groupBy(['a.id', 'a.source'])
    .select([
      'a.source',
      // Any action but a reminder: a submission, or a response, which implies one.
      reached(sql<boolean>`x.type <> ${'reminder'}`).as('applied'),
      reached(sql<boolean>`x.type not in (${sql.join(NOT_RESPONSES)})`).as('responded'),
      reached(typeIn(INTERVIEW_OR_LATER)).as('interview'),
      reached(typeIn(OFFER_OR_LATER)).as('offer'),
      reached(typeIn(['accepted'])).as('accepted'),
    ]);
  const rows = await db
    .selectFrom(perApplication.as('p'))
    .groupBy('p.source')
    .select([
      'p.source',
      sql<number | string>`count(*)`.as('applications'),
      sql<number | string>`sum(p.applied)`.as('applied'),
      sql<number | string>`sum(p.responded)`.as('responded'),
      sql<number | string>`sum(p.interview)`.as('interview'),
      sql<number | string>`sum(p.offer)`.as('offer'),
      sql<number | string>`sum(p.accepted)`.as('accepted'),
    ])
    .execute();
  // PostgreSQL answers count and sum as strings (bigint, numeric).
  return rows.map((row) => ({
    source: row.source,
    applications: Number(row.applications),
    applied: Number(row.applied),
    responded: Number(row.responded),
    interview: Number(row.interview),
    offer: Number(row.offer),
    accepted: Number(row.accepted),
  }));
}

/**
 * For each application created in the range that has a submission and a response dated after its first
 * submission: the dates of both (the first submission, the first response after it).
 */
export async function firstResponses(
  db: Kysely<Database>,
  accountId: string,
  range: InstantRange,
): Promise<{ readonly submitted: string; readonly responded: string }[]> {
  const firstSubmissions = db
    .selectFrom('job_applications as a')
    .innerJoin('actions as s', 's.job_application_id', 'a.id')
    .where('a.account_id', '=', accountId)
    .where('a.created', '>=', range.start)
    .where('a.created', '<', range.end)
    .where('s.type', '=', 'submit')
    .groupBy('a.id')
    .select(['a.id', (eb) => eb.fn.min('s.date').as('submitted')]);
  return db
    .selectFrom(firstSubmissions.as('f'))
    .innerJoin('actions as x', (join) => join.onRef('x.job_application_id', '=', 'f.id').onRef('x.date', '>', 'f.submitted'))
    .where('x.type', 'not in', NOT_RESPONSES)
    .groupBy(['f.id', 'f.submitted'])
    .select(['f.submitted', (eb) => eb.fn.min('x.date').as('responded')])
    .execute();
}

/** One week of the range: its Monday, and the instants its counts run between (cut to the range at its ends). */
export interface WeekBounds extends InstantRange {
  readonly weekStart: string;
}

/**
 * The applications and the actions created in each week, counted with one range condition per week on each
 * table's (account_id, created) index. The weeks travel as a VALUES list of text.
 */
export async function countWeekly(
  db: Kysely<Database>,
  accountId: string,
  weeks: readonly WeekBounds[],
): Promise<{ readonly weekStart: string; readonly applications: number; readonly actions: number }[]> {
  if (weeks.length === 0) return [];
  const values = sql.join(weeks.map((week) => sql`(${week.weekStart}, ${week.start}, ${week.end})`));
  const result = await sql<{ week_start: string; applications: number | string; actions: number | string }>`
    with weeks (week_start, lo, hi) as (values ${values})
    select
      w.week_start,
      (select count(*) from job_applications a where a.account_id = ${accountId} and a.created >= w.lo and a.created < w.hi) as applications,
      (select count(*) from actions x where x.account_id = ${accountId} and x.created >= w.lo and x.created < w.hi) as actions
    from weeks w
    order by w.week_start
  `.execute(db);
  return result.rows.map((row) => ({ weekStart: row.week_start, applications: Number(row.applications), actions: Number(row.actions) }));
}
