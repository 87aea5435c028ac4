// The three reducers of a list's load ("started", "loaded", "failed"), written once for every slice that keeps
// a list (entityCache.ts's ListState) alone or by key. They are spread into the slice's own `reducers`, so that
// createSlice makes their action creators like any other and infers each one's exact type and payload.
//
// Adopting it in a slice:
//
//   const lists = listLoadReducersFor<AiState>();
//   createSlice({
//     reducers: {
//       // productsStarted(), productsLoaded({ data, lastUpdated }), productsFailed(error): `state.products`.
//       ...lists.list('products', 'products', (data: readonly AiProduct[]) => [...data]),
//       // applicationResponsesStarted({ applicationId }), applicationResponsesLoaded({ applicationId, data,
//       // lastUpdated }), applicationResponsesFailed({ applicationId, error }): `state.byApplication[applicationId]`.
//       ...lists.keyedList('applicationResponses', 'byApplication', 'applicationId', (data: readonly AiResponse[], state) => ...),
//     },
//   });
//
// The last argument turns the answer into what the list keeps (ids, a sorted copy...); it gets the draft state
// too, for a list whose items are cached beside it. Sagas run the load with listLoadSaga.ts's `loadList`.
import type { Draft, PayloadAction } from '@reduxjs/toolkit';
import { failedList, loadedList, loadingList, uninitializedList, type ListState } from './entityCache';
import type { RequestError } from './requestError';

/** What a list's "loaded" action carries: the answer and when it came. */
export interface ListLoaded<D> {
  readonly data: D;
  readonly lastUpdated: number;
}

/** What a keyed list's actions name it by: `{ applicationId: '...' }`. */
export type ListKey<I extends string> = { readonly [P in I]: string };

type DataOfList<L> = L extends ListState<infer T> ? T : never;
type DataOfKeyedList<M> = M extends Readonly<Record<string, infer L>> ? DataOfList<L> : never;

/** The fields of S that hold one list. */
export type ListField<S> = { [K in keyof S]-?: S[K] extends ListState<unknown> ? K : never }[keyof S];
/** The fields of S that hold lists by key. */
export type KeyedListField<S> = { [K in keyof S]-?: S[K] extends Readonly<Record<string, ListState<unknown>>> ? K : never }[keyof S];

/** Turns an answer into what the list keeps. */
export type StoredListData<S, D, T> = (data: D, state: Draft<S>, lastUpdated: number) => T;

export type ListLoadReducers<S, N extends string, D> = { [P in `${N}Started`]: (state: Draft<S>) => void } & {
  [P in `${N}Loaded`]: (state: Draft<S>, action: PayloadAction<ListLoaded<D>>) => void;
} & { [P in `${N}Failed`]: (state: Draft<S>, action: PayloadAction<RequestError>) => void };

export type KeyedListLoadReducers<S, N extends string, I extends string, D> = {
  [P in `${N}Started`]: (state: Draft<S>, action: PayloadAction<ListKey<I>>) => void;
} & { [P in `${N}Loaded`]: (state: Draft<S>, action: PayloadAction<ListKey<I> & ListLoaded<D>>) => void } & {
  [P in `${N}Failed`]: (state: Draft<S>, action: PayloadAction<ListKey<I> & { readonly error: RequestError }>) => void;
};

/**
 * The list-load reducers of a slice whose state is S. S is given once, explicitly; the rest is inferred from the
 * arguments, so each action creator keeps its name, its type string (`slice/${name}Started`...) and its payload.
 */
export function listLoadReducersFor<S>() {
  return {
    /** `${name}Started`, `${name}Loaded`, `${name}Failed` for the list kept in `state[field]`. */
    list<N extends string, F extends ListField<S>, D>(
      name: N,
      field: F,
      stored: StoredListData<S, D, DataOfList<S[F]>>,
    ): ListLoadReducers<S, N, D> {
      // The field's type is known to be a list (ListField), which TypeScript cannot see through Draft<S>[F].
      const lists = (state: Draft<S>) => state as unknown as Record<F, ListState<DataOfList<S[F]>>>;
      const reducers = {
        [`${name}Started`]: (state: Draft<S>) => {
          lists(state)[field] = loadingList(lists(state)[field]);
        },
        [`${name}Loaded`]: (state: Draft<S>, action: PayloadAction<ListLoaded<D>>) => {
          const { data, lastUpdated } = action.payload;
          lists(state)[field] = loadedList(stored(data, state, lastUpdated), lastUpdated);
        },
        [`${name}Failed`]: (state: Draft<S>, action: PayloadAction<RequestError>) => {
          lists(state)[field] = failedList(lists(state)[field], action.payload);
        },
      };
      // Computed keys type as a string index; these are exactly the three names of the return type.
      return reducers as ListLoadReducers<S, N, D>;
    },

    /** `${name}Started`, `${name}Loaded`, `${name}Failed` for the lists kept in `state[field][payload[keyName]]`. */
    keyedList<N extends string, F extends KeyedListField<S>, I extends string, D>(
      name: N,
      field: F,
      keyName: I,
      stored: StoredListData<S, D, DataOfKeyedList<S[F]>>,
    ): KeyedListLoadReducers<S, N, I, D> {
      // As above: the field holds lists by key (KeyedListField).
      type Lists = Record<string, ListState<DataOfKeyedList<S[F]>>>;
      const listsOf = (state: Draft<S>): Lists => (state as unknown as Record<F, Lists>)[field];
      const reducers = {
        [`${name}Started`]: (state: Draft<S>, action: PayloadAction<ListKey<I>>) => {
          const key: string = action.payload[keyName];
          listsOf(state)[key] = loadingList(listsOf(state)[key] ?? uninitializedList());
        },
        [`${name}Loaded`]: (state: Draft<S>, action: PayloadAction<ListKey<I> & ListLoaded<D>>) => {
          const { data, lastUpdated } = action.payload;
          const key: string = action.payload[keyName];
          listsOf(state)[key] = loadedList(stored(data, state, lastUpdated), lastUpdated);
        },
        [`${name}Failed`]: (state: Draft<S>, action: PayloadAction<ListKey<I> & { readonly error: RequestError }>) => {
          const key: string = action.payload[keyName];
          listsOf(state)[key] = failedList(listsOf(state)[key] ?? uninitializedList(), action.payload.error);
        },
      };
      return reducers as KeyedListLoadReducers<S, N, I, D>;
    },
  };
}
