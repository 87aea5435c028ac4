// The one place that builds a Phoenix Socket; sagas reach it through `call(createSocket, token)` so tests can
// provide a fake socket instead.
import { Socket, type SocketConnectOption } from 'phoenix';
import { SOCKET_PATH, SOCKET_TOKEN_PARAM } from '../../../contract';
import {
  CALL_TIMEOUT_MS,
  HEARTBEAT_INTERVAL_MS,
  LONG_POLL_FALLBACK_MS,
  LONG_POLL_TIMEOUT_MS,
  reconnectAfterMs,
  rejoinAfterMs,
} from './liveTimings';

/** The options we give Phoenix: each timing set explicitly, even where it equals Phoenix's default. */
export function socketOptions(userToken: string): Partial<SocketConnectOption> {
  return {
    params: { [SOCKET_TOKEN_PARAM]: userToken },
    timeout: CALL_TIMEOUT_MS,
    heartbeatIntervalMs: HEARTBEAT_INTERVAL_MS,
    longpollerTimeout: LONG_POLL_TIMEOUT_MS,
    longPollFallbackMs: LONG_POLL_FALLBACK_MS,
    rejoinAfterMs,
    reconnectAfterMs,
  };
}

/** How long a socket connected ahead waits for the store to take it. */
const UNCLAIMED_SOCKET_MS = 10_000;

/** A socket the entry connected for a saved session before the store was built, until the store takes it. */
let preconnected: { readonly token: string; readonly socket: Socket } | null = null;

/**
 * Connects the saved session's socket in the page's first task, so that its handshake travels while the rest
 * of the app is evaluated: the live channel then joins as soon as the store asks for it, instead of starting
 * the handshake only then. The first `createSocket` for the same token takes it.
 */
export function preconnectSocket(userToken: string): void {
  const socket = new Socket(SOCKET_PATH, socketOptions(userToken));
  socket.connect();
  preconnected = { token: userToken, socket };
  // Should the app never ask for it (its start failed), the socket does not stay open for nothing.
  setTimeout(() => {
    if (preconnected?.socket !== socket) return;
    preconnected = null;
    socket.disconnect();
  }, UNCLAIMED_SOCKET_MS);
}

/**
 * The socket for a session: the one connected ahead for its token, else a new one, not yet connected
 * (connecting is the socket event channel's job). A socket connected ahead for another token is closed.
 */
export function createSocket(userToken: string): Socket {
  const ahead = preconnected;
  preconnected = null;
  if (ahead !== null) {
    if (ahead.token === userToken) return ahead.socket;
    ahead.socket.disconnect();
  }
  return new Socket(SOCKET_PATH, socketOptions(userToken));
}
