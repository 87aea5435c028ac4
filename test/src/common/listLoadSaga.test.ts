import { createAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { call } from 'typed-redux-saga';
import { currentTimeMs } from '../../../src/common/clock';
import type { ListLoaded } from '../../../src/common/listLoadReducers';
import { loadList } from '../../../src/common/listLoadSaga';
import type { RequestError } from '../../../src/common/requestError';

const started = createAction('test/started');
const loaded = createAction<ListLoaded<readonly string[]>>('test/loaded');
const failed = createAction<RequestError>('test/failed');
const keyedStarted = createAction<{ ownerId: string }>('test/keyedStarted');
const keyedLoaded = createAction<{ ownerId: string } & ListLoaded<readonly string[]>>('test/keyedLoaded');
const keyedFailed = createAction<{ ownerId: string; error: RequestError }>('test/keyedFailed');

/** Stands for the live request a feature gives: a call that tests provide. */
function fetchNames(owner: string): readonly string[] {
  return [`${owner}'s first`, `${owner}'s second`];
}

const failure: RequestError = { code: 'timed_out', descriptor: { id: 'test.failure' }, values: {} };
const errorOf = (error: unknown): RequestError => ({ ...failure, values: { message: error instanceof Error ? error.message : '' } });

describe('loadList', () => {
  it('puts started, runs the request, then puts loaded with the answer and the time; answers true', async () => {
    const result = await expectSaga(loadList<readonly string[]>, {
      started,
      loaded,
      failed,
      request: () => call(fetchNames, 'all'),
      errorOf,
    })
      .provide([[matchers.call.fn(currentTimeMs), 42]])
      .put(started())
      .call(fetchNames, 'all')
      .put(loaded({ data: ["all's first", "all's second"], lastUpdated: 42 }))
      .not.put.actionType(failed.type)
      .run();
    expect(result.returnValue).toBe(true);
  });

  it('puts failed with the error as the caller converts it; answers false', async () => {
    const result = await expectSaga(loadList<readonly string[]>, { started, loaded, failed, request: () => call(fetchNames, 'all'), errorOf })
      .provide([[matchers.call.fn(fetchNames), throwError(new Error('no answer'))]])
      .put(started())
      .put(failed({ ...failure, values: { message: 'no answer' } }))
      .not.put.actionType(loaded.type)
      .run();
    expect(result.returnValue).toBe(false);
  });

  it('gives the key of a list kept by key to each of its actions', async () => {
    const load = {
      key: { ownerId: 'o1' },
      started: keyedStarted,
      loaded: keyedLoaded,
      failed: keyedFailed,
      request: () => call(fetchNames, 'o1'),
      errorOf,
    };
    await expectSaga(loadList<readonly string[], { ownerId: string }>, load)
      .provide([[matchers.call.fn(currentTimeMs), 7]])
      .put(keyedStarted({ ownerId: 'o1' }))
      .put(keyedLoaded({ ownerId: 'o1', data: ["o1's first", "o1's second"], lastUpdated: 7 }))
      .run();
    await expectSaga(loadList<readonly string[], { ownerId: string }>, load)
      .provide([[matchers.call.fn(fetchNames), throwError(new Error('gone'))]])
      .put(keyedFailed({ ownerId: 'o1', error: { ...failure, values: { message: 'gone' } } }))
      .run();
  });
});
