// Where the live channel's socket lives, its topic and its event names: kept apart from the envelopes' schemas
// (channel.ts) so that the browser's boot code, which connects and joins, needs no zod.
export const SOCKET_PATH = '/user_socket';
/** The socket's connect param holding the login token. */
export const SOCKET_TOKEN_PARAM = 'user_token';

export function userTopic(userId: string): string {
  return `user:${userId}`;
}

/** Channel event names for a request (client to server) and its answer (server to client). */
export const REQUEST_EVENT = 'request';
export const RESPONSE_EVENT = 'response';
