// A server push as the connection feature dispatches it, typed as the `pushOf(event)` matcher narrows it, for
// sagas that take one push.
import type { Push, PushEvent, PushPayload } from '../../../contract';
import { pushReceived } from '../../../src/features/connection/connectionSlice';
import type { PushAction } from '../../../src/features/connection';

export function pushed<E extends PushEvent>(event: E, payload: PushPayload<E>): PushAction<E> {
  // The contract's union cannot see that `{event, payload}` of one E is one of its members.
  return pushReceived({ event, payload } as Push) as PushAction<E>;
}
