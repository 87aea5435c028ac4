// The bound on what one live socket may send, read by both sides: the server's socket server refuses frames
// past it, and the browser paces its pushes under it (src/features/connection/liveTimings.ts), so that the
// two always agree on the number.

/**
 * Frames one socket may send per second on average, and in a burst after a quiet spell. Every inbound frame
 * counts: channel events, joins, leaves and heartbeats. The server drops a frame over it unread, and closes
 * the socket (WebSocket code 1008) once more than as many again were dropped within one second.
 */
export const SOCKET_EVENTS_PER_SECOND = 100;
