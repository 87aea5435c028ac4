// The channel's pushes go out here, in the order they were asked for and paced (pushPacing.ts). The server drops
// the frames of a socket that sends more than SOCKET_EVENTS_PER_SECOND and closes a socket that goes on; without
// pacing, a tab with a long queue (every request made while the channel was down, all pushed again when it
// rejoins, or a burst of new ones) would be cut off, reconnect, push the same queue again, and be cut off again.
// A push waiting its turn is dropped when the channel stops being joined (its request pushes it again after the
// next join, as after any drop) and when its request withdraws it; either way it never goes late.
import type { Channel } from 'phoenix';
import { buffers } from 'redux-saga';
import { actionChannel, call, delay, race, take } from 'typed-redux-saga';
import { currentTimeMs } from '../../common/clock';
import { channelStateChanged, pushRequested, pushWithdrawn } from './connectionSlice';
import { afterPush, fullAllowance, msUntilNextPush } from './pushPacing';

type QueueChange = ReturnType<typeof pushRequested | typeof pushWithdrawn | typeof channelStateChanged>;
type QueuedPush = ReturnType<typeof pushRequested>['payload'];

function isQueueChange(action: unknown): action is QueueChange {
  return pushRequested.match(action) || pushWithdrawn.match(action) || channelStateChanged.match(action);
}

/** Applies one change to the queue: a push joins its end, a withdrawn one leaves it, a channel not joined empties it. */
export function applyQueueChange(queue: QueuedPush[], change: QueueChange): void {
  if (pushRequested.match(change)) {
    queue.push(change.payload);
  } else if (pushWithdrawn.match(change)) {
    const index = queue.findIndex((push) => push.payload['uuid'] === change.payload.uuid);
    if (index >= 0) queue.splice(index, 1);
  } else if (change.payload !== 'joined') {
    queue.length = 0;
  }
}

/** Pushes on `channel` what is asked for, one at a time as the allowance lets it; runs until cancelled. */
export function* pushPaced(channel: Channel) {
  // Buffered, so that nothing asked for while a push goes out or while a turn is awaited is missed.
  const changes = yield* actionChannel(isQueueChange, buffers.expanding<QueueChange>(64));
  const queue: QueuedPush[] = [];
  let allowance = fullAllowance(yield* call(currentTimeMs));
  for (;;) {
    const next = queue[0];
    if (next === undefined) {
      applyQueueChange(queue, yield* take(changes));
      continue;
    }
    const now = yield* call(currentTimeMs);
    const waitMs = msUntilNextPush(allowance, now);
    if (waitMs === 0) {
      queue.shift();
      allowance = afterPush(allowance, now);
      yield* call([channel, 'push'], next.event, next.payload);
      continue;
    }
    const { change } = yield* race({ change: take(changes), turn: delay(waitMs) });
    if (change !== undefined) applyQueueChange(queue, change);
  }
}
