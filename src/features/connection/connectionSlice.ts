import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChannelState } from 'phoenix';
import type { PushEvent, Push } from '../../../contract';

/** What the user is told about the live channel. */
export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

/** A `response` event as it came: a string uuid, then `data` or `error`, read by the requests feature. */
export interface ResponsePayload {
  readonly uuid: string;
  readonly data?: unknown;
  readonly error?: unknown;
}

export interface ConnectionState {
  /** The Phoenix channel's own state; null while there is no socket (signed out). */
  readonly channelState: ChannelState | null;
  /** The server closed the channel and our own reconnection is waiting its delay. */
  readonly reconnectScheduled: boolean;
  readonly topic: string | null;
}

const initialState: ConnectionState = { channelState: null, reconnectScheduled: false, topic: null };

/**
 * Channel state -> what the user sees:
 * - joined -> connected;
 * - joining -> connecting;
 * - errored -> disconnected: the server is out of reach (Phoenix keeps rejoining by itself, rejoinAfterMs or
 *   as soon as the socket reopens, and the state moves to joining, so "connecting" shows each attempt);
 * - closed -> connecting while our own reconnection is scheduled, otherwise disconnected;
 * - leaving -> disconnected: only the app leaves, on sign-out or on a refused join;
 * - no channel at all (signed out) -> disconnected.
 */
export function connectionStatusOf(state: ConnectionState): ConnectionStatus {
  switch (state.channelState) {
    case 'joined':
      return 'connected';
    case 'joining':
      return 'connecting';
    case 'errored':
      return 'disconnected';
    case 'closed':
      return state.reconnectScheduled ? 'connecting' : 'disconnected';
    case 'leaving':
    case null:
      return 'disconnected';
  }
}

export const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    /** A socket was opened for these credentials; its channel will join `topic`. */
    opened(_state, action: PayloadAction<{ topic: string }>) {
      return { ...initialState, topic: action.payload.topic };
    },
    /** The socket was closed on purpose (sign-out, changed credentials, refused join). */
    closed() {
      return initialState;
    },
    channelStateChanged(state, action: PayloadAction<ChannelState>) {
      state.channelState = action.payload;
      state.reconnectScheduled = false;
    },
    /** The server closed the channel; a new one will join after `delayMs`. */
    channelReconnectScheduled(state, _action: PayloadAction<{ attempt: number; delayMs: number }>) {
      state.reconnectScheduled = true;
    },
  },
  selectors: {
    selectConnectionStatus: connectionStatusOf,
    selectIsChannelJoined: (state) => state.channelState === 'joined',
    selectChannelState: (state) => state.channelState,
  },
});

export const { opened, closed, channelStateChanged, channelReconnectScheduled } = connectionSlice.actions;
export const { selectConnectionStatus, selectIsChannelJoined, selectChannelState } = connectionSlice.selectors;

/** The server refused the join for good (reason `unauthorized`): the session feature signs out on it. */
export const joinRefused = createAction<{ reason: string }>('connection/joinRefused');
/** The server refused a join for another reason; Phoenix rejoins by itself. */
export const joinErrored = createAction<{ reason: string }>('connection/joinErrored');

export const socketOpened = createAction('connection/socketOpened');
export const socketClosed = createAction('connection/socketClosed');
export const socketErrored = createAction('connection/socketErrored');

/** A server push whose payload matched the contract. */
export const pushReceived = createAction<Push>('connection/pushReceived');
/** A server push whose payload did not match the contract; it is dropped, this records that it happened. */
export const malformedPushReceived = createAction<{ event: PushEvent }>('connection/malformedPushReceived');
/** A `response` event: the answer to a live request, matched by uuid in the requests feature. */
export const responseReceived = createAction<ResponsePayload>('connection/responseReceived');
/** Another feature asked for `event` to be pushed on the joined channel; it goes in its turn (pacedPushes.ts). */
export const pushRequested = createAction<{ event: string; payload: Readonly<Record<string, unknown>> }>(
  'connection/pushRequested',
);
/**
 * A push asked for earlier is no longer wanted (its request ended before its answer came): if it still waits its
 * turn, it never goes. Pushes are told apart by their payload's `uuid`, which every request envelope carries.
 */
export const pushWithdrawn = createAction<{ uuid: string }>('connection/pushWithdrawn');
/**
 * These pushes, told apart by their payload's `uuid`, have to wait their turn (pacedPushes.ts): their requests
 * stop their clocks until each goes (pushSent) or the channel leaves the joined state.
 */
export const pushesWaiting = createAction<{ uuids: readonly string[] }>('connection/pushesWaiting');
/** A push that had to wait its turn went out on the channel. */
export const pushSent = createAction<{ uuid: string }>('connection/pushSent');
