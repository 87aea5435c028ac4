// The clock of a live request's call timeout. It runs from the moment the request is made, waits for a joined
// channel included, but stops while the request's push waits its turn among the channel's pushes
// (pacedPushes.ts): that wait is the tab's own pacing under the server's bound, as long as the queue ahead of it
// (50 pushes a second), and counting it would fail the end of a long queue that the server was ready to take.
// A request pushed again after a rejoin (its answer may have been lost with the connection) gets the whole
// timeout again when its time is up, at most FRESH_DEADLINES times: the server may well have done it already, and
// cutting its answer short would tell the person it failed when it did not (a server restart under load did).
import { call, delay, race, select, take, type SagaGenerator } from 'typed-redux-saga';
import { currentTimeMs } from '../../../common/clock';
import { pushesWaiting, pushSent } from '../connectionSlice';
import { isChannelNotJoined } from '../pushMatchers';
import { selectPendingRequest } from './requestsSlice';

/** How many times a request pushed again gets the whole timeout again: a channel that keeps dropping still ends it. */
export const FRESH_DEADLINES = 2;

function isWaiting(uuid: string) {
  return (action: unknown): boolean => pushesWaiting.match(action) && action.payload.uuids.includes(uuid);
}

/** Its push went, or left the queue unsent as the channel left the joined state. */
function isTurnOver(uuid: string) {
  return (action: unknown): boolean => (pushSent.match(action) && action.payload.uuid === uuid) || isChannelNotJoined(action);
}

/**
 * Returns once the request with this uuid has had `timeoutMs` of its time, the waits of its pushes for a turn
 * left out; when that time is up on a request pushed again since (after a rejoin), it gets `timeoutMs` more, at
 * most FRESH_DEADLINES times.
 */
export function* answerDeadline(uuid: string, timeoutMs: number): SagaGenerator<void> {
  let remainingMs = timeoutMs;
  let freshDeadlines = 0;
  /** Its pushes when its time was last counted afresh: one push more since means a push after a rejoin. */
  let pushesCounted = 1;
  for (;;) {
    const runningSince = yield* call(currentTimeMs);
    const { waiting } = yield* race({ due: delay(Math.max(0, remainingMs)), waiting: take(isWaiting(uuid)) });
    if (waiting === undefined) {
      const pushes = (yield* select(selectPendingRequest, uuid))?.pushes ?? 0;
      if (pushes <= pushesCounted || freshDeadlines >= FRESH_DEADLINES) return;
      freshDeadlines += 1;
      pushesCounted = pushes;
      remainingMs = timeoutMs;
      continue;
    }
    remainingMs -= (yield* call(currentTimeMs)) - runningSince;
    yield* take(isTurnOver(uuid));
  }
}
