// `account.get_statistics`: the range in the account's calendar, its weeks, and the answer put together from the
// grouped counts of statisticsQueries.ts (docs/decisions.md, "Insights").
import type { Kysely } from 'kysely';
import {
  FUNNEL_STAGES,
  STATISTICS_DEFAULT_WEEKS,
  STATISTICS_MAX_DAYS,
  type Statistics,
  type StatisticsParams,
} from '../../../contract';
import type { Database } from '../../db/schema';
import { RequestError } from '../requests/requestErrors';
import { countBySource, countWeekly, firstResponses, type InstantRange, type WeekBounds } from './statisticsQueries';
import { addDays, calendarDateIn, daysBetween, mondayOf, startOfDayIn } from './zonedCalendar';

const DAY_MS = 86_400_000;

/** The calendar dates of the range, both included. */
export interface DateRange {
  readonly from: string;
  readonly to: string;
}

/**
 * The range asked for, its missing ends filled in: `to` is today in the account's time zone (or `from` when that
 * is later), `from` the Monday eleven weeks before `to`'s, so that the default is the last 12 weeks, this one
 * included. A range filled in past the widest allowed is refused like one sent so.
 */
export function rangeOf(params: StatisticsParams, now: Date, timeZone: string): DateRange {
  const today = calendarDateIn(now, timeZone);
  const to = params.to ?? (params.from !== undefined && params.from > today ? params.from : today);
  const from = params.from ?? addDays(mondayOf(to), -7 * (STATISTICS_DEFAULT_WEEKS - 1));
  if (daysBetween(from, to) > STATISTICS_MAX_DAYS) {
    throw new RequestError('invalid_params', `a range of at most ${String(STATISTICS_MAX_DAYS)} days`);
  }
  return { from, to };
}

/** The instants the range runs between: the first of `from` and the first of the day after `to`. */
function instantsOf(range: DateRange, timeZone: string): InstantRange {
  return { start: startOfDayIn(range.from, timeZone).toISOString(), end: startOfDayIn(addDays(range.to, 1), timeZone).toISOString() };
}

/** Every week the range touches, Monday to Monday in the account's time zone, its counts cut to the range. */
export function weeksOf(range: DateRange, timeZone: string): WeekBounds[] {
  const bounds = instantsOf(range, timeZone);
  const weeks: WeekBounds[] = [];
  for (let monday = mondayOf(range.from); monday <= range.to; monday = addDays(monday, 7)) {
    const start = startOfDayIn(monday, timeZone).toISOString();
    const end = startOfDayIn(addDays(monday, 7), timeZone).toISOString();
    weeks.push({ weekStart: monday, start: start < bounds.start ? bounds.start : start, end: end > bounds.end ? bounds.end : end });
  }
  return weeks;
}

/** The median of the values, rounded to one decimal; null without any. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const lower = sorted[Math.ceil(sorted.length / 2) - 1] ?? upper;
  const median = (lower + upper) / 2;
  return Math.round(median * 10) / 10;
}

export async function statisticsOf(db: Kysely<Database>, accountId: string, range: DateRange, timeZone: string): Promise<Statistics> {
  const instants = instantsOf(range, timeZone);
  const [sources, responses, weekly] = await Promise.all([
    countBySource(db, accountId, instants),
    firstResponses(db, accountId, instants),
    countWeekly(db, accountId, weeksOf(range, timeZone)),
  ]);
  const total = (stage: (typeof FUNNEL_STAGES)[number]) => sources.reduce((sum, row) => sum + row[stage], 0);
  const bySource = [...sources].sort(
    (a, b) => b.applications - a.applications || (a.source === null ? 1 : b.source === null ? -1 : a.source.localeCompare(b.source)),
  );
  return {
    applications: sources.reduce((sum, row) => sum + row.applications, 0),
    funnel: FUNNEL_STAGES.map((stage) => ({ stage, count: total(stage) })),
    weekly: weekly.map((week) => ({ week_start: week.weekStart, applications: week.applications, actions: week.actions })),
    by_source: bySource.map((row) => ({
      source: row.source,
      applications: row.applications,
      responses: row.responded,
      interviews: row.interview,
      offers: row.offer,
    })),
    median_days_to_response: medianOf(responses.map(({ submitted, responded }) => (Date.parse(responded) - Date.parse(submitted)) / DAY_MS)),
  };
}
