// Typed matchers for the server's pushes, built from the contract's push events: a saga writes
// `takeEvery(pushOf('created_action', 'updated_action'), worker)` and the worker's action carries that push
// only, its payload typed from the contract.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ChannelState } from 'phoenix';
import type { PushEvent, PushPayload } from '../../../contract';
import { channelStateChanged, pushReceived } from './connectionSlice';

/**
 * The push of one of `E`'s events, as the contract types its payload. A mapped type rather than `Extract`, so
 * that the push of one event is also a push of any set of events that includes it.
 */
export type PushOf<E extends PushEvent> = { [K in E]: { readonly event: K; readonly payload: PushPayload<K> } }[E];

/** The action a push arrives as, narrowed to the events `E`. */
export type PushAction<E extends PushEvent> = PayloadAction<PushOf<E>>;

/** Matches the push actions of the given events, and narrows them to those events. */
export function pushOf<E extends PushEvent>(...events: readonly [E, ...E[]]): (action: unknown) => action is PushAction<E> {
  const wanted: ReadonlySet<PushEvent> = new Set(events);
  return (action: unknown): action is PushAction<E> => pushReceived.match(action) && wanted.has(action.payload.event);
}

/** Matches every push that matched the contract, whatever its event. */
export function isPush(action: unknown): action is PushAction<PushEvent> {
  return pushReceived.match(action);
}

/** Matches each time the channel reaches the joined state (the first join and every rejoin). */
export function isChannelJoined(action: unknown): boolean {
  return channelStateChanged.match(action) && action.payload === ('joined' satisfies ChannelState);
}

/** Matches each time the channel moves to a state other than joined: pushes waiting their turn are dropped then. */
export function isChannelNotJoined(action: unknown): boolean {
  return channelStateChanged.match(action) && action.payload !== ('joined' satisfies ChannelState);
}
