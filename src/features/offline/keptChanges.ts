// The changes this browser keeps until the server has answered them: made here (or while offline), each with
// the uuid of its request, so that sending it again after a reload or a lost connection is answered from the
// server's store instead of changing anything twice (the server keeps a change's answer for 48 hours).
import type { RequestName } from '../../../contract';
import type { RequestError } from '../../common/requestError';

export interface KeptChange {
  readonly uuid: string;
  readonly request: RequestName;
  readonly params: Readonly<Record<string, unknown>>;
  /** Epoch milliseconds when it was made: the order they are sent in. */
  readonly madeAt: number;
  /**
   * `sending`: the page that made it is waiting for its answer. `waiting`: kept for the next join (it was made
   * offline, or the page that made it is gone: a reload). `refused`: the server answered it with an error, shown
   * until the person dismisses it.
   */
  readonly state: 'sending' | 'waiting' | 'refused';
  /** Why the server refused it, as the page shows it. */
  readonly refusal?: RequestError;
}

/** The changes read back at start: none has a page waiting for it any more. */
export function changesReadBack(changes: readonly KeptChange[]): readonly KeptChange[] {
  return changes.map((change) => (change.state === 'sending' ? { ...change, state: 'waiting' } : change));
}
