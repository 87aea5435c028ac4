// The changes kept until the server answers them: followed through their requests' own actions, written to the
// browser's database (IndexedDB, here fake-indexeddb's in-memory one), read back after a reload, sent again in
// order when the channel joins, and each refusal kept with its reason.
import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import { combineSlices } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { currentTimeMs } from '../../../../src/common/clock';
import { channelStateChanged, connectionSlice } from '../../../../src/features/connection/connectionSlice';
import { RequestFailedError, failureMessageOf, type RequestFailureCode } from '../../../../src/features/connection/requests/RequestFailedError';
import { sendRequest } from '../../../../src/features/connection/requests/requestsSaga';
import {
  requestAnswered,
  requestFailed,
  requestKeptOffline,
  requestStarted,
  requestsSlice,
  requestTimedOut,
} from '../../../../src/features/connection/requests/requestsSlice';
import type { KeptChange } from '../../../../src/features/offline/keptChanges';
import { deleteOfflineData, readChanges, writeChanges } from '../../../../src/features/offline/offlineDatabase';
import {
  forgetEverything,
  mirrorKeptChanges,
  OFFLINE_VIEW_AFTER_MS,
  readBackKeptChanges,
  sendWaitingChanges,
  watchViewOffline,
} from '../../../../src/features/offline/offlineSaga';
import {
  changeRefused,
  keptChangesReadBack,
  offlineSlice,
  refusalDismissed,
  selectWaitingChangeCount,
} from '../../../../src/features/offline/offlineSlice';
import { sessionSlice, signedOut } from '../../../../src/features/session/sessionSlice';
import { recordDelays } from '../connection/sagaTestSupport';
import { connectedSessionState } from '../../testUtils/fixtures';

// jsdom has no structuredClone, with which IndexedDB stores values; Node's serializer is the same algorithm.
Object.assign(globalThis, { structuredClone: <T>(value: T): T => deserialize(serialize(value)) as T });

const reducer = combineSlices(connectionSlice, requestsSlice, sessionSlice, offlineSlice);
type State = ReturnType<typeof reducer>;
const USER_ID = connectedSessionState.user_id ?? '';
const signedIn: State = { ...reducer(undefined, { type: '@@init' }), session: connectedSessionState };
const joined: State = reducer(signedIn, channelStateChanged('joined'));

const FIRST = '11111111-1111-4111-8111-111111111111';
const SECOND = '22222222-2222-4222-8222-222222222222';
const THIRD = '33333333-3333-4333-8333-333333333333';
const ACTION_ID = 'c0ffee00-1234-4abc-8def-0123456789ab';

function started(uuid: string, at: number, request: 'action.delete' | 'job_application.update' | 'job_application.get' = 'action.delete') {
  return requestStarted({ uuid, request, params: { id: ACTION_ID }, startedAt: at });
}

function waiting(uuid: string, madeAt: number): KeptChange {
  return { uuid, request: 'action.delete', params: { id: ACTION_ID }, madeAt, state: 'waiting' };
}

function failure(code: RequestFailureCode, uuid: string): RequestFailedError {
  return new RequestFailedError({ requestName: 'action.delete', uuid, code, ...failureMessageOf('action.delete', { id: ACTION_ID }) });
}

function stateWith(...actions: { type: string }[]): State {
  return actions.reduce<State>((state, action) => reducer(state, action), signedIn);
}

afterEach(async () => {
  await deleteOfflineData();
});

describe('the kept changes', () => {
  it('follow a change from its start to its answer, and leave reads alone', () => {
    const sending = stateWith(started(FIRST, 1), started(SECOND, 2, 'job_application.get'));
    expect(sending.offline.changes).toEqual([
      { uuid: FIRST, request: 'action.delete', params: { id: ACTION_ID }, madeAt: 1, state: 'sending' },
    ]);
    // Its page waits for it: not counted as waiting.
    expect(selectWaitingChangeCount({ offline: sending.offline })).toBe(0);
    expect(reducer(sending, requestAnswered({ uuid: FIRST })).offline.changes).toEqual([]);
  });

  it('count a change the channel could not take as waiting, and keep it through a failure of the request that resent it', () => {
    const kept = stateWith(started(FIRST, 1), requestKeptOffline({ uuid: FIRST }));
    expect(kept.offline.changes[0]?.state).toBe('waiting');
    expect(selectWaitingChangeCount({ offline: kept.offline })).toBe(1);
    // Sent again by the offline feature (same uuid): neither added twice nor dropped when that attempt fails.
    const resent = reducer(reducer(kept, started(FIRST, 5)), requestTimedOut({ uuid: FIRST }));
    expect(resent.offline.changes).toEqual(kept.offline.changes);
    expect(reducer(resent, requestFailed({ uuid: FIRST, code: 'not_found' })).offline.changes).toEqual(kept.offline.changes);
  });

  it('drop a change its page was told failed: the page shows it', () => {
    const failed = stateWith(started(FIRST, 1), requestFailed({ uuid: FIRST, code: 'not_found' }));
    expect(failed.offline.changes).toEqual([]);
  });

  it('read back after a reload are all waiting, in the order they were made, after nothing this page holds', () => {
    const current = stateWith(started(THIRD, 30));
    const readBack = reducer(
      current,
      keptChangesReadBack({ changes: [{ ...waiting(SECOND, 20), state: 'sending' }, waiting(FIRST, 10), { ...waiting(THIRD, 30), state: 'sending' }] }),
    );
    expect(readBack.offline.changes.map(({ uuid, state }) => [uuid, state])).toEqual([
      [FIRST, 'waiting'],
      [SECOND, 'waiting'],
      [THIRD, 'sending'],
    ]);
  });

  it('keep a refusal with its reason until dismissed, and go on sign-out', () => {
    const refusal = { code: 'not_found', descriptor: { id: 'requests.failed.actionDelete' }, values: { id: ACTION_ID } };
    const refused = reducer(stateWith(started(FIRST, 1), requestKeptOffline({ uuid: FIRST })), changeRefused({ uuid: FIRST, refusal }));
    expect(refused.offline.changes).toEqual([{ ...waiting(FIRST, 1), state: 'refused', refusal }]);
    expect(selectWaitingChangeCount({ offline: refused.offline })).toBe(0);
    expect(reducer(refused, refusalDismissed({ uuid: FIRST })).offline.changes).toEqual([]);
    expect(reducer(refused, signedOut()).offline.changes).toEqual([]);
  });
});

describe('the browser database', () => {
  it('keeps each account’s changes apart, and deleting it leaves nothing', async () => {
    await writeChanges(USER_ID, [waiting(FIRST, 1)]);
    await writeChanges('another-account', [waiting(SECOND, 2)]);
    expect(await readChanges(USER_ID)).toEqual([waiting(FIRST, 1)]);
    await writeChanges(USER_ID, []);
    expect(await readChanges(USER_ID)).toEqual([]);
    await deleteOfflineData();
    expect(await readChanges('another-account')).toEqual([]);
  });

  it('receives every change of the list as it changes, and gives it back to the next page', async () => {
    await expectSaga(mirrorKeptChanges)
      .withReducer(reducer, signedIn)
      .dispatch(started(FIRST, 1))
      .dispatch(requestKeptOffline({ uuid: FIRST }))
      .dispatch(started(SECOND, 2))
      .silentRun(100);
    expect((await readChanges(USER_ID)).map(({ uuid, state }) => [uuid, state])).toEqual([
      [FIRST, 'waiting'],
      [SECOND, 'sending'],
    ]);
    // The next page, after a reload: both wait for the channel.
    const { storeState } = await expectSaga(readBackKeptChanges).withReducer(reducer, signedIn).run();
    expect(selectWaitingChangeCount({ offline: (storeState as State).offline })).toBe(2);
  });

  it('is deleted on sign-out', async () => {
    await writeChanges(USER_ID, [waiting(FIRST, 1)]);
    await expectSaga(forgetEverything).run();
    expect(await readChanges(USER_ID)).toEqual([]);
  });
});

describe('sendWaitingChanges', () => {
  const kept = reducer(joined, keptChangesReadBack({ changes: [waiting(FIRST, 1), waiting(SECOND, 2), waiting(THIRD, 3)] }));

  it('sends them oldest first under their own uuids, each after the answer of the one before', async () => {
    const sent: string[] = [];
    await expectSaga(sendWaitingChanges)
      .withReducer(reducer, kept)
      .provide([
        [
          matchers.call.fn(sendRequest),
          dynamic(({ args }: { args: unknown[] }) => {
            sent.push(args[2] as string);
            return 'success';
          }),
        ],
      ])
      .run();
    expect(sent).toEqual([FIRST, SECOND, THIRD]);
  });

  it('keeps a refused change with its reason and goes on; stops at one that could not go, for the next join', async () => {
    const sent: string[] = [];
    const { storeState } = await expectSaga(sendWaitingChanges)
      .withReducer(reducer, kept)
      .provide([
        [
          matchers.call.fn(sendRequest),
          dynamic(({ args }: { args: unknown[] }) => {
            const uuid = args[2] as string;
            sent.push(uuid);
            if (uuid === FIRST) throw failure('not_found', uuid);
            throw failure('kept_offline', uuid);
          }),
        ],
      ])
      .put(
        changeRefused({
          uuid: FIRST,
          refusal: { code: 'not_found', ...failureMessageOf('action.delete', { id: ACTION_ID }) },
        }),
      )
      .run();
    expect(sent).toEqual([FIRST, SECOND]);
    const changes = (storeState as State).offline.changes;
    expect(changes.map(({ uuid, state }) => [uuid, state])).toEqual([
      [FIRST, 'refused'],
      [SECOND, 'waiting'],
      [THIRD, 'waiting'],
    ]);
  });

  it('answers at once when nothing waits', async () => {
    await expectSaga(sendWaitingChanges).withReducer(reducer, joined).provide([[matchers.call.fn(sendRequest), throwError(new Error('sent'))]]).run();
  });
});

describe('watchViewOffline', () => {
  it('says the view is offline once the channel has been out of reach a while, with the time its data dates from', async () => {
    let now = 1_000;
    const delays: number[] = [];
    const { storeState } = await expectSaga(watchViewOffline)
      .withReducer(reducer, joined)
      .provide([[matchers.call.fn(currentTimeMs), dynamic(() => (now += 1_000))], recordDelays(delays, () => 20)])
      .dispatch(channelStateChanged('errored'))
      .silentRun(100);
    expect(delays).toEqual([OFFLINE_VIEW_AFTER_MS]);
    const { offline } = storeState as State;
    expect(offline.offline).toBe(true);
    // Joined at 2,000, left at 3,000.
    expect(offline.dataAsOf).toBe(3_000);
  });
});
