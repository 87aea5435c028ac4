// The three live-channel features together, as the store runs them: a feature's request travels through the
// connection's channel, the fake server answers it and pushes a change, and the notification is queued.
import { combineReducers, createAction, createReducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { fork, put, take } from 'typed-redux-saga';
import { watchConnection, type LiveCredentials } from '../../../../../src/features/connection/connectionSaga';
import { channelStateChanged, connectionSlice } from '../../../../../src/features/connection/connectionSlice';
import { createSocket } from '../../../../../src/features/connection/socketFactory';
import { watchPushes } from '../../../../../src/features/notifications/notificationsSaga';
import { notificationsSlice } from '../../../../../src/features/notifications/notificationsSlice';
import { liveRequest, sendRequest } from '../../../../../src/features/connection/requests/requestsSaga';
import { requestsSlice } from '../../../../../src/features/connection/requests/requestsSlice';
import { FakeSocket, type FakeChannel } from '../fakePhoenix';

const alice: LiveCredentials = { userId: '6f1c2a57-3c1e-4d0a-9a57-5b1b8f0e2c11', token: 'token-alice' };
const company = { id: '3d4f8a10-5b6c-4d7e-8f90-a1b2c3d4e5f6', name: 'Acme', url: null, notes: '', logo: null, created: '2026-11-22T09:30:00.000Z' };

const credentialsSet = createAction<LiveCredentials | null>('test/credentialsSet');
const companyLoaded = createAction<unknown>('test/companyLoaded');
const reducer = combineReducers({
  connection: connectionSlice.reducer,
  requests: requestsSlice.reducer,
  notifications: notificationsSlice.reducer,
  credentials: createReducer<LiveCredentials | null>(null as LiveCredentials | null, (builder) =>
    builder.addCase(credentialsSet, (_state, action) => action.payload),
  ),
});

/** Plays the server: accepts the join, answers each request by uuid, and announces the company. */
function playServer(channel: FakeChannel) {
  setTimeout(() => {
    channel.acceptJoin();
    const received = channel.push.bind(channel);
    channel.push = (event, payload) => {
      const push = received(event, payload);
      const { uuid } = payload as { uuid: string };
      setTimeout(() => {
        channel.serverPush('response', { uuid, data: company });
        channel.serverPush('created_company', { data: company });
      }, 0);
      return push;
    };
  }, 0);
}

function* companyPage() {
  for (;;) {
    const { payload } = yield* take(channelStateChanged.match);
    if (payload === 'joined') break;
  }
  const loaded = yield* liveRequest('company.get', { id: company.id });
  yield* put(companyLoaded(loaded));
}

function* app() {
  yield* fork(watchConnection, (state: ReturnType<typeof reducer>) => state.credentials);
  yield* fork(watchPushes);
  yield* fork(companyPage);
}

describe('a live request from end to end', () => {
  it('is pushed on the joined channel, answered by uuid, and the server push becomes a notification', async () => {
    const socket = new FakeSocket(alice.token, playServer);
    const { storeState } = await expectSaga(app)
      .withReducer(reducer)
      .provide([[matchers.call.fn(createSocket), socket.asSocket()]])
      .dispatch(credentialsSet(alice))
      .call(sendRequest, 'company.get', { id: company.id })
      .put(companyLoaded(company))
      .silentRun(100);
    const [sent] = socket.lastChannel.pushes;
    expect(sent?.event).toBe('request');
    expect(sent?.payload).toMatchObject({ request: 'company.get', params: { id: company.id } });
    expect(storeState.requests.pending).toEqual({});
    expect(storeState.notifications.onScreen).toEqual([
      expect.objectContaining({ event: 'created_company', values: { name: 'Acme' } }),
    ]);
  });
});
