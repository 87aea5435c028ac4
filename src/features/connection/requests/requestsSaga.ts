// Live requests: push `request` {request, uuid, params} on the channel, await the `response` with the same
// uuid, and check it. Other features yield `liveRequest(name, params)` (a `call` of sendRequest) and catch
// RequestFailedError.
import type { CallEffect } from 'redux-saga/effects';
import { call, cancelled, delay, fork, join, put, race, select, take, type SagaGenerator } from 'typed-redux-saga';
import {
  REQUEST_EVENT,
  isChannelErrorCode,
  type ChannelErrorCode,
  type RequestEnvelope,
  type RequestName,
  type RequestParams,
  type ResponseData,
} from '../../../../contract';
import {
  closed,
  pushRequested,
  pushWithdrawn,
  responseReceived,
  selectIsChannelJoined,
  type ResponsePayload,
} from '../connectionSlice';
import { callTimeoutMs, randomFraction, requestRetryDelayMs } from '../liveTimings';
import { isChannelJoined, isChannelNotJoined } from '../pushMatchers';
import { isValidReply } from './replyChecks';
import { answerDeadline } from './answerDeadline';
import { deviceWithoutNetwork, isKeptWhileOffline } from './keptWhileOffline';
import { failureMessageOf, RequestFailedError, type RequestFailureCode } from './RequestFailedError';
import {
  requestAbandoned,
  requestAnswered,
  requestFailed,
  requestKeptOffline,
  requestRetryScheduled,
  requestSent,
  requestStarted,
  requestTimedOut,
} from './requestsSlice';
import { currentTimeMs } from '../../../common/clock';
import { newUuid } from '../../../common/uuid';

/**
 * Sends one live request and returns the `data` of its answer. Rejects with RequestFailedError when the
 * answer is an error, fails its reply check, or does not come within its call timeout (`callTimeoutMs`: 10 s,
 * 120 s for an AI product; the deadline covers the waits for a joined channel too, so a person waiting on it
 * hears back in time, but not the wait of its push for a turn: answerDeadline.ts), or when the socket it was
 * made on is closed on purpose first. A change kept while offline (keptWhileOffline.ts) fails with
 * `kept_offline` instead when its deadline finds the channel not joined, and at once when the device has no
 * network: it is not lost, the offline feature keeps it under its uuid and sends it when the channel joins
 * again. The uuid is made here unless the caller gives one: a caller that must
 * recognise the server's pushes about its request (the progress of an AI product) makes it first.
 */
export function* sendRequest<N extends RequestName>(request: N, params: RequestParams<N>, givenUuid?: string): SagaGenerator<ResponseData<N>> {
  const uuid = givenUuid ?? (yield* call(newUuid));
  const startedAt = yield* call(currentTimeMs);
  const wireParams: Readonly<Record<string, unknown>> = params;
  const kept = isKeptWhileOffline(request);
  yield* put(requestStarted({ uuid, request, params: wireParams, startedAt }));
  const fail = (code: RequestFailureCode, serverMessage?: string) =>
    new RequestFailedError({
      requestName: request,
      uuid,
      code,
      ...failureMessageOf(request, wireParams),
      ...(serverMessage === undefined ? {} : { serverMessage }),
    });
  try {
    const { answer, sessionEnded, keptOffline } = yield* race({
      // First, so that its clock is watching before the request is handed to the channel.
      timedOut: call(answerDeadline, uuid, callTimeoutMs(request)),
      answer: call(deliverAndAwaitAnswer, { request, uuid, params: wireParams }),
      // The socket closed on purpose: the request must not reach whatever session the next socket serves.
      sessionEnded: take(closed.match),
      // A change left to the offline feature at once when the device has no network.
      ...(kept ? { keptOffline: call(deviceWithoutNetwork) } : {}),
    });
    // Left to the offline feature: on a device without network, or at its deadline with the channel not joined
    // (it never reached the server, or its answer was lost with the connection: sent again under its uuid).
    if (keptOffline !== undefined || (kept && answer === undefined && sessionEnded === undefined && !(yield* select(selectIsChannelJoined)))) {
      yield* put(requestKeptOffline({ uuid }));
      throw fail('kept_offline');
    }
    if (sessionEnded !== undefined) {
      yield* put(requestAbandoned({ uuid }));
      throw fail('abandoned');
    }
    if (answer === undefined) {
      yield* put(requestTimedOut({ uuid }));
      throw fail('timed_out');
    }
    const error = errorOf(answer);
    if (error !== null) {
      yield* put(requestFailed({ uuid, code: error.code }));
      throw fail(error.code, error.message);
    }
    if (!isValidReply(request, answer.data)) {
      yield* put(requestFailed({ uuid, code: 'invalid_reply' }));
      throw fail('invalid_reply');
    }
    yield* put(requestAnswered({ uuid }));
    // The reply check above is the spec's; the data is trusted to follow the contract beyond it.
    return answer.data as ResponseData<N>;
  } finally {
    if (yield* cancelled()) {
      yield* put(requestAbandoned({ uuid }));
    }
  }
}

export interface LiveRequestOptions {
  /** The request's uuid, made by the caller (with `call(newUuid)`) to match pushes about it; else one is made. */
  readonly uuid?: string;
}

/**
 * The typed effect other features yield: `const company = yield* liveRequest('company.get', { id })`. It is
 * `call(sendRequest, name, params)` (`call(sendRequest, name, params, uuid)` with a uuid of the caller's), so
 * tests match and provide it as such; a bare typed `call` cannot infer the request name's literal type.
 */
export function liveRequest<N extends RequestName>(
  request: N,
  params: RequestParams<N>,
  options: LiveRequestOptions = {},
): SagaGenerator<ResponseData<N>, CallEffect<ResponseData<N>>> {
  return options.uuid === undefined ? call(sendRequest<N>, request, params) : call(sendRequest<N>, request, params, options.uuid);
}

/**
 * Pushes the request once the channel is joined, then awaits its answer. A request made before the join (the
 * pages asked on load) goes the moment the channel joins. A channel that drops before the answer may have lost
 * it: the request is pushed again at the next join, with the same uuid, and the server answers a uuid it
 * already ran from its store instead of running it twice. Each join pushes it once: after a push only an
 * answer or the channel leaving the joined state moves it on. The push waits its turn among the channel's
 * pushes (pacedPushes.ts); a request that ends before its answer (timed out, its caller gone) withdraws it, so
 * that a push still waiting never goes after its request was given up.
 */
export function* deliverAndAwaitAnswer(envelope: RequestEnvelope): SagaGenerator<ResponsePayload> {
  // Listen before pushing, so an answer that comes at once is not missed.
  const answerTask = yield* fork(awaitAnswer, envelope.uuid);
  let pushAsked = false;
  try {
    for (let attempt = 1; ; attempt += 1) {
      const joined = yield* select(selectIsChannelJoined);
      if (joined) {
        yield* put(requestSent({ uuid: envelope.uuid }));
        yield* put(pushRequested({ event: REQUEST_EVENT, payload: envelope }));
        pushAsked = true;
        const { answer } = yield* race({ answer: join(answerTask), channelLeft: take(isChannelNotJoined) });
        if (answer !== undefined) return answer;
        // The pushes still waiting their turn were dropped as the channel left.
        pushAsked = false;
      } else {
        const random = yield* call(randomFraction);
        const delayMs = requestRetryDelayMs(random);
        yield* put(requestRetryScheduled({ uuid: envelope.uuid, attempt, delayMs }));
        // The join is what we wait for; the timer stays so that a channel flapping faster than its actions
        // reach us (a join missed in between) still gets the request, as the retry always did.
        yield* race({ joined: take(isChannelJoined), retryDue: delay(delayMs) });
      }
    }
  } finally {
    if (pushAsked && (yield* cancelled())) yield* put(pushWithdrawn({ uuid: envelope.uuid }));
  }
}

export function* awaitAnswer(uuid: string): SagaGenerator<ResponsePayload> {
  for (;;) {
    const { payload } = yield* take(responseReceived.match);
    if (payload.uuid === uuid) {
      return payload;
    }
  }
}

/** The error of an error answer; an unknown code counts as `internal`. Null for a success answer. */
export function errorOf(answer: ResponsePayload): { code: ChannelErrorCode; message?: string } | null {
  const { error } = answer;
  if (error === undefined || error === null) {
    return null;
  }
  if (typeof error !== 'object') {
    return { code: 'internal' };
  }
  const code = 'code' in error && isChannelErrorCode(error.code) ? error.code : 'internal';
  return 'message' in error && typeof error.message === 'string' ? { code, message: error.message } : { code };
}
