import { combineSlices } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, type StaticProvider } from 'redux-saga-test-plan/providers';
import { call } from 'redux-saga/effects';
import type { RequestName, RequestParams } from '../../../../../contract';
import {
  channelStateChanged,
  closed,
  connectionSlice,
  pushRequested,
  responseReceived,
  selectIsChannelJoined,
} from '../../../../../src/features/connection/connectionSlice';
import { CALL_TIMEOUT_MS, randomFraction } from '../../../../../src/features/connection/liveTimings';
import { RequestFailedError } from '../../../../../src/features/connection/requests/RequestFailedError';
import { currentTimeMs } from '../../../../../src/common/clock';
import { liveRequest, sendRequest } from '../../../../../src/features/connection/requests/requestsSaga';
import {
  requestAbandoned,
  requestAnswered,
  requestFailed,
  requestKeptOffline,
  requestRetryScheduled,
  requestSent,
  requestStarted,
  requestTimedOut,
  requestsSlice,
} from '../../../../../src/features/connection/requests/requestsSlice';
import { newUuid } from '../../../../../src/common/uuid';
import { recordDelays, recordingReducer, sequence } from '../sagaTestSupport';
import { jobApplicationFixture } from '../../../testUtils/fixtures';

const reducer = combineSlices(connectionSlice, requestsSlice);
type State = ReturnType<typeof reducer>;
const notJoined: State = reducer(undefined, { type: '@@init' });
const joined: State = reducer(notJoined, channelStateChanged('joined'));

const UUID = '1b4e28ba-2fa1-4d2e-8f3a-6c3e2b1a0f9d';
const OTHER_UUID = '7d444840-9dc0-4c3b-9b4f-2f9a3c1d5e6f';
const APPLICATION_ID = 'c0ffee00-1234-4abc-8def-0123456789ab';
const application = jobApplicationFixture(APPLICATION_ID);

/** The uuid is made exactly once per run: a second call would exhaust the sequence and fail the test. */
function oneUuid(): StaticProvider {
  return [matchers.call.fn(newUuid), dynamic(sequence([UUID]))];
}
const fixedClock: StaticProvider = [matchers.call.fn(currentTimeMs), 1_700_000_000_000];

type Outcome = { readonly data: unknown } | { readonly error: unknown };

/** Runs sendRequest the way a feature does, turning its rejection into a value the test can inspect. */
function* outcomeOf<N extends RequestName>(request: N, params: RequestParams<N>) {
  try {
    const data: unknown = yield* liveRequest(request, params);
    return { data } satisfies Outcome;
  } catch (error) {
    return { error } satisfies Outcome;
  }
}

function failureOf(outcome: Outcome): RequestFailedError {
  if (!('error' in outcome) || !(outcome.error instanceof RequestFailedError)) {
    throw new Error(`expected a RequestFailedError, got ${JSON.stringify(outcome)}`);
  }
  return outcome.error;
}

describe('sendRequest', () => {
  it('pushes {request, uuid, params} on the joined channel and returns the data of the answer with its uuid', async () => {
    const recorded = recordingReducer(reducer);
    const { returnValue } = await expectSaga(sendRequest, 'job_application.get', { id: APPLICATION_ID })
      .withReducer(recorded.reducer, joined)
      .provide([oneUuid(), fixedClock])
      .put(
        requestStarted({
          uuid: UUID,
          request: 'job_application.get',
          params: { id: APPLICATION_ID },
          startedAt: 1_700_000_000_000,
        }),
      )
      .put(requestSent({ uuid: UUID }))
      .put(
        pushRequested({
          event: 'request',
          payload: { request: 'job_application.get', uuid: UUID, params: { id: APPLICATION_ID } },
        }),
      )
      .dispatch(responseReceived({ uuid: OTHER_UUID, data: { id: OTHER_UUID } }))
      .dispatch(responseReceived({ uuid: UUID, data: application }))
      .put(requestAnswered({ uuid: UUID }))
      .run();
    expect(returnValue).toEqual(application);
    // The correlation table held the request while it was in flight, and lets it go once answered.
    expect(recorded.stateAfter(requestSent.type)?.requests.pending).toEqual({
      [UUID]: {
        request: 'job_application.get',
        params: { id: APPLICATION_ID },
        startedAt: 1_700_000_000_000,
        pushes: 1,
      },
    });
    expect(recorded.states.at(-1)?.requests.pending).toEqual({});
  });

  it('retries after 0.5 to 1.5 s while the channel is not joined, keeping the same uuid', async () => {
    const delays: number[] = [];
    const recorded = recordingReducer(reducer);
    await expectSaga(sendRequest, 'file.list_for_application', { id: APPLICATION_ID })
      .withReducer(recorded.reducer, notJoined)
      .provide([
        oneUuid(),
        fixedClock,
        [matchers.select.selector(selectIsChannelJoined), dynamic(sequence([false, false, false, true]))],
        [matchers.call.fn(randomFraction), dynamic(sequence([0, 0.5, 0.9999]))],
        // The 10 s deadline runs for real (and never fires within the test); the retry waits are recorded.
        recordDelays(delays, (ms) => (ms === CALL_TIMEOUT_MS ? 'real' : 'instant')),
      ])
      .put(requestRetryScheduled({ uuid: UUID, attempt: 1, delayMs: 500 }))
      .put(requestRetryScheduled({ uuid: UUID, attempt: 2, delayMs: 1000 }))
      .put(requestRetryScheduled({ uuid: UUID, attempt: 3, delayMs: 1499 }))
      .delay(10)
      .dispatch(responseReceived({ uuid: UUID, data: [] }))
      .returns([])
      .run();
    expect(delays.filter((ms) => ms !== CALL_TIMEOUT_MS)).toEqual([500, 1000, 1499]);
    const pushed = recorded.actions.filter((action) => pushRequested.match(action));
    expect(pushed).toEqual([
      pushRequested({
        event: 'request',
        payload: { request: 'file.list_for_application', uuid: UUID, params: { id: APPLICATION_ID } },
      }),
    ]);
    expect(recorded.stateAfter(requestSent.type)?.requests.pending[UUID]?.pushes).toBe(1);
  });

  it('is abandoned, never sent, when the socket closes on purpose (sign-out, another account) before it could go', async () => {
    const recorded = recordingReducer(reducer);
    const { returnValue } = await expectSaga(outcomeOf, 'account.update_locale', { locale: 'fr-FR' })
      .withReducer(recorded.reducer, notJoined)
      .provide([oneUuid(), fixedClock, [matchers.call.fn(randomFraction), 0.5], recordDelays([], (ms) => (ms === CALL_TIMEOUT_MS ? 'real' : 5))])
      .dispatch(closed())
      // The next session's channel joins: the abandoned request must not be pushed on it.
      .dispatch(channelStateChanged('joined'))
      .put(requestAbandoned({ uuid: UUID }))
      .run(50);
    expect(failureOf(returnValue as Outcome).code).toBe('abandoned');
    expect(recorded.actions.filter((action) => pushRequested.match(action))).toEqual([]);
    expect(recorded.states.at(-1)?.requests.pending).toEqual({});
  });

  it('rejects with the request message after 10 s without an answer', async () => {
    const delays: number[] = [];
    const recorded = recordingReducer(reducer);
    const { returnValue } = await expectSaga(outcomeOf, 'job_application.get', { id: APPLICATION_ID })
      .withReducer(recorded.reducer, joined)
      .provide([oneUuid(), fixedClock, recordDelays(delays)])
      .put(requestTimedOut({ uuid: UUID }))
      .run();
    expect(delays).toEqual([10_000]);
    const failure = failureOf(returnValue as Outcome);
    expect(failure).toMatchObject({
      name: 'RequestFailedError',
      requestName: 'job_application.get',
      uuid: UUID,
      code: 'timed_out',
      message: 'Unable to get job_application',
      messageId: 'requests.failed.jobApplicationGet',
    });
    expect(recorded.states.at(-1)?.requests.pending).toEqual({});
  });

  it('keeps retrying with the same uuid until the 10 s deadline, which counts the waits', async () => {
    const delays: number[] = [];
    const recorded = recordingReducer(reducer);
    const { returnValue } = await expectSaga(outcomeOf, 'action.get', { id: APPLICATION_ID })
      .withReducer(recorded.reducer, notJoined)
      .provide([
        oneUuid(),
        fixedClock,
        [matchers.call.fn(randomFraction), 0.2],
        // Stand-in waits: each retry takes 2 ms of the test's time, the deadline 200 ms, so that even a loaded
        // machine's timers leave room for several retries before it.
        recordDelays(delays, (ms) => (ms === CALL_TIMEOUT_MS ? 200 : 2)),
      ])
      .put(requestTimedOut({ uuid: UUID }))
      .not.put.actionType(pushRequested.type)
      .run();
    expect(delays.filter((ms) => ms === CALL_TIMEOUT_MS)).toHaveLength(1);
    expect(new Set(delays.filter((ms) => ms !== CALL_TIMEOUT_MS))).toEqual(new Set([700]));
    const retries = recorded.actions.filter((action) => requestRetryScheduled.match(action));
    expect(retries.length).toBeGreaterThan(2);
    expect(retries.every((action) => action.payload.uuid === UUID && action.payload.delayMs === 700)).toBe(true);
    expect(retries.map((action) => action.payload.attempt)).toEqual(retries.map((_action, index) => index + 1));
    expect(failureOf(returnValue as Outcome).message).toBe(`Unable to get action: ${APPLICATION_ID}`);
    expect(recorded.states.at(-1)?.requests.pending).toEqual({});
  });

  it('leaves a change to the offline feature (kept_offline) when its deadline finds the channel not joined, unsent', async () => {
    const recorded = recordingReducer(reducer);
    const { returnValue } = await expectSaga(outcomeOf, 'action.delete', { id: APPLICATION_ID })
      .withReducer(recorded.reducer, notJoined)
      .provide([
        oneUuid(),
        fixedClock,
        [matchers.call.fn(randomFraction), 0.2],
        // Stand-in waits: each retry takes 2 ms of the test's time, the deadline 40 ms.
        recordDelays([], (ms) => (ms === CALL_TIMEOUT_MS ? 40 : 2)),
      ])
      .put(requestKeptOffline({ uuid: UUID }))
      .not.put.actionType(pushRequested.type)
      .not.put.actionType(requestTimedOut.type)
      .run();
    expect(failureOf(returnValue as Outcome).code).toBe('kept_offline');
    expect(recorded.states.at(-1)?.requests.pending).toEqual({});
  });

  it('leaves a change to the offline feature at once when the device says it has no network', async () => {
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { returnValue } = await expectSaga(outcomeOf, 'contact.delete', { id: APPLICATION_ID })
        .withReducer(reducer, notJoined)
        .provide([oneUuid(), fixedClock, [matchers.call.fn(randomFraction), 0.2], recordDelays([], () => 'real')])
        .put(requestKeptOffline({ uuid: UUID }))
        .run(100);
      expect(failureOf(returnValue as Outcome).code).toBe('kept_offline');
    } finally {
      online.mockRestore();
    }
  });

  it('waits as before when the device has a network, and is sent once the channel joins', async () => {
    const { returnValue } = await expectSaga(outcomeOf, 'action.delete', { id: APPLICATION_ID })
      .withReducer(reducer, notJoined)
      .provide([oneUuid(), fixedClock, [matchers.call.fn(randomFraction), 0.5], recordDelays([], (ms) => (ms === CALL_TIMEOUT_MS ? 'real' : 5))])
      .delay(30)
      .dispatch(channelStateChanged('joined'))
      .delay(10)
      .dispatch(responseReceived({ uuid: UUID, data: 'success' }))
      .put(requestAnswered({ uuid: UUID }))
      .not.put.actionType(requestKeptOffline.type)
      .run(100);
    expect(returnValue).toEqual({ data: 'success' });
  });

  it('rejects an error answer with the request message and the server code', async () => {
    const { returnValue } = await expectSaga(outcomeOf, 'job_application.delete', { id: APPLICATION_ID })
      .withReducer(reducer, joined)
      .provide([oneUuid(), fixedClock])
      .dispatch(responseReceived({ uuid: UUID, error: { code: 'not_found', message: 'no such row' } }))
      .put(requestFailed({ uuid: UUID, code: 'not_found' }))
      .run();
    const failure = failureOf(returnValue as Outcome);
    expect(failure).toMatchObject({
      code: 'not_found',
      message: `Unable to delete job_application ${APPLICATION_ID}`,
      serverMessage: 'no such row',
      descriptor: { id: 'requests.failed.jobApplicationDelete' },
      values: { id: APPLICATION_ID },
    });
  });

  it('counts an error answer with an unknown code as internal', async () => {
    const { returnValue } = await expectSaga(outcomeOf, 'ai.use_ai_product', {
      ai_product_id: OTHER_UUID,
      ai_product_name: 'analyze_candidate_resume',
      locale: 'en-US',
      job_application_ids: [],
      file_ids: [],
    })
      .withReducer(reducer, joined)
      .provide([oneUuid(), fixedClock])
      .dispatch(responseReceived({ uuid: UUID, error: { code: 'cosmic_rays' } }))
      .run();
    expect(failureOf(returnValue as Outcome)).toMatchObject({ code: 'internal', message: 'Unable to process request' });
  });

  // One passing and one failing reply for each kind of reply check, through the whole saga.
  const replyCases: readonly [string, RequestName, Record<string, unknown>, unknown, unknown, string][] = [
    ['a get of an item', 'company.get', { id: APPLICATION_ID }, { id: APPLICATION_ID, name: 'Acme' }, { name: 'Acme' }, 'Unable to get company'],
    ['an action get (action_id)', 'action.get', { id: APPLICATION_ID }, { action_id: APPLICATION_ID }, { id: APPLICATION_ID }, `Unable to get action: ${APPLICATION_ID}`],
    ['an AI answer', 'ai.get_response', { id: APPLICATION_ID }, { id: APPLICATION_ID, text: 'Dear hiring team' }, { id: APPLICATION_ID, text: '' }, 'Unable to process request'],
    ['an update', 'job_application.update', { id: APPLICATION_ID, title: 'Backend dev' }, 'success', 'ok', 'Unable to update job_application'],
    ['an unlink', 'file.unlink_from_application', { job_application_id: APPLICATION_ID, file_ids: [OTHER_UUID] }, 'success', { status: 'success' }, 'Unable to link or unlink job_application files'],
    ['a list', 'action.list_future', {}, [], { items: [] }, 'Unable to get user future actions'],
    ['file.get_multiple', 'file.get_multiple', { ids: [OTHER_UUID] }, [{ id: OTHER_UUID }], null, 'Unable to get files with ids'],
  ];

  it.each(replyCases)('accepts a good reply to %s', async (_kind, request, params, good) => {
    const { returnValue } = await expectSaga(outcomeOf, request, params as never)
      .withReducer(reducer, joined)
      .provide([oneUuid(), fixedClock])
      .dispatch(responseReceived({ uuid: UUID, data: good }))
      .put(requestAnswered({ uuid: UUID }))
      .run();
    expect(returnValue).toEqual({ data: good });
  });

  it.each(replyCases)('rejects a bad reply to %s with the request message', async (_kind, request, params, _good, bad, message) => {
    const { returnValue } = await expectSaga(outcomeOf, request, params as never)
      .withReducer(reducer, joined)
      .provide([oneUuid(), fixedClock])
      .dispatch(responseReceived({ uuid: UUID, data: bad }))
      .put(requestFailed({ uuid: UUID, code: 'invalid_reply' }))
      .run();
    expect(failureOf(returnValue as Outcome)).toMatchObject({ code: 'invalid_reply', message, requestName: request });
  });

  const aiProductParams: RequestParams<'ai.use_ai_product'> = {
    ai_product_id: OTHER_UUID,
    ai_product_name: 'generate_candaidate_questions_for_interview',
    locale: 'en-US',
    job_application_ids: [APPLICATION_ID],
    file_ids: [],
  };

  // Each delay of the saga takes a thousandth of its time (10 s: 10 ms, 120 s: 120 ms), and the answer comes
  // 50 ms into the run: 50 s after the call, past the usual deadline and well within the AI product's.
  const scaledDelays = (delays: number[]) => recordDelays(delays, (ms) => ms / 1000);

  it('waits up to 120 s for an AI product: an answer 50 s after the call is taken', async () => {
    const delays: number[] = [];
    const answer = { id: UUID, text: 'Questions to ask' };
    const { returnValue } = await expectSaga(outcomeOf, 'ai.use_ai_product', aiProductParams)
      .withReducer(reducer, joined)
      .provide([oneUuid(), fixedClock, scaledDelays(delays)])
      .delay(50)
      .dispatch(responseReceived({ uuid: UUID, data: answer }))
      .not.put(requestTimedOut({ uuid: UUID }))
      .run(500);
    expect(delays).toEqual([120_000]);
    expect(returnValue).toEqual({ data: answer });
  });

  it('gives up on an AI product after 120 s without an answer', async () => {
    const delays: number[] = [];
    const { returnValue } = await expectSaga(outcomeOf, 'ai.use_ai_product', aiProductParams)
      .withReducer(reducer, joined)
      .provide([oneUuid(), fixedClock, recordDelays(delays)])
      .put(requestTimedOut({ uuid: UUID }))
      .run();
    expect(delays).toEqual([120_000]);
    expect(failureOf(returnValue as Outcome)).toMatchObject({ code: 'timed_out', requestName: 'ai.use_ai_product' });
  });

  it.each<[RequestName, Record<string, unknown>]>([
    ['ai.list_responses', {}],
    ['ai.get_response', { id: APPLICATION_ID }],
    ['job_application.get', { id: APPLICATION_ID }],
  ])('keeps the 10 s deadline for %s: the same answer 50 s after the call comes too late', async (request, params) => {
    const delays: number[] = [];
    const { returnValue } = await expectSaga(outcomeOf, request, params as never)
      .withReducer(reducer, joined)
      .provide([oneUuid(), fixedClock, scaledDelays(delays)])
      .delay(50)
      .dispatch(responseReceived({ uuid: UUID, data: { id: APPLICATION_ID, text: 'late' } }))
      .put(requestTimedOut({ uuid: UUID }))
      .run(500);
    expect(delays).toEqual([10_000]);
    expect(failureOf(returnValue as Outcome).code).toBe('timed_out');
  });

  it('sends a request under the uuid its caller made, without making one', async () => {
    const recorded = recordingReducer(reducer);
    const { returnValue } = await expectSaga(function* callerWithUuid() {
      return yield* liveRequest('ai.use_ai_product', aiProductParams, { uuid: OTHER_UUID });
    })
      .withReducer(recorded.reducer, joined)
      // No uuid may be made: the provider fails the run if newUuid is called.
      .provide([[matchers.call.fn(newUuid), dynamic(sequence([]))], fixedClock])
      .put(pushRequested({ event: 'request', payload: { request: 'ai.use_ai_product', uuid: OTHER_UUID, params: aiProductParams } }))
      .dispatch(responseReceived({ uuid: OTHER_UUID, data: { id: UUID, text: 'Done' } }))
      .put(requestAnswered({ uuid: OTHER_UUID }))
      .run();
    expect(returnValue).toEqual({ id: UUID, text: 'Done' });
  });

  it('is the call of sendRequest with the caller’s uuid as its third argument, and without one otherwise', () => {
    // typed-redux-saga wraps the effect in a generator that yields it once.
    const callOf = (wrapped: Generator) => (wrapped.next().value as ReturnType<typeof call>).payload;
    expect(callOf(liveRequest('ai.list_products', {}))).toMatchObject({ fn: sendRequest, args: ['ai.list_products', {}] });
    expect(callOf(liveRequest('ai.use_ai_product', aiProductParams, { uuid: OTHER_UUID }))).toMatchObject({
      fn: sendRequest,
      args: ['ai.use_ai_product', aiProductParams, OTHER_UUID],
    });
  });
});
