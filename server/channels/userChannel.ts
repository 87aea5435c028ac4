// The account's live channel, `user:{user_id}`. The socket connects with the login token; the join checks it
// (so that a bad, expired or revoked token is refused with reason `unauthorized`, which makes the client sign
// out) and that the topic is the token's own account. Joined, the channel carries `request` events to the
// request router; each answer comes back to this channel alone, pushes through the account's topic.
import type { Kysely } from 'kysely';
import { JOIN_REFUSED_REASON, REQUEST_EVENT, RESPONSE_EVENT, SOCKET_TOKEN_PARAM, userTopic } from '../../contract';
import type { Database } from '../db/schema';
import { verifySessionToken } from '../domain/accounts/sessions';
import type { Channel, ChannelRoute, ConnectHook } from '../realtime';
import type { RequestRouter } from '../requests/requestRouter';

export interface UserSocketContext {
  /** The login token the socket connected with; checked at every join, since it may be revoked meanwhile. */
  readonly token: string;
}

const USER_TOPIC_PREFIX = userTopic('');

/**
 * Every socket is accepted, even without a token: refusing the connection would leave the client retrying
 * forever, while a refused join tells it to sign out.
 */
export const connectUserSocket: ConnectHook<UserSocketContext> = (params, info) =>
  Promise.resolve({ token: params[SOCKET_TOKEN_PARAM] ?? info.authToken ?? '' });

export function accountIdOfChannel(channel: Channel<UserSocketContext>): string {
  return channel.topic.slice(USER_TOPIC_PREFIX.length);
}

export function createUserChannelRoute(db: Kysely<Database>, router: RequestRouter): ChannelRoute<UserSocketContext> {
  return {
    pattern: `${USER_TOPIC_PREFIX}*`,
    async join(topic, _payload, ctx) {
      const session = await verifySessionToken(db, ctx.token);
      if (session === undefined || topic !== userTopic(session.accountId)) {
        return { ok: false, response: { reason: JOIN_REFUSED_REASON } };
      }
      return { ok: true };
    },
    handleIn(event, payload, channel) {
      if (event !== REQUEST_EVENT) return { status: 'error', response: { reason: 'unknown_event' } };
      // A channel that ended meanwhile drops the answer; its client asks again under the same uuid.
      const acknowledgement = router.accept(accountIdOfChannel(channel), payload, (answer) => {
        channel.push(RESPONSE_EVENT, answer);
      });
      return { status: acknowledgement.status, response: acknowledgement.response };
    },
  };
}
