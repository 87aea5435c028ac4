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

/** Builds the socket without connecting it: connecting is the socket event channel's job. */
export function createSocket(userToken: string): Socket {
  return new Socket(SOCKET_PATH, socketOptions(userToken));
}
