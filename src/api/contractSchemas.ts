// The contract's runtime schemas, for the code that runs from the app's first screen (sign-in, sign-up, the
// live channel's pushes...): downloaded the first time an answer, a push or a typed address needs checking,
// not with the app. They and zod weigh about as much as react-router, on a first screen that uses none of
// them; a page that checks with them at render (a lazily loaded page) imports them directly instead.
import type * as ContractSchemaModule from './contractSchemaModule';

export type ContractSchemas = typeof ContractSchemaModule;

let loading: Promise<ContractSchemas> | undefined;
let loaded: ContractSchemas | undefined;

/** The schemas, downloaded once; a failed download is tried again by the next call. */
export function loadContractSchemas(): Promise<ContractSchemas> {
  loading ??= import(/* webpackChunkName: "contract-schemas" */ './contractSchemaModule').then(
    (schemas) => {
      loaded = schemas;
      return schemas;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The schemas once downloaded, else undefined: for code that must not wait a turn when it need not (a push
 * checked among the channel's answers keeps its place in their order).
 */
export function loadedContractSchemas(): ContractSchemas | undefined {
  return loaded;
}

/**
 * Starts the download ahead of the moment that needs it (a form sent, a channel opening), so that the answer
 * does not wait for it. A failure is left to that moment's own call, which tries again.
 */
export function preloadContractSchemas(): void {
  loadContractSchemas().catch(() => undefined);
}
