import { combineReducers, combineSlices, createAction, createReducer, type Action } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import {
  keepChannelJoined,
  liveConnectionSaga,
  watchConnection,
  type LiveCredentials,
} from '../../../../src/features/connection/connectionSaga';
import {
  channelReconnectScheduled,
  channelStateChanged,
  closed,
  connectionSlice,
  joinErrored,
  joinRefused,
  malformedPushReceived,
  opened,
  pushReceived,
  pushRequested,
  responseReceived,
  socketClosed,
  socketErrored,
  socketOpened,
} from '../../../../src/features/connection/connectionSlice';
import { randomFraction } from '../../../../src/features/connection/liveTimings';
import { createSocket } from '../../../../src/features/connection/socketFactory';
import { FakeSocket, type FakeChannel } from './fakePhoenix';
import { recordDelays, recordingReducer, sequence, settle } from './sagaTestSupport';

const reducer = combineSlices(connectionSlice);
const alice: LiveCredentials = { userId: '6f1c2a57-3c1e-4d0a-9a57-5b1b8f0e2c11', token: 'token-alice' };
const bob: LiveCredentials = { userId: '0b9e7f55-8f0a-4c3e-8d3e-2a6f7d9b1c22', token: 'token-bob' };
const company = { id: '3d4f8a10-5b6c-4d7e-8f90-a1b2c3d4e5f6', name: 'Acme', url: null, notes: '', logo: null, created: '2026-11-22T09:30:00.000Z' };
const requestUuid = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

/** Runs `script` on the channel once the saga has subscribed to it (the fake calls it from `join`). */
function later(script: (channel: FakeChannel, index: number) => void) {
  return (channel: FakeChannel, index: number) => {
    setTimeout(() => {
      script(channel, index);
    }, 0);
  };
}

function channelStates(actions: readonly Action[]): unknown[] {
  return actions.filter((action) => channelStateChanged.match(action)).map((action) => action.payload);
}

describe('liveConnectionSaga', () => {
  it('opens the socket with the token, joins user:{user_id} and reports joining then joined', async () => {
    const socket = new FakeSocket(alice.token, later((channel) => { channel.acceptJoin(); }));
    const recorded = recordingReducer(reducer);
    await expectSaga(liveConnectionSaga, alice)
      .withReducer(recorded.reducer)
      .provide([[matchers.call.fn(createSocket), socket.asSocket()]])
      .call(createSocket, alice.token)
      .put(opened({ topic: `user:${alice.userId}` }))
      .put(channelStateChanged('joining'))
      .put(channelStateChanged('joined'))
      .silentRun(50);
    expect(socket.connectCount).toBe(1);
    expect(socket.channels.map((channel) => channel.topic)).toEqual([`user:${alice.userId}`]);
    expect(socket.lastChannel.joinCount).toBe(1);
    // The run ends by cancelling the saga, which closes everything: `closed` resets the status.
    expect(channelStates(recorded.actions)).toEqual(['joining', 'joined']);
    expect(recorded.actions.at(-1)).toEqual(closed());
  });

  it('leaves the channel, closes the socket and forgets the state when cancelled', async () => {
    const socket = new FakeSocket(alice.token, later((channel) => { channel.acceptJoin(); }));
    const result = await expectSaga(liveConnectionSaga, alice)
      .withReducer(reducer)
      .provide([[matchers.call.fn(createSocket), socket.asSocket()]])
      .put(closed())
      .silentRun(50);
    expect(socket.lastChannel.leaveCount).toBe(1);
    expect(socket.disconnectCount).toBe(1);
    expect(socket.callbackCount).toBe(0);
    expect(result.storeState).toEqual({ connection: { channelState: null, reconnectScheduled: false, topic: null } });
  });

  it('turns socket lifecycle callbacks into actions', async () => {
    const socket = new FakeSocket(alice.token);
    const running = expectSaga(liveConnectionSaga, alice)
      .withReducer(reducer)
      .provide([[matchers.call.fn(createSocket), socket.asSocket()]])
      .put(socketOpened())
      .put(socketErrored())
      .put(socketClosed())
      .silentRun(50);
    await settle();
    socket.open();
    socket.error();
    socket.close();
    await running;
  });

  it('takes a socket the entry opened ahead as it is: reported open at once, not connected again', async () => {
    const socket = new FakeSocket(alice.token);
    socket.open();
    await expectSaga(liveConnectionSaga, alice)
      .withReducer(reducer)
      .provide([[matchers.call.fn(createSocket), socket.asSocket()]])
      .put(socketOpened())
      .silentRun(50);
    expect(socket.connectCount).toBe(0);
    expect(socket.lastChannel.topic).toBe(`user:${alice.userId}`);
  });

  it('dispatches joinRefused on an unauthorized join, leaves and closes the socket without reconnecting', async () => {
    const socket = new FakeSocket(alice.token, later((channel) => { channel.refuseJoin('unauthorized'); }));
    const result = await expectSaga(liveConnectionSaga, alice)
      .withReducer(reducer)
      .provide([[matchers.call.fn(createSocket), socket.asSocket()]])
      .put(joinRefused({ reason: 'unauthorized' }))
      .put(closed())
      .not.put.actionType(joinErrored.type)
      .run(500);
    expect(socket.channels).toHaveLength(1);
    expect(socket.lastChannel.leaveCount).toBe(1);
    expect(socket.disconnectCount).toBe(1);
    expect(result.storeState.connection.channelState).toBeNull();
  });

  it('lets Phoenix rejoin after another refusal, reporting it as joinErrored', async () => {
    const socket = new FakeSocket(alice.token, later((channel) => { channel.refuseJoin('join crashed'); }));
    const recorded = recordingReducer(reducer);
    await expectSaga(liveConnectionSaga, alice)
      .withReducer(recorded.reducer)
      .provide([[matchers.call.fn(createSocket), socket.asSocket()]])
      .put(joinErrored({ reason: 'join crashed' }))
      .put(channelStateChanged('errored'))
      .not.put.actionType(joinRefused.type)
      .silentRun(50);
    expect(channelStates(recorded.actions)).toEqual(['joining', 'errored']);
    // Left only by the cancellation at the end of the run, not because of the refusal.
    expect(socket.lastChannel.leaveCount).toBe(1);
    expect(socket.channels).toHaveLength(1);
  });

  it('follows an errored channel back through joining to joined when the socket reopens', async () => {
    const socket = new FakeSocket(alice.token, later((channel) => { channel.acceptJoin(); }));
    const recorded = recordingReducer(reducer);
    const running = expectSaga(liveConnectionSaga, alice)
      .withReducer(recorded.reducer)
      .provide([[matchers.call.fn(createSocket), socket.asSocket()]])
      .silentRun(80);
    await settle(5);
    socket.lastChannel.crash();
    socket.lastChannel.startRejoin();
    socket.open();
    socket.lastChannel.acceptJoin();
    await running;
    expect(channelStates(recorded.actions)).toEqual(['joining', 'joined', 'errored', 'joining', 'joined']);
  });

  it('turns contract pushes into pushReceived and response events into responseReceived', async () => {
    const socket = new FakeSocket(
      alice.token,
      later((channel) => {
        channel.acceptJoin();
        channel.serverPush('created_company', { data: company });
        channel.serverPush('created_company', { data: { name: 42 } });
        channel.serverPush('mystery_event', { anything: true });
        channel.serverPush('response', { uuid: requestUuid, data: 'success' });
        channel.serverPush('response', { uuid: requestUuid, error: { code: 'not_found', message: 'no' } });
        channel.serverPush('response', { data: 'an answer nobody can match' });
      }),
    );
    const recorded = recordingReducer(reducer);
    await expectSaga(liveConnectionSaga, alice)
      .withReducer(recorded.reducer)
      .provide([[matchers.call.fn(createSocket), socket.asSocket()]])
      .put(pushReceived({ event: 'created_company', payload: { data: company } }))
      .put(malformedPushReceived({ event: 'created_company' }))
      .put(responseReceived({ uuid: requestUuid, data: 'success' }))
      .put(responseReceived({ uuid: requestUuid, error: { code: 'not_found', message: 'no' } }))
      .silentRun(50);
    const forwarded = recorded.actions.filter((action) => pushReceived.match(action) || responseReceived.match(action));
    expect(forwarded).toHaveLength(3);
  });

  it('pushes what other features ask for on the joined channel', async () => {
    const envelope = { request: 'job_application.get', uuid: requestUuid, params: { id: company.id } };
    const socket = new FakeSocket(alice.token, later((channel) => { channel.acceptJoin(); }));
    await expectSaga(liveConnectionSaga, alice)
      .withReducer(reducer)
      .provide([[matchers.call.fn(createSocket), socket.asSocket()]])
      .delay(10)
      .dispatch(pushRequested({ event: 'request', payload: envelope }))
      .silentRun(50);
    expect(socket.lastChannel.pushes).toEqual([{ event: 'request', payload: envelope }]);
  });
});

describe('keepChannelJoined: reconnection of a channel the server closed', () => {
  it('waits 250 ms for the first three attempts, then 2 s plus up to 5 s of random', async () => {
    const delays: number[] = [];
    const socket = new FakeSocket(
      alice.token,
      later((channel, index) => {
        if (index < 6) channel.serverClose();
      }),
    );
    const result = await expectSaga(keepChannelJoined, socket.asSocket(), 'user:u1')
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(randomFraction), dynamic(sequence([0.9, 0.9, 0.9, 0, 0.5, 0.9999]))],
        recordDelays(delays),
      ])
      .put(channelReconnectScheduled({ attempt: 1, delayMs: 250 }))
      .put(channelReconnectScheduled({ attempt: 3, delayMs: 250 }))
      .put(channelReconnectScheduled({ attempt: 4, delayMs: 2000 }))
      .put(channelReconnectScheduled({ attempt: 6, delayMs: 6999 }))
      .silentRun(150);
    expect(delays).toEqual([250, 250, 250, 2000, 4500, 6999]);
    expect(socket.channels).toHaveLength(7);
    expect(result.storeState.connection.channelState).toBe('joining');
  });

  it('counts attempts again from one after a channel that joined', async () => {
    const delays: number[] = [];
    const socket = new FakeSocket(
      alice.token,
      later((channel, index) => {
        if (index === 0 || index === 4) channel.acceptJoin();
        if (index < 6) channel.serverClose();
      }),
    );
    await expectSaga(keepChannelJoined, socket.asSocket(), 'user:u1')
      .withReducer(reducer)
      .provide([[matchers.call.fn(randomFraction), 0.5], recordDelays(delays)])
      .silentRun(150);
    // ch0 joined: attempts 1, 2, 3 (quick), 4 (slow); ch4 joined: attempts 1, 2 again.
    expect(delays).toEqual([250, 250, 250, 4500, 250, 250]);
  });

  it('stops reconnecting on an unauthorized refusal', async () => {
    const delays: number[] = [];
    const socket = new FakeSocket(
      alice.token,
      later((channel, index) => {
        if (index === 0) channel.serverClose();
        else channel.refuseJoin('unauthorized');
      }),
    );
    await expectSaga(keepChannelJoined, socket.asSocket(), 'user:u1')
      .withReducer(reducer)
      .provide([[matchers.call.fn(randomFraction), 0], recordDelays(delays)])
      .put(joinRefused({ reason: 'unauthorized' }))
      .run(500);
    expect(delays).toEqual([250]);
    expect(socket.channels).toHaveLength(2);
  });
});

describe('watchConnection', () => {
  const credentialsSet = createAction<LiveCredentials | null>('test/credentialsSet');
  const somethingElseHappened = createAction('test/somethingElseHappened');
  const credentialsReducer = createReducer<LiveCredentials | null>(null as LiveCredentials | null, (builder) =>
    builder.addCase(credentialsSet, (_state, action) => action.payload),
  );
  const appReducer = combineReducers({ connection: connectionSlice.reducer, credentials: credentialsReducer });
  type AppState = ReturnType<typeof appReducer>;
  const selectCredentials = (state: AppState) => state.credentials;

  /** One log for actions and socket calls, so their order can be asserted. */
  function harness() {
    const log: string[] = [];
    const sockets: FakeSocket[] = [];
    const loggingReducer = (state: AppState | undefined, action: Action) => {
      log.push(action.type);
      return appReducer(state, action);
    };
    const socketFactory = dynamic(({ args }: { args: [string] }) => {
      const [token] = args;
      const socket = new FakeSocket(token);
      socket.connect = () => log.push(`connect ${token}`);
      socket.disconnect = () => log.push(`disconnect ${token}`);
      sockets.push(socket);
      return socket.asSocket();
    });
    return { log, sockets, loggingReducer, socketFactory };
  }

  it('opens the socket when credentials appear and closes it when they go away', async () => {
    const { log, sockets, loggingReducer, socketFactory } = harness();
    await expectSaga(watchConnection, selectCredentials)
      .withReducer(loggingReducer)
      .provide([[matchers.call.fn(createSocket), socketFactory]])
      .dispatch(credentialsSet(alice))
      .delay(5)
      .dispatch(credentialsSet(null))
      .delay(5)
      .dispatch(somethingElseHappened())
      .silentRun(50);
    expect(sockets.map((socket) => socket.token)).toEqual([alice.token]);
    expect(log.filter((entry) => !entry.startsWith('@@'))).toEqual([
      'test/credentialsSet',
      'connection/opened',
      'connect token-alice',
      'connection/channelStateChanged',
      'test/credentialsSet',
      'disconnect token-alice',
      'connection/closed',
      'test/somethingElseHappened',
    ]);
  });

  it('replaces the socket when the credentials change', async () => {
    const { log, sockets, loggingReducer, socketFactory } = harness();
    await expectSaga(watchConnection, selectCredentials)
      .withReducer(loggingReducer)
      .provide([[matchers.call.fn(createSocket), socketFactory]])
      .dispatch(credentialsSet(alice))
      .delay(5)
      .dispatch(credentialsSet(bob))
      .silentRun(50);
    expect(sockets.map((socket) => socket.token)).toEqual([alice.token, bob.token]);
    expect(sockets.map((socket) => socket.lastChannel.topic)).toEqual([`user:${alice.userId}`, `user:${bob.userId}`]);
    const socketCalls = log.filter((entry) => entry.startsWith('connect ') || entry.startsWith('disconnect '));
    // Alice's socket closes before Bob's opens; Bob's closes only when the run ends.
    expect(socketCalls).toEqual(['connect token-alice', 'disconnect token-alice', 'connect token-bob', 'disconnect token-bob']);
  });

  it('keeps the socket on unrelated actions and on equal credentials', async () => {
    const { sockets, loggingReducer, socketFactory } = harness();
    await expectSaga(watchConnection, selectCredentials)
      .withReducer(loggingReducer)
      .provide([[matchers.call.fn(createSocket), socketFactory]])
      .dispatch(credentialsSet(alice))
      .dispatch(somethingElseHappened())
      .dispatch(credentialsSet({ ...alice }))
      .silentRun(50);
    expect(sockets).toHaveLength(1);
  });

  it('opens nothing while signed out', async () => {
    const { sockets, loggingReducer, socketFactory } = harness();
    await expectSaga(watchConnection, selectCredentials)
      .withReducer(loggingReducer)
      .provide([[matchers.call.fn(createSocket), socketFactory]])
      .dispatch(somethingElseHappened())
      .not.put.actionType(opened.type)
      .silentRun(30);
    expect(sockets).toHaveLength(0);
  });
});
