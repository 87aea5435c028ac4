// The insights page's figures: asked for when the page opens or its range changes, and again while it shows
// after a rejoin (pushes may have been missed) or once a burst of changes to applications and actions has passed.
import { call, delay, select, takeLatest } from 'typed-redux-saga';
import type { StatisticsParams } from '../../../contract';
import { currentTimeMs } from '../../common/clock';
import { loadList } from '../../common/listLoadSaga';
import { channelRejoined, liveRequest, pushOf, requestErrorOf, type PushAction } from '../connection';
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

/** YYYY-MM-DD of a date in the browser's calendar. */
function localDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${String(date.getFullYear())}-${month}-${day}`;
}

/**
 * The last `weeks` weeks, this one included: from the Monday `weeks - 1` weeks before this week's, in the
 * browser's calendar; the server ends the range today in the account's (docs/decisions.md, "Insights").
 */
export function statisticsParamsFor(weeks: InsightsRange, nowMs: number): StatisticsParams {
  const now = new Date(nowMs);
  const sinceMonday = (now.getDay() + 6) % 7;
  // Noon, so that a change of time between the two days never moves the date.
  const noon = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12).getTime();
  return { from: localDate(new Date(noon - (sinceMonday + 7 * (weeks - 1)) * DAY_MS)) };
}

export function* loadStatistics() {
  const weeks = yield* select(selectInsightsRange);
  const nowMs = yield* call(currentTimeMs);
  yield* loadList({
    started: statisticsStarted,
    loaded: statisticsLoaded,
    failed: statisticsFailed,
    request: () => liveRequest('account.get_statistics', statisticsParamsFor(weeks, nowMs)),
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
