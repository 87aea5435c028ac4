// Event channels over the Phoenix socket and channel: callbacks become values a saga can `take`. Closing an
// event channel undoes what subscribing did, so a cancelled saga leaves no socket or channel behind.
import type { Channel, ChannelState, Socket } from 'phoenix';
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { PUSH_EVENTS, RESPONSE_EVENT, type PushEvent } from '../../../contract';

export type SocketEvent = { readonly kind: 'opened' } | { readonly kind: 'closed' } | { readonly kind: 'errored' };

export type ChannelEvent =
  | { readonly kind: 'stateChanged'; readonly state: ChannelState }
  | { readonly kind: 'joinRefused'; readonly reason: string }
  | { readonly kind: 'closed' }
  | { readonly kind: 'push'; readonly event: PushEvent; readonly payload: unknown }
  | { readonly kind: 'response'; readonly payload: unknown };

/** Used when a join error carries no string reason. */
export const UNKNOWN_JOIN_ERROR = 'unknown';

function reasonOf(reply: unknown): string {
  if (typeof reply === 'object' && reply !== null && 'reason' in reply && typeof reply.reason === 'string') {
    return reply.reason;
  }
  return UNKNOWN_JOIN_ERROR;
}

/**
 * Connects the socket (unless it is connecting or connected already: the entry may have connected it ahead) and
 * reports its lifecycle, an opening that came before included; closing the event channel disconnects it.
 */
export function subscribeToSocket(socket: Socket): EventChannel<SocketEvent> {
  return eventChannel<SocketEvent>((emit) => {
    const refs = [
      socket.onOpen(() => {
        emit({ kind: 'opened' });
      }),
      socket.onClose(() => {
        emit({ kind: 'closed' });
      }),
      socket.onError(() => {
        emit({ kind: 'errored' });
      }),
    ];
    if (socket.isConnected()) emit({ kind: 'opened' });
    else socket.connect();
    return () => {
      socket.off(refs);
      socket.disconnect();
    };
  }, buffers.expanding<SocketEvent>(4));
}

/**
 * Joins the channel and reports its state, the join refusals, the server's pushes and answers; closing the
 * event channel leaves the Phoenix channel (which also stops Phoenix's own rejoin timer).
 */
export function subscribeToChannel(socket: Socket, channel: Channel): EventChannel<ChannelEvent> {
  return eventChannel<ChannelEvent>((emit) => {
    // Phoenix has no state-change callback: read its state after each callback that may have changed it.
    // Ours run after the channel's own handlers, which were registered when the channel was built.
    const reportState = () => {
      emit({ kind: 'stateChanged', state: channel.state });
    };
    for (const event of PUSH_EVENTS) {
      channel.on(event, (payload: unknown) => {
        emit({ kind: 'push', event, payload });
      });
    }
    channel.on(RESPONSE_EVENT, (payload: unknown) => {
      emit({ kind: 'response', payload });
    });
    channel.onError(reportState);
    channel.onClose(() => {
      emit({ kind: 'closed' });
    });
    // When the socket reopens Phoenix rejoins errored channels without any channel callback.
    const socketOpenRef = socket.onOpen(reportState);
    channel
      .join()
      .receive('ok', reportState)
      .receive('error', (reply: unknown) => {
        emit({ kind: 'joinRefused', reason: reasonOf(reply) });
        reportState();
      })
      .receive('timeout', reportState);
    reportState();
    return () => {
      socket.off([socketOpenRef]);
      if (channel.state !== 'closed' && channel.state !== 'leaving') {
        channel.leave();
      }
    };
  }, buffers.expanding<ChannelEvent>(16));
}
