// The insights page's figures: asked for when the page opens or its range changes, and again while it shows
// after a rejoin (pushes may have been missed) or once a burst of changes to applications and actions has passed.
import { call, delay, select, takeLatest } from 'typed-redux-saga';
import type { StatisticsParams } from '../../../contract';
import { currentTimeMs } from '../../common/clock';
import { browserTimeZone, calendarDayIn } from '../../common/timeZones';
import { loadList } from '../../common/listLoadSaga';
import { channelRejoined, liveRequest, pushOf, requestErrorOf, type PushAction } from '../connection';
import { selectAccountSettings } from '../settings';
import {
  type InsightsRange,
  insightsOpened,
  insightsRangeChosen,
  selectInsightsRange,
  selectInsightsShown,
  statisticsFailed,
  statisticsLoaded,
  statisticsStarted,
} from './insightsSlice';

/** How long the figures wait after a change before they are asked for again: a burst of changes asks once. */
export const INSIGHTS_PUSH_DEBOUNCE_MS = 1000;

const DAY_MS = 86_400_000;

/**
 * The last `weeks` weeks, this one included: from the Monday `weeks - 1` weeks before this week's, as the
 * calendar of `zone` (the account's time zone) has them; the server cuts the weeks and ends the range today in
 * the same zone (docs/decisions.md, "Insights").
 */
export function statisticsParamsFor(weeks: InsightsRange, nowMs: number, zone: string): StatisticsParams {
  const { year, month, day } = calendarDayIn(nowMs, zone);
  // Calendar arithmetic on UTC midnights: days are all 24 hours long there.
  const today = new Date(Date.UTC(year, month - 1, day));
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  const monday = new Date(today.getTime() - (sinceMonday + 7 * (weeks - 1)) * DAY_MS);
  return { from: monday.toISOString().slice(0, 10) };
}

export function* loadStatistics() {
  const weeks = yield* select(selectInsightsRange);
  const settings = yield* select(selectAccountSettings);
  const zone = settings?.time_zone ?? (yield* call(browserTimeZone)) ?? 'UTC';
  const nowMs = yield* call(currentTimeMs);
  yield* loadList({
    started: statisticsStarted,
    loaded: statisticsLoaded,
    failed: statisticsFailed,
    request: () => liveRequest('account.get_statistics', statisticsParamsFor(weeks, nowMs, zone)),
    errorOf: requestErrorOf,
  });
}

const isDataPush = pushOf(
  'created_job_application',
  'updated_job_application',
  'deleted_job_application',
  'created_action',
  'updated_action',
  'deleted_action',
);

type InsightsTrigger =
  | ReturnType<typeof insightsOpened>
  | ReturnType<typeof insightsRangeChosen>
  | ReturnType<typeof channelRejoined>
  | PushAction<'created_job_application' | 'updated_job_application' | 'deleted_job_application' | 'created_action' | 'updated_action' | 'deleted_action'>;

function isInsightsTrigger(action: unknown): action is InsightsTrigger {
  return insightsOpened.match(action) || insightsRangeChosen.match(action) || channelRejoined.match(action) || isDataPush(action);
}

/**
 * One load at a time, the latest reason winning. A push waits first: the next push cancels the wait, so a burst
 * (an import, a board's moves) asks once it has passed.
 */
export function* insightsTriggeredSaga(action: InsightsTrigger) {
  if (insightsOpened.match(action) || insightsRangeChosen.match(action)) {
    yield* call(loadStatistics);
    return;
  }
  if (!(yield* select(selectInsightsShown))) return;
  if (isDataPush(action)) yield* delay(INSIGHTS_PUSH_DEBOUNCE_MS);
  yield* call(loadStatistics);
}

export function* watchInsights() {
  yield* takeLatest(isInsightsTrigger, insightsTriggeredSaga);
}
