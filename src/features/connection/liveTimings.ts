// Every timing of the live channel (spec sections 4 and 9), in one place so tests can assert them.
// Try numbers are 1-based, as Phoenix's Timer passes them (first retry = try 1).
import { SOCKET_EVENTS_PER_SECOND, type RequestName } from '../../../contract';

/** Default timeout of a channel push, the join included, and of a live request awaiting its answer. */
export const CALL_TIMEOUT_MS = 10_000;

/**
 * Requests that may take longer than CALL_TIMEOUT_MS to answer. An AI product is written by a provider the
 * server gives up to AI_TIMEOUT_MS (90 s by default), so the browser waits 120 s for it (docs/features.md, "AI products").
 */
export const LONG_CALL_TIMEOUTS_MS: Readonly<Partial<Record<RequestName, number>>> = {
  'ai.use_ai_product': 120_000,
};

/** How long a live request waits for its answer, the waits for a joined channel included. */
export function callTimeoutMs(request: RequestName): number {
  return LONG_CALL_TIMEOUTS_MS[request] ?? CALL_TIMEOUT_MS;
}
export const HEARTBEAT_INTERVAL_MS = 30_000;
export const LONG_POLL_TIMEOUT_MS = 20_000;
/** How long WebSocket gets before Phoenix falls back to LongPoll (the value Phoenix 1.8 apps use). */
export const LONG_POLL_FALLBACK_MS = 2_500;

export const REJOIN_DELAYS_MS = [1_000, 2_000, 5_000] as const;
export const REJOIN_DELAY_AFTER_LAST_MS = 10_000;

export const SOCKET_RECONNECT_DELAYS_MS = [10, 50, 100, 150, 200, 250, 500, 1_000, 2_000] as const;
export const SOCKET_RECONNECT_DELAY_AFTER_LAST_MS = 5_000;

/**
 * Our own reconnection of a channel the server closed (phx_close: Phoenix never rejoins those). The first
 * three attempts are quick: a close is most often a single channel being restarted (duplicate join, node
 * draining) and the server is right there. After three quick failures the server is more likely restarting
 * or overloaded, so every tab backs off with jitter instead of reconnecting in step.
 */
export const CHANNEL_QUICK_RECONNECT_ATTEMPTS = 3;
export const CHANNEL_QUICK_RECONNECT_DELAY_MS = 250;
export const CHANNEL_SLOW_RECONNECT_BASE_MS = 2_000;
export const CHANNEL_SLOW_RECONNECT_JITTER_MS = 5_000;

/**
 * A request made while the channel is not joined goes as soon as the channel joins; failing that (a join
 * missed while the channel flaps) it is tried again after 0.5 s plus up to 1 s.
 */
export const REQUEST_RETRY_BASE_MS = 500;
export const REQUEST_RETRY_JITTER_MS = 1_000;

/**
 * Our pushes on the channel are paced under the server's bound on what a socket sends (SOCKET_EVENTS_PER_SECOND,
 * 100 frames a second): half of it on average, after a burst of a fifth of it. In any one second that is at most
 * 70, which leaves the rest to what Phoenix sends by itself (the join, heartbeats) and to frames the network
 * delivers bunched together. A tab asks a few things at a time and never waits; a long queue (every request made
 * while the channel was down, pushed again at the rejoin) goes out at 50 a second instead of being cut off.
 */
export const PUSHES_PER_SECOND = SOCKET_EVENTS_PER_SECOND / 2;
export const PUSH_BURST = SOCKET_EVENTS_PER_SECOND / 5;

/** Phoenix `rejoinAfterMs`: 1000, 2000, 5000, then 10000 ms. */
export function rejoinAfterMs(tries: number): number {
  return REJOIN_DELAYS_MS[tries - 1] ?? REJOIN_DELAY_AFTER_LAST_MS;
}

/** Phoenix `reconnectAfterMs`: 10, 50, 100, 150, 200, 250, 500, 1000, 2000, then 5000 ms. */
export function reconnectAfterMs(tries: number): number {
  return SOCKET_RECONNECT_DELAYS_MS[tries - 1] ?? SOCKET_RECONNECT_DELAY_AFTER_LAST_MS;
}

/** `random` is in [0, 1), taken from a saga effect so tests choose it. */
export function channelReconnectDelayMs(attempt: number, random: number): number {
  return attempt <= CHANNEL_QUICK_RECONNECT_ATTEMPTS
    ? CHANNEL_QUICK_RECONNECT_DELAY_MS
    : CHANNEL_SLOW_RECONNECT_BASE_MS + Math.floor(random * CHANNEL_SLOW_RECONNECT_JITTER_MS);
}

/** `random` is in [0, 1), taken from a saga effect so tests choose it. */
export function requestRetryDelayMs(random: number): number {
  return REQUEST_RETRY_BASE_MS + Math.floor(random * REQUEST_RETRY_JITTER_MS);
}

/** The randomness behind the jittered delays; sagas `call` it so tests can provide the value. */
export function randomFraction(): number {
  return Math.random();
}
