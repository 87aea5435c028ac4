// The live channel's lifecycle: one Phoenix socket per signed-in session, one channel on the user's topic,
// kept joined until sign-out. Sockets and timers live here only; the store sees events.
import type { Socket } from 'phoenix';
import type { EventChannel, Task } from 'redux-saga';
import { call, cancel, delay, fork, put, select, take, type SagaGenerator } from 'typed-redux-saga';
import { JOIN_REFUSED_REASON, userTopic, type Push, type PushEvent } from '../../../contract';
import { type ContractSchemas, loadContractSchemas, loadedContractSchemas } from '../../api/contractSchemas';
import {
  channelReconnectScheduled,
  channelStateChanged,
  closed,
  joinErrored,
  joinRefused,
  malformedPushReceived,
  opened,
  pushReceived,
  responseReceived,
  socketClosed,
  socketErrored,
  socketOpened,
  type ResponsePayload,
} from './connectionSlice';
import { subscribeToChannel, subscribeToSocket, type SocketEvent } from './liveEvents';
import { channelReconnectDelayMs, randomFraction } from './liveTimings';
import { pushPaced } from './pacedPushes';
import { createSocket } from './socketFactory';

/** What the live channel needs from the session: whose topic to join, and the token that proves it. */
export interface LiveCredentials {
  readonly userId: string;
  readonly token: string;
}

export type CredentialsSelector<S> = (state: S) => LiveCredentials | null;

/** How one channel ended: the server closed it (after joining or not), or refused it for good. */
export type ChannelOutcome = { readonly kind: 'closed'; readonly joined: boolean } | { readonly kind: 'refused' };

export function sameCredentials(a: LiveCredentials | null, b: LiveCredentials | null): boolean {
  if (a === null || b === null) {
    return a === b;
  }
  return a.userId === b.userId && a.token === b.token;
}

/**
 * Root saga of the feature. Re-reads the credentials after every action and acts only when they change:
 * opens a socket when they appear, closes it when they go away, and replaces it when they change.
 */
export function* watchConnection<S>(selectCredentials: CredentialsSelector<S>) {
  let current: LiveCredentials | null = null;
  let liveTask: Task | null = null;
  for (;;) {
    const next = yield* select(selectCredentials);
    if (!sameCredentials(current, next)) {
      if (liveTask !== null) {
        yield* cancel(liveTask);
      }
      current = next;
      liveTask = next === null ? null : yield* fork(liveConnectionSaga, next);
    }
    yield* take('*');
  }
}

/** Owns one socket from opening to closing; cancelling it closes the channel and the socket. */
export function* liveConnectionSaga(credentials: LiveCredentials) {
  const topic = userTopic(credentials.userId);
  const socket = yield* call(createSocket, credentials.token);
  yield* put(opened({ topic }));
  const socketEvents = yield* call(subscribeToSocket, socket);
  const socketForwarder = yield* fork(forwardSocketEvents, socketEvents);
  try {
    yield* call(keepChannelJoined, socket, topic);
  } finally {
    yield* cancel(socketForwarder);
    socketEvents.close();
    yield* put(closed());
  }
}

function* forwardSocketEvents(events: EventChannel<SocketEvent>) {
  for (;;) {
    const event = yield* take(events);
    switch (event.kind) {
      case 'opened':
        yield* put(socketOpened());
        break;
      case 'closed':
        yield* put(socketClosed());
        break;
      case 'errored':
        yield* put(socketErrored());
        break;
    }
  }
}

/**
 * Phoenix rejoins errored channels itself, but never one the server closed: that one we replace, quickly
 * for the first attempts and then with jittered back-off (liveTimings). Attempts count from the last
 * channel that joined. Returns only when the join is refused for good.
 */
export function* keepChannelJoined(socket: Socket, topic: string) {
  let attempt = 0;
  for (;;) {
    const outcome = yield* call(runChannel, socket, topic);
    if (outcome.kind === 'refused') {
      return;
    }
    attempt = outcome.joined ? 1 : attempt + 1;
    const random = yield* call(randomFraction);
    const delayMs = channelReconnectDelayMs(attempt, random);
    yield* put(channelReconnectScheduled({ attempt, delayMs }));
    yield* delay(delayMs);
  }
}

/**
 * Joins one channel and turns its events into actions until the server closes it or refuses it; meanwhile the
 * pushes other features ask for go out on it in their turn (pacedPushes.ts).
 */
export function* runChannel(socket: Socket, topic: string): SagaGenerator<ChannelOutcome> {
  const channel = yield* call([socket, 'channel'], topic, {});
  const events = yield* call(subscribeToChannel, socket, channel);
  const pusher = yield* fork(pushPaced, channel);
  let joined = false;
  try {
    for (;;) {
      const event = yield* take(events);
      switch (event.kind) {
        case 'stateChanged':
          joined ||= event.state === 'joined';
          yield* put(channelStateChanged(event.state));
          break;
        case 'push':
          yield* call(forwardPush, event.event, event.payload);
          break;
        case 'response': {
          const response = responsePayloadOf(event.payload);
          // Without a uuid an answer cannot be matched; its request times out.
          if (response !== null) {
            yield* put(responseReceived(response));
          }
          break;
        }
        case 'joinRefused':
          if (event.reason === JOIN_REFUSED_REASON) {
            yield* put(joinRefused({ reason: event.reason }));
            return { kind: 'refused' };
          }
          yield* put(joinErrored({ reason: event.reason }));
          break;
        case 'closed':
          yield* put(channelStateChanged('closed'));
          return { kind: 'closed', joined };
      }
    }
  } finally {
    yield* cancel(pusher);
    events.close();
  }
}

/**
 * Checked at once when the pushes' schemas are there, else once the first push that needs them has downloaded
 * them (with zod: no page needs them to show, so they come only with the first change pushed), in the push's
 * place among the answers. A push whose schemas cannot be downloaded (the network went with the socket's
 * connection, say) is dropped like a malformed one; the next push tries the download again.
 */
function* forwardPush(event: PushEvent, payload: unknown) {
  const schemas = loadedContractSchemas() ?? (yield* call(contractSchemasOrNone));
  const parsed = schemas?.parsePushPayload(event, payload);
  if (parsed?.success === true) {
    yield* put(pushReceived({ event, payload: parsed.data } as Push));
  } else {
    yield* put(malformedPushReceived({ event }));
  }
}

async function contractSchemasOrNone(): Promise<ContractSchemas | undefined> {
  try {
    return await loadContractSchemas();
  } catch {
    return undefined;
  }
}

export function responsePayloadOf(payload: unknown): ResponsePayload | null {
  if (typeof payload !== 'object' || payload === null || !('uuid' in payload) || typeof payload.uuid !== 'string') {
    return null;
  }
  return {
    uuid: payload.uuid,
    ...('data' in payload ? { data: payload.data } : {}),
    ...('error' in payload ? { error: payload.error } : {}),
  };
}
