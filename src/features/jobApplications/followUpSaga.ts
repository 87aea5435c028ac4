// "Follow up?" pressed: a reminder titled "Follow up" for tomorrow at 9:00 in the account's time zone, made by the
// dated actions' own creation. Once the application's actions have changed (the reminder is there, later than
// the submission), the nudge goes at once, before the statuses are asked for again.
import { call, put, race, select, take, takeLeading } from 'typed-redux-saga';
import { currentTimeMs } from '../../common/clock';
import { browserTimeZone, tomorrowAt } from '../../common/timeZones';
import { applicationDatedActionsChanged, datedActionCreationSubmitted, datedActionOperationFailed, datedActionCreationKey } from '../datedActions';
import { selectAccountSettings } from '../settings';
import { followUpPlanned, followUpRequested } from './jobApplicationsSlice';

/** The hour of the day the follow-up reminder is set for, in the account's time zone. */
export const FOLLOW_UP_HOUR = 9;

export function* requestFollowUpSaga(action: ReturnType<typeof followUpRequested>) {
  const { applicationId, title } = action.payload;
  const settings = yield* select(selectAccountSettings);
  const zone = settings?.time_zone ?? (yield* call(browserTimeZone)) ?? 'UTC';
  const now = yield* call(currentTimeMs);
  yield* put(datedActionCreationSubmitted({ job_application_id: applicationId, type: 'reminder', title, notes: '', date: tomorrowAt(now, zone, FOLLOW_UP_HOUR) }));
  const key = datedActionCreationKey(applicationId);
  const outcome = yield* race({
    changed: take((candidate: unknown) => applicationDatedActionsChanged.match(candidate) && candidate.payload.applicationId === applicationId),
    failed: take((candidate: unknown) => datedActionOperationFailed.match(candidate) && candidate.payload.key === key),
  });
  if (outcome.changed !== undefined) yield* put(followUpPlanned({ id: applicationId }));
}

export function* watchFollowUps() {
  // One at a time per page: a second press while the first is being saved does nothing.
  yield* takeLeading(followUpRequested.match, requestFollowUpSaga);
}
