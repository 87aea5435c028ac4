// A request pushed just before the channel drops may have lost its answer: after the next join it is pushed
// again with the same uuid (the server answers a repeat from its store). Run on a real store with the saga
// middleware and real timers, the way the app runs it.
import { combineSlices, configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import {
  channelStateChanged,
  connectionSlice,
  pushRequested,
  responseReceived,
} from '../../../../../src/features/connection/connectionSlice';
import { sendRequest } from '../../../../../src/features/connection/requests/requestsSaga';
import { requestsSlice } from '../../../../../src/features/connection/requests/requestsSlice';
import { jobApplicationFixture } from '../../../testUtils/fixtures';

const APPLICATION_ID = 'c0ffee00-1234-4abc-8def-0123456789ab';
const application = jobApplicationFixture(APPLICATION_ID);

function storeRecordingPushes() {
  const pushes: UnknownAction[] = [];
  const recordPushes: Middleware = () => (next) => (action) => {
    if (pushRequested.match(action)) pushes.push(action);
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: combineSlices(connectionSlice, requestsSlice),
    middleware: (getDefault) => getDefault().concat(recordPushes, sagaMiddleware),
  });
  return { store, pushes, sagaMiddleware };
}

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a request whose channel drops before the answer', () => {
  it('is pushed again with the same uuid after the rejoin, and resolves with the answer', async () => {
    const { store, pushes, sagaMiddleware } = storeRecordingPushes();
    store.dispatch(channelStateChanged('joined'));
    const task = sagaMiddleware.run(sendRequest, 'job_application.get', { id: APPLICATION_ID });

    await until(() => pushes.length === 1);
    store.dispatch(channelStateChanged('errored'));
    store.dispatch(channelStateChanged('joining'));
    store.dispatch(channelStateChanged('joined'));
    await until(() => pushes.length === 2);
    expect(pushes[1]).toEqual(pushes[0]);

    const { uuid } = (pushes[0] as ReturnType<typeof pushRequested>).payload.payload as { uuid: string };
    store.dispatch(responseReceived({ uuid, data: application }));
    await expect(task.toPromise()).resolves.toEqual(application);
    expect(pushes).toHaveLength(2);
  });

  it('is pushed once when the answer comes on the same join', async () => {
    const { store, pushes, sagaMiddleware } = storeRecordingPushes();
    store.dispatch(channelStateChanged('joined'));
    const task = sagaMiddleware.run(sendRequest, 'job_application.get', { id: APPLICATION_ID });
    await until(() => pushes.length === 1);
    const { uuid } = (pushes[0] as ReturnType<typeof pushRequested>).payload.payload as { uuid: string };
    store.dispatch(responseReceived({ uuid, data: application }));
    await expect(task.toPromise()).resolves.toEqual(application);
    store.dispatch(channelStateChanged('errored'));
    expect(pushes).toHaveLength(1);
  });
});
