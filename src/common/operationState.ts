// Where a change a page asked for (sign in, create, update, delete...) stands, and why it failed: the one
// operation-state type every feature keeps, alone or keyed by operation. The error is a request's message by
// default; a feature whose pages explain codes themselves (the account forms) keeps its own error type.
import type { RequestError } from './requestError';

export type OperationStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';

export interface OperationState<E = RequestError> {
  readonly status: OperationStatus;
  readonly error: E | null;
}

/** Fits an operation of any error type: it has none. */
export const idleOperation: OperationState<never> = { status: 'idle', error: null };
export const submittingOperation: OperationState<never> = { status: 'submitting', error: null };
export const succeededOperation: OperationState<never> = { status: 'succeeded', error: null };

export function failedOperation<E>(error: E): OperationState<E> {
  return { status: 'failed', error };
}

/** Operations kept by key (`create/{id}`, `signIn`...); a key never used is idle. */
export type OperationsByKey<E = RequestError> = Readonly<Record<string, OperationState<E>>>;

export function operationOf<E>(operations: OperationsByKey<E>, key: string): OperationState<E> {
  return operations[key] ?? idleOperation;
}

export function isSubmitting<E>(operations: OperationsByKey<E>, key: string): boolean {
  return operationOf(operations, key).status === 'submitting';
}

/** A slice that keeps its operations by key, as `state.operations`. */
interface WithKeyedOperations<E> {
  operations: Record<string, OperationState<E>>;
}

/** The three reducers of an operation's life, kept by key, for a slice to spread into its own. */
export function keyedOperationReducers<E>() {
  return {
    operationStarted(state: WithKeyedOperations<E>, action: { payload: { key: string } }) {
      state.operations[action.payload.key] = submittingOperation;
    },
    operationSucceeded(state: WithKeyedOperations<E>, action: { payload: { key: string } }) {
      state.operations[action.payload.key] = succeededOperation;
    },
    operationFailed(state: WithKeyedOperations<E>, action: { payload: { key: string; error: E } }) {
      state.operations[action.payload.key] = failedOperation(action.payload.error);
    },
  };
}

/** A form or confirmation opened again forgets the outcome it showed, unless the operation is still running. */
export function dismissOperation<E>(state: WithKeyedOperations<E>, key: string): void {
  // An Immer draft: deleting the key is how a keyed entry leaves the state (as in the slices, where the rule is off).
  // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
  if (state.operations[key]?.status !== 'submitting') delete state.operations[key];
}
