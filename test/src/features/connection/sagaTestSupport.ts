// Helpers shared by the live-channel saga tests: control delays and randomness, wait for the saga.
import type { Action } from '@reduxjs/toolkit';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { delay, type CallEffect } from 'redux-saga/effects';

/** redux-saga's `delay(ms)` is `call(delayP, ms)`: this is delayP, read off a real delay effect. */
const delayFunction = (delay(0) as CallEffect).payload.fn;

/** How a test runs a delay of `ms`: at once, for real, or after a short stand-in wait (in ms). */
export type DelayTiming = (ms: number) => 'instant' | 'real' | number;

/**
 * Records every `delay` effect's duration and, by default, resolves it at once. `timing` can keep some for
 * real (long enough that they never fire within a run) or replace them with a short wait.
 */
export function recordDelays(recorded: number[], timing: DelayTiming = () => 'instant'): EffectProviders {
  return {
    call(effect, next) {
      if (effect.fn !== delayFunction) {
        return next();
      }
      const ms = effect.args[0] as number;
      recorded.push(ms);
      const how = timing(ms);
      if (how === 'instant') {
        return undefined;
      }
      if (how === 'real') {
        return next();
      }
      return settle(how);
    },
  };
}

/** Lets pending timers and promise callbacks run, so fake server events reach the saga. */
export function settle(ms = 0): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}

/** Values handed out in order, for a provider of random fractions, uuids or booleans. */
export function sequence<T>(values: readonly T[]): () => T {
  let index = 0;
  return () => {
    const value = values[index];
    if (value === undefined) {
      throw new Error(`sequence exhausted after ${values.length} values`);
    }
    index += 1;
    return value;
  };
}

/** Wraps a reducer to record every action that reaches the store, and the state after it, in order. */
export function recordingReducer<S>(reducer: (state: S | undefined, action: Action) => S) {
  const actions: Action[] = [];
  const states: S[] = [];
  return {
    actions,
    states,
    /** The state right after the first action of `type`. */
    stateAfter(type: string): S | undefined {
      return states[actions.findIndex((action) => action.type === type)];
    },
    reducer: (state: S | undefined, action: Action): S => {
      const next = reducer(state, action);
      actions.push(action);
      states.push(next);
      return next;
    },
  };
}
