// Where a change a page asked for (sign in, create, update, delete...) stands, and why it failed: the one
// operation-state type every feature keeps, alone or keyed by operation.
import type { RequestError } from './requestError';

export type OperationStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';

export interface OperationState {
  readonly status: OperationStatus;
  readonly error: RequestError | null;
}

export const idleOperation: OperationState = { status: 'idle', error: null };
export const submittingOperation: OperationState = { status: 'submitting', error: null };
export const succeededOperation: OperationState = { status: 'succeeded', error: null };

export function failedOperation(error: RequestError): OperationState {
  return { status: 'failed', error };
}

/** Operations kept by key (`create/{id}`, `signIn`...); a key never used is idle. */
export type OperationsByKey = Readonly<Record<string, OperationState>>;

export function operationOf(operations: OperationsByKey, key: string): OperationState {
  return operations[key] ?? idleOperation;
}

export function isSubmitting(operations: OperationsByKey, key: string): boolean {
  return operationOf(operations, key).status === 'submitting';
}
