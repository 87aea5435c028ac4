// The channel's pushes go out here, in the order they were asked for and paced (pushPacing.ts). The server drops
// the frames of a socket that sends more than SOCKET_EVENTS_PER_SECOND and closes a socket that goes on; without
// pacing, a tab with a long queue (every request made while the channel was down, all pushed again when it
// rejoins, or a burst of new ones) would be cut off, reconnect, push the same queue again, and be cut off again.
// A push waiting its turn is dropped when the channel stops being joined (its request pushes it again after the
// next join, as after any drop) and when its request withdraws it; either way it never goes late. Pushes that
// have to wait are announced (pushesWaiting, then pushSent as each goes), so that their requests' deadlines
// leave the wait out (requests/answerDeadline.ts).
import type { Channel } from 'phoenix';
import { buffers } from 'redux-saga';
import { actionChannel, call, delay, put, race, take } from 'typed-redux-saga';
import { currentTimeMs } from '../../common/clock';
import { channelStateChanged, pushesWaiting, pushRequested, pushSent, pushWithdrawn } from './connectionSlice';
import { afterPush, fullAllowance, msUntilNextPush } from './pushPacing';

type QueueChange = ReturnType<typeof pushRequested | typeof pushWithdrawn | typeof channelStateChanged>;
type QueuedPush = ReturnType<typeof pushRequested>['payload'];

function isQueueChange(action: unknown): action is QueueChange {
  return pushRequested.match(action) || pushWithdrawn.match(action) || channelStateChanged.match(action);
}

function uuidOf(push: QueuedPush): string | undefined {
  const { uuid } = push.payload;
  return typeof uuid === 'string' ? uuid : undefined;
}

/** The pushes waiting their turn, in order, and which of them were announced as waiting. */
export class PushQueue {
  private pushes: QueuedPush[] = [];
  private readonly announced = new Set<string>();

  get next(): QueuedPush | undefined {
    return this.pushes[0];
  }

  /** A push joins the end, a withdrawn one leaves, and a channel no longer joined empties the queue. */
  apply(change: QueueChange): void {
    if (pushRequested.match(change)) {
      this.pushes.push(change.payload);
    } else if (pushWithdrawn.match(change)) {
      this.pushes = this.pushes.filter((push) => uuidOf(push) !== change.payload.uuid);
      this.announced.delete(change.payload.uuid);
    } else if (change.payload !== 'joined') {
      this.pushes = [];
      this.announced.clear();
    }
  }

  /** Takes the next push out; true when it had been announced as waiting. */
  shift(): boolean {
    const push = this.pushes.shift();
    const uuid = push === undefined ? undefined : uuidOf(push);
    return uuid !== undefined && this.announced.delete(uuid);
  }

  /** The uuids of the queued pushes not announced yet, now counted as announced. */
  announce(): string[] {
    const fresh = this.pushes.map(uuidOf).filter((uuid): uuid is string => uuid !== undefined && !this.announced.has(uuid));
    for (const uuid of fresh) this.announced.add(uuid);
    return fresh;
  }
}

/** Pushes on `channel` what is asked for, one at a time as the allowance lets it; runs until cancelled. */
export function* pushPaced(channel: Channel) {
  // Buffered, so that nothing asked for while a push goes out or while a turn is awaited is missed.
  const changes = yield* actionChannel(isQueueChange, buffers.expanding<QueueChange>(64));
  const queue = new PushQueue();
  let allowance = fullAllowance(yield* call(currentTimeMs));
  for (;;) {
    const next = queue.next;
    if (next === undefined) {
      queue.apply(yield* take(changes));
      continue;
    }
    const now = yield* call(currentTimeMs);
    const waitMs = msUntilNextPush(allowance, now);
    if (waitMs === 0) {
      const announced = queue.shift();
      allowance = afterPush(allowance, now);
      yield* call([channel, 'push'], next.event, next.payload);
      const uuid = uuidOf(next);
      if (announced && uuid !== undefined) yield* put(pushSent({ uuid }));
      continue;
    }
    const waiting = queue.announce();
    if (waiting.length > 0) yield* put(pushesWaiting({ uuids: waiting }));
    const { change } = yield* race({ change: take(changes), turn: delay(waitMs) });
    if (change !== undefined) queue.apply(change);
  }
}
