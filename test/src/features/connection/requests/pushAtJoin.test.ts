// Requests made before the channel joins (the pages ask on load) go out the moment it joins, not when their
// 0.5-1.5 s retry comes round; each join pushes each of them once; a drop still sends them again at the rejoin,
// and the retry timer still covers a join the request never saw. The retry delays run for real here (1.5 s, or
// a short stand-in where the timer itself is the subject), so a push that waited for one would come too late.
import { combineReducers, combineSlices, createAction, createReducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, type StaticProvider } from 'redux-saga-test-plan/providers';
import { all, fork, put } from 'typed-redux-saga';
import { currentTimeMs } from '../../../../../src/common/clock';
import { newUuid } from '../../../../../src/common/uuid';
import { watchConnection, type LiveCredentials } from '../../../../../src/features/connection/connectionSaga';
import {
  channelStateChanged,
  connectionSlice,
  pushRequested,
  responseReceived,
  selectIsChannelJoined,
} from '../../../../../src/features/connection/connectionSlice';
import { CALL_TIMEOUT_MS, randomFraction } from '../../../../../src/features/connection/liveTimings';
import { liveRequest, sendRequest } from '../../../../../src/features/connection/requests/requestsSaga';
import {
  requestRetryScheduled,
  requestSent,
  requestsSlice,
  type RequestsState,
} from '../../../../../src/features/connection/requests/requestsSlice';
import { createSocket } from '../../../../../src/features/connection/socketFactory';
import { jobApplicationFixture } from '../../../testUtils/fixtures';
import { FakeSocket, type FakeChannel } from '../fakePhoenix';
import { recordDelays, recordingReducer, sequence } from '../sagaTestSupport';

const reducer = combineSlices(connectionSlice, requestsSlice);
type State = ReturnType<typeof reducer>;
const notJoined: State = reducer(undefined, { type: '@@init' });
const joined: State = reducer(notJoined, channelStateChanged('joined'));

const UUIDS = [
  '1b4e28ba-2fa1-4d2e-8f3a-6c3e2b1a0f9d',
  '7d444840-9dc0-4c3b-9b4f-2f9a3c1d5e6f',
  '0e5c7a3b-8f21-4c6d-9a0b-3d2e1f4a5b6c',
] as const;
const [UUID] = UUIDS;
const UNRELATED_UUID = '5a6b7c8d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const APPLICATION_ID = 'c0ffee00-1234-4abc-8def-0123456789ab';
const application = jobApplicationFixture(APPLICATION_ID);

/** The longest retry delay (0.5 s + 0.999 s): were a push to wait for it, it would come after each run ends. */
const LONGEST_RETRY_RANDOM = 0.9999;
const LONGEST_RETRY_MS = 1499;

const fixedClock: StaticProvider = [matchers.call.fn(currentTimeMs), 1_700_000_000_000];
const uuidsInOrder = (uuids: readonly string[]): StaticProvider => [matchers.call.fn(newUuid), dynamic(sequence(uuids))];
const longestRetry: StaticProvider = [matchers.call.fn(randomFraction), LONGEST_RETRY_RANDOM];

const isRequestPush = (action: unknown): action is ReturnType<typeof pushRequested> => pushRequested.match(action);
const uuidOf = (push: ReturnType<typeof pushRequested>): unknown => push.payload.payload.uuid;
const pushCountOf = (requests: RequestsState): Record<string, number> =>
  Object.fromEntries(Object.entries(requests.pending).map(([uuid, row]) => [uuid, row.pushes]));

describe('a request made before the channel joins', () => {
  it('is pushed at the join, before its 1.5 s retry would have come round', async () => {
    const delays: number[] = [];
    const recorded = recordingReducer(reducer);
    await expectSaga(sendRequest, 'job_application.list_creation_dates', {})
      .withReducer(recorded.reducer, notJoined)
      .provide([uuidsInOrder([UUID]), fixedClock, longestRetry, recordDelays(delays, () => 'real')])
      .put(requestRetryScheduled({ uuid: UUID, attempt: 1, delayMs: LONGEST_RETRY_MS }))
      .delay(20)
      .dispatch(channelStateChanged('joined'))
      .put(requestSent({ uuid: UUID }))
      .put(pushRequested({ event: 'request', payload: { request: 'job_application.list_creation_dates', uuid: UUID, params: {} } }))
      .silentRun(200);
    const joinedAt = recorded.actions.findIndex((action) => channelStateChanged.match(action) && action.payload === 'joined');
    const pushes = recorded.actions.flatMap((action, index) => (isRequestPush(action) ? [index] : []));
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toBeGreaterThan(joinedAt);
    // One retry was scheduled before the join and none after it: the join, not the timer, sent the request.
    expect(delays.filter((ms) => ms !== CALL_TIMEOUT_MS)).toEqual([LONGEST_RETRY_MS]);
  });

  it('is answered at the join: the whole call takes the round trip, not the retry delay', async () => {
    const recorded = recordingReducer(reducer);
    const { returnValue } = await expectSaga(sendRequest, 'job_application.get', { id: APPLICATION_ID })
      .withReducer(recorded.reducer, notJoined)
      .provide([uuidsInOrder([UUID]), fixedClock, longestRetry, recordDelays([], () => 'real')])
      .delay(10)
      .dispatch(channelStateChanged('joining'))
      .delay(10)
      .dispatch(channelStateChanged('joined'))
      .delay(10)
      .dispatch(responseReceived({ uuid: UUID, data: application }))
      .run({ timeout: 500, silenceTimeout: false });
    expect(returnValue).toEqual(application);
    // Pushed between the join and the answer: the answer was to this push, not to one made later.
    const types = recorded.actions.map((action) => action.type);
    const pushedAt = recorded.actions.findIndex(isRequestPush);
    expect(pushedAt).toBeGreaterThan(types.lastIndexOf(channelStateChanged.type));
    expect(pushedAt).toBeLessThan(types.indexOf(responseReceived.type));
  });

  it('is pushed once per join, with every other request that waited, even when the join is reported twice and the retry timer fires after it', async () => {
    const recorded = recordingReducer(reducer);
    function* threeRequestsOnLoad() {
      yield* all([
        liveRequest('job_application.list_creation_dates', {}),
        liveRequest('job_application.list_statuses', {}),
        liveRequest('account.get_credits', {}),
      ]);
    }
    await expectSaga(threeRequestsOnLoad)
      .withReducer(recorded.reducer, notJoined)
      .provide([
        uuidsInOrder(UUIDS),
        fixedClock,
        longestRetry,
        // The retries come due 40 ms in, after the join: they must find the requests already on their way.
        recordDelays([], (ms) => (ms === CALL_TIMEOUT_MS ? 'real' : 40)),
      ])
      .delay(10)
      .dispatch(channelStateChanged('joined'))
      // Phoenix's state is read after several callbacks, so one join can be reported more than once.
      .delay(20)
      .dispatch(channelStateChanged('joined'))
      // expectSaga hands queued actions over only as far as one that a saga takes: an answer to some other
      // request is taken, so the repeated join before it does reach the requests.
      .delay(30)
      .dispatch(responseReceived({ uuid: UNRELATED_UUID, data: [] }))
      .silentRun(150);
    const joins = recorded.actions.filter((action) => channelStateChanged.match(action) && action.payload === 'joined');
    expect(joins).toHaveLength(2);
    const pushed = recorded.actions.filter(isRequestPush).map(uuidOf);
    expect([...pushed].sort()).toEqual([...UUIDS].sort());
    // The run ends with the requests unanswered, so it abandons them: their rows are read before that.
    const lastSentAt = recorded.actions.findLastIndex((action) => requestSent.match(action));
    expect(pushCountOf(recorded.states[lastSentAt]?.requests ?? notJoined.requests)).toEqual(
      Object.fromEntries(UUIDS.map((uuid) => [uuid, 1])),
    );
  });
});

describe('a request whose channel drops before its answer', () => {
  it('is pushed again with the same uuid right at the rejoin, not after the retry delay, and answered', async () => {
    const recorded = recordingReducer(reducer);
    const { returnValue } = await expectSaga(sendRequest, 'job_application.get', { id: APPLICATION_ID })
      .withReducer(recorded.reducer, joined)
      .provide([uuidsInOrder([UUID]), fixedClock, longestRetry, recordDelays([], () => 'real')])
      .delay(10)
      .dispatch(channelStateChanged('errored'))
      .delay(15)
      .dispatch(channelStateChanged('joining'))
      .delay(25)
      .dispatch(channelStateChanged('joined'))
      .delay(35)
      .dispatch(responseReceived({ uuid: UUID, data: application }))
      .run({ timeout: 500, silenceTimeout: false });
    expect(returnValue).toEqual(application);
    const pushes = recorded.actions.filter(isRequestPush);
    expect(pushes).toHaveLength(2);
    expect(pushes[1]).toEqual(pushes[0]);
    expect(uuidOf(pushes[0] ?? pushRequested({ event: '', payload: {} }))).toBe(UUID);
    const types = recorded.actions.map((action) => action.type);
    const secondPushAt = recorded.actions.lastIndexOf(pushes[1] ?? pushRequested({ event: '', payload: {} }));
    expect(secondPushAt).toBeGreaterThan(types.lastIndexOf(channelStateChanged.type));
    expect(secondPushAt).toBeLessThan(types.indexOf(responseReceived.type));
    expect(recorded.actions.filter((action) => requestRetryScheduled.match(action))).toEqual([
      // Attempts count every pass, the push on the first join included.
      requestRetryScheduled({ uuid: UUID, attempt: 2, delayMs: LONGEST_RETRY_MS }),
    ]);
  });

  it('is still sent again by the retry timer when it never sees the rejoin (a channel flapping between its effects)', async () => {
    const recorded = recordingReducer(reducer);
    await expectSaga(sendRequest, 'job_application.get', { id: APPLICATION_ID })
      .withReducer(recorded.reducer, joined)
      .provide([
        uuidsInOrder([UUID]),
        fixedClock,
        longestRetry,
        // Joined, then dropped, then joined again by the time the timer looks, with no joined action between.
        [matchers.select.selector(selectIsChannelJoined), dynamic(sequence([true, false, true]))],
        recordDelays([], (ms) => (ms === CALL_TIMEOUT_MS ? 'real' : 30)),
      ])
      .delay(10)
      .dispatch(channelStateChanged('errored'))
      .silentRun(150);
    const pushes = recorded.actions.filter(isRequestPush);
    expect(pushes.map(uuidOf)).toEqual([UUID, UUID]);
    const lastSentAt = recorded.actions.findLastIndex((action) => requestSent.match(action));
    expect(recorded.states[lastSentAt]?.requests.pending[UUID]?.pushes).toBe(2);
  });
});

describe('a page that asks before the socket has even opened', () => {
  const alice: LiveCredentials = { userId: '6f1c2a57-3c1e-4d0a-9a57-5b1b8f0e2c11', token: 'token-alice' };
  const credentialsSet = createAction<LiveCredentials | null>('test/credentialsSet');
  const listLoaded = createAction<unknown>('test/listLoaded');
  const appReducer = combineReducers({
    connection: connectionSlice.reducer,
    requests: requestsSlice.reducer,
    credentials: createReducer<LiveCredentials | null>(null as LiveCredentials | null, (builder) =>
      builder.addCase(credentialsSet, (_state, action) => action.payload),
    ),
  });
  const creationDates = [{ id: APPLICATION_ID, created: '2026-11-22T09:30:00.000Z' }];

  /** Plays the server: accepts the join 20 ms after it is asked, then answers every request at once. */
  function playServer(channel: FakeChannel) {
    setTimeout(() => {
      const received = channel.push.bind(channel);
      channel.push = (event, payload) => {
        const push = received(event, payload);
        const { uuid } = payload as { uuid: string };
        setTimeout(() => {
          channel.serverPush('response', { uuid, data: creationDates });
        }, 0);
        return push;
      };
      channel.acceptJoin();
    }, 20);
  }

  function* listPageOnLoad() {
    const dates = yield* liveRequest('job_application.list_creation_dates', {});
    yield* put(listLoaded(dates));
  }

  function* app() {
    yield* fork(watchConnection, (state: ReturnType<typeof appReducer>) => state.credentials);
    yield* fork(listPageOnLoad);
  }

  it('gets its list on the channel’s first join, through the real connection saga', async () => {
    const socket = new FakeSocket(alice.token, playServer);
    const { storeState } = await expectSaga(app)
      .withReducer(appReducer)
      .provide([[matchers.call.fn(createSocket), socket.asSocket()], longestRetry])
      .dispatch(credentialsSet(alice))
      .put(listLoaded(creationDates))
      .silentRun(300);
    expect(socket.lastChannel.pushes).toEqual([
      { event: 'request', payload: expect.objectContaining({ request: 'job_application.list_creation_dates', params: {} }) },
    ]);
    expect(storeState.requests.pending).toEqual({});
  });
});
