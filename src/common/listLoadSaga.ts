// A list's load as every feature runs it: "started", the request, then "loaded" with the answer and the time it
// came, or "failed" with the error as a page shows it. The actions are the slice's own (made by
// listLoadReducers.ts, or written by hand with the same payloads). src/common imports no feature, so the
// request and the error's conversion are the caller's:
//
//   yield* loadList({
//     started: productsStarted, loaded: productsLoaded, failed: productsFailed,
//     request: () => liveRequest('ai.list_products', {}),
//     errorOf: requestErrorOf,
//   });
//
//   // A list kept by key: its actions carry the key (`{ applicationId }`) beside their payload.
//   yield* loadList({
//     key: { applicationId },
//     started: applicationFilesStarted, loaded: applicationFilesLoaded, failed: applicationFilesFailed,
//     request: () => liveRequest('file.list_for_application', { id: applicationId }),
//     errorOf: requestErrorOf,
//   });
//
// The request is delegated to (`yield*`), so its effects are the saga's own: tests provide `liveRequest`'s call
// as before. The time comes from `call(currentTimeMs)`, which tests can provide too.
import type { Action } from '@reduxjs/toolkit';
import { call, put, type SagaGenerator } from 'typed-redux-saga';
import { currentTimeMs } from './clock';
import type { ListLoaded } from './listLoadReducers';
import type { RequestError } from './requestError';

interface ListLoadBase<D> {
  /** The request's effects, answering the list: `() => liveRequest(name, params)`. */
  readonly request: () => SagaGenerator<D>;
  /** The error a failed request threw, as a page shows it (the connection feature's `requestErrorOf`). */
  readonly errorOf: (error: unknown) => RequestError;
}

/** A list kept alone: `started()`, `loaded({ data, lastUpdated })`, `failed(error)`. */
export interface WholeListLoad<D> extends ListLoadBase<D> {
  readonly key?: undefined;
  readonly started: () => Action;
  readonly loaded: (payload: ListLoaded<D>) => Action;
  readonly failed: (error: RequestError) => Action;
}

/** A list kept by key: `started(key)`, `loaded({ ...key, data, lastUpdated })`, `failed({ ...key, error })`. */
export interface KeyedListLoad<K extends object, D> extends ListLoadBase<D> {
  readonly key: K;
  readonly started: (key: K) => Action;
  readonly loaded: (payload: K & ListLoaded<D>) => Action;
  readonly failed: (payload: K & { readonly error: RequestError }) => Action;
}

export type ListLoad<D, K extends object = never> = WholeListLoad<D> | KeyedListLoad<K, D>;

function isKeyed<D, K extends object>(load: ListLoad<D, K>): load is KeyedListLoad<K, D> {
  return load.key !== undefined;
}

/** The three actions of a load, whichever way its list is kept. */
function actionsOf<D, K extends object>(load: ListLoad<D, K>) {
  if (isKeyed(load)) {
    const { key } = load;
    return {
      started: () => load.started(key),
      loaded: (loaded: ListLoaded<D>) => load.loaded({ ...key, ...loaded }),
      failed: (error: RequestError) => load.failed({ ...key, error }),
    };
  }
  return { started: () => load.started(), loaded: load.loaded, failed: load.failed };
}

/** Loads a list; answers true once it is loaded, false when it failed (for what follows a load, if anything). */
export function* loadList<D, K extends object = never>(load: ListLoad<D, K>): SagaGenerator<boolean> {
  const actions = actionsOf(load);
  yield* put(actions.started());
  try {
    const data = yield* load.request();
    const lastUpdated = yield* call(currentTimeMs);
    yield* put(actions.loaded({ data, lastUpdated }));
    return true;
  } catch (caught) {
    yield* put(actions.failed(load.errorOf(caught)));
    return false;
  }
}
