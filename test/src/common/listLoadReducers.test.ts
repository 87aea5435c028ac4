import { createSlice } from '@reduxjs/toolkit';
import { loadedList, loadingList, uninitializedList, type ListState } from '../../../src/common/entityCache';
import { listLoadReducersFor } from '../../../src/common/listLoadReducers';
import type { RequestError } from '../../../src/common/requestError';

interface Item {
  readonly id: string;
  readonly created: string;
}

interface TestState {
  readonly items: Readonly<Record<string, Item>>;
  readonly recent: ListState<readonly string[]>;
  readonly byOwner: Readonly<Record<string, ListState<readonly string[]>>>;
}

const initialState: TestState = { items: {}, recent: uninitializedList(), byOwner: {} };
const lists = listLoadReducersFor<TestState>();

/** Ids in the answer's order; the items cached beside the list, as the features do. */
function cached(data: readonly Item[], state: { items: Record<string, Item> }): string[] {
  for (const item of data) state.items[item.id] = item;
  return data.map((item) => item.id);
}

const testSlice = createSlice({
  name: 'test',
  initialState,
  reducers: {
    ...lists.list('recentItems', 'recent', cached),
    ...lists.keyedList('ownerItems', 'byOwner', 'ownerId', cached),
  },
});
const { recentItemsStarted, recentItemsLoaded, recentItemsFailed, ownerItemsStarted, ownerItemsLoaded, ownerItemsFailed } = testSlice.actions;
const reduce = testSlice.reducer;

const first: Item = { id: 'a', created: '2026-01-01T00:00:00.000Z' };
const second: Item = { id: 'b', created: '2026-01-02T00:00:00.000Z' };
const failure: RequestError = { code: 'timed_out', descriptor: { id: 'test.failure' }, values: {} };

describe('listLoadReducersFor', () => {
  it('names the actions after the list, in the slice', () => {
    expect([recentItemsStarted.type, recentItemsLoaded.type, recentItemsFailed.type]).toEqual([
      'test/recentItemsStarted',
      'test/recentItemsLoaded',
      'test/recentItemsFailed',
    ]);
    expect(ownerItemsLoaded.type).toBe('test/ownerItemsLoaded');
  });

  it('loads a list kept alone: loading, then what the answer stores with its time', () => {
    const loading = reduce(initialState, recentItemsStarted());
    expect(loading.recent).toEqual(loadingList(uninitializedList()));
    const loaded = reduce(loading, recentItemsLoaded({ data: [second, first], lastUpdated: 42 }));
    expect(loaded.recent).toEqual(loadedList(['b', 'a'], 42));
    expect(loaded.items).toEqual({ a: first, b: second });
  });

  it('keeps the data it had while reloading and when the reload fails', () => {
    const loaded = reduce(initialState, recentItemsLoaded({ data: [first], lastUpdated: 1 }));
    const reloading = reduce(loaded, recentItemsStarted());
    expect(reloading.recent).toEqual({ status: 'loading', data: ['a'], lastUpdated: 1, error: null });
    const failed = reduce(reloading, recentItemsFailed(failure));
    expect(failed.recent).toEqual({ status: 'failed', data: ['a'], lastUpdated: 1, error: failure });
  });

  it('loads lists kept by key, each on its own', () => {
    let state = reduce(initialState, ownerItemsStarted({ ownerId: 'o1' }));
    state = reduce(state, ownerItemsFailed({ ownerId: 'o2', error: failure }));
    expect(state.byOwner).toEqual({
      o1: { status: 'loading', data: null, lastUpdated: null, error: null },
      o2: { status: 'failed', data: null, lastUpdated: null, error: failure },
    });
    state = reduce(state, ownerItemsLoaded({ ownerId: 'o1', data: [first], lastUpdated: 7 }));
    expect(state.byOwner.o1).toEqual(loadedList(['a'], 7));
    expect(state.byOwner.o2?.status).toBe('failed');
    expect(state.recent.status).toBe('uninitialized');
  });
});
