// A request's call timeout leaves out the time its push waits its turn among the channel's pushes: the clock
// stops when the paced sender says the push must wait, and runs again when it goes or when the channel leaves
// the joined state (the waiting pushes are dropped then); and it starts again from a rejoin that finds it pushed
// before, twice at most. Real store and saga middleware, Jest's fake clock.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { channelStateChanged, connectionSlice, pushesWaiting, pushSent } from '../../../../../src/features/connection/connectionSlice';
import { answerDeadline, FRESH_DEADLINES } from '../../../../../src/features/connection/requests/answerDeadline';
import { requestSent, requestStarted, requestsSlice } from '../../../../../src/features/connection/requests/requestsSlice';

const UUID = '1b4e28ba-2fa1-4d2e-8f3a-6c3e2b1a0f9d';
const OTHER_UUID = '6f1c2a57-3c1e-4d0a-9a57-5b1b8f0e2c11';
const TIMEOUT_MS = 10_000;

function startDeadline(): { task: Task; dispatch: (action: { type: string }) => void } {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: combineSlices(connectionSlice, requestsSlice),
    middleware: (getDefault) => getDefault().concat(sagaMiddleware),
  });
  store.dispatch(channelStateChanged('joined'));
  const task = sagaMiddleware.run(answerDeadline, UUID, TIMEOUT_MS);
  return { task, dispatch: (action) => store.dispatch(action) };
}

/** Whether the deadline is still running once the fake clock moved `ms`. */
async function runningAfter(task: Task, ms: number): Promise<boolean> {
  await jest.advanceTimersByTimeAsync(ms);
  return task.isRunning();
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the deadline of a live request', () => {
  it('is the call timeout when its push never waits', async () => {
    const { task } = startDeadline();
    expect(await runningAfter(task, TIMEOUT_MS - 1)).toBe(true);
    expect(await runningAfter(task, 1)).toBe(false);
  });

  it('stops while its push waits its turn, and runs again once the push goes', async () => {
    const { task, dispatch } = startDeadline();
    expect(await runningAfter(task, 3000)).toBe(true);
    dispatch(pushesWaiting({ uuids: [OTHER_UUID, UUID] }));
    expect(await runningAfter(task, 60_000)).toBe(true);
    dispatch(pushSent({ uuid: UUID }));
    expect(await runningAfter(task, TIMEOUT_MS - 3000 - 1)).toBe(true);
    expect(await runningAfter(task, 1)).toBe(false);
  });

  it('keeps running while other pushes wait or go', async () => {
    const { task, dispatch } = startDeadline();
    dispatch(pushesWaiting({ uuids: [OTHER_UUID] }));
    dispatch(pushSent({ uuid: OTHER_UUID }));
    expect(await runningAfter(task, TIMEOUT_MS)).toBe(false);
  });

  it('runs again when the channel leaves while its push waits, and stops again when it waits after the rejoin', async () => {
    const { task, dispatch } = startDeadline();
    dispatch(pushesWaiting({ uuids: [UUID] }));
    expect(await runningAfter(task, 5000)).toBe(true);
    dispatch(channelStateChanged('errored'));
    expect(await runningAfter(task, 4000)).toBe(true);
    dispatch(channelStateChanged('joined'));
    dispatch(pushesWaiting({ uuids: [UUID] }));
    expect(await runningAfter(task, 60_000)).toBe(true);
    dispatch(pushSent({ uuid: UUID }));
    expect(await runningAfter(task, TIMEOUT_MS - 4000 - 1)).toBe(true);
    expect(await runningAfter(task, 1)).toBe(false);
  });

  it('gives a request pushed again after a rejoin the whole timeout again when its time is up', async () => {
    const { task, dispatch } = startDeadline();
    dispatch(requestStarted({ uuid: UUID, request: 'action.create', params: {}, startedAt: 0 }));
    dispatch(requestSent({ uuid: UUID }));
    expect(await runningAfter(task, 5000)).toBe(true);
    dispatch(channelStateChanged('errored'));
    expect(await runningAfter(task, 3000)).toBe(true);
    // The channel joined again: the request goes again, and its answer may come from the server's store.
    dispatch(channelStateChanged('joined'));
    dispatch(requestSent({ uuid: UUID }));
    expect(await runningAfter(task, 2000 + TIMEOUT_MS - 1)).toBe(true);
    expect(await runningAfter(task, 1)).toBe(false);
  });

  it('ends on time a request pushed once, the wait for a joined channel included', async () => {
    const { task, dispatch } = startDeadline();
    dispatch(requestStarted({ uuid: UUID, request: 'action.create', params: {}, startedAt: 0 }));
    dispatch(channelStateChanged('errored'));
    expect(await runningAfter(task, 8000)).toBe(true);
    dispatch(channelStateChanged('joined'));
    dispatch(requestSent({ uuid: UUID }));
    expect(await runningAfter(task, 1999)).toBe(true);
    expect(await runningAfter(task, 1)).toBe(false);
  });

  it(`gives the whole timeout again ${String(FRESH_DEADLINES)} times at most, so that a channel that keeps dropping still ends it`, async () => {
    const { task, dispatch } = startDeadline();
    dispatch(requestStarted({ uuid: UUID, request: 'action.create', params: {}, startedAt: 0 }));
    dispatch(requestSent({ uuid: UUID }));
    // Pushed again 1 s before each end: each end but the last gives it the whole timeout again.
    for (let end = 1; end <= FRESH_DEADLINES + 1; end += 1) {
      expect(await runningAfter(task, TIMEOUT_MS - 1000)).toBe(true);
      dispatch(requestSent({ uuid: UUID }));
      expect(await runningAfter(task, 999)).toBe(true);
      expect(await runningAfter(task, 1)).toBe(end <= FRESH_DEADLINES);
    }
  });
});
