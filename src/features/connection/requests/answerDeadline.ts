// The clock of a live request's call timeout. It runs from the moment the request is made, waits for a joined
// channel included, but stops while the request's push waits its turn among the channel's pushes
// (pacedPushes.ts): that wait is the tab's own pacing under the server's bound, as long as the queue ahead of it
// (50 pushes a second), and counting it would fail the end of a long queue that the server was ready to take.
import { call, delay, race, take, type SagaGenerator } from 'typed-redux-saga';
import { currentTimeMs } from '../../../common/clock';
import { pushesWaiting, pushSent } from '../connectionSlice';
import { isChannelNotJoined } from '../pushMatchers';

function isWaiting(uuid: string) {
  return (action: unknown): boolean => pushesWaiting.match(action) && action.payload.uuids.includes(uuid);
}

/** Its push went, or left the queue unsent as the channel left the joined state. */
function isTurnOver(uuid: string) {
  return (action: unknown): boolean => (pushSent.match(action) && action.payload.uuid === uuid) || isChannelNotJoined(action);
}

/** Returns once the request with this uuid has had `timeoutMs` of its time, the waits of its pushes for a turn left out. */
export function* answerDeadline(uuid: string, timeoutMs: number): SagaGenerator<void> {
  let remainingMs = timeoutMs;
  for (;;) {
    const runningSince = yield* call(currentTimeMs);
    const { waiting } = yield* race({ due: delay(Math.max(0, remainingMs)), waiting: take(isWaiting(uuid)) });
    if (waiting === undefined) return;
    remainingMs -= (yield* call(currentTimeMs)) - runningSince;
    yield* take(isTurnOver(uuid));
  }
}
