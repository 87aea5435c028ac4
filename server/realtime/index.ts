// Phoenix Channels server for the unmodified phoenix.js client, over WebSocket and LongPoll.
export { createSocketServer, CloseCode, DEFAULT_LIMITS, DEFAULT_LONGPOLL, DEFAULT_WEBSOCKET } from './socketServer';
export type { SocketServer } from './socketServer';
export { createInProcessPubSub } from './pubsub';
export { createRedisPubSub } from './redisPubSub';
export type { RedisPubSubOptions } from './redisPubSub';
export type { CredentialWatch } from './socketRevocation';
export type { PubSub, PubSubHandler, PubSubMessage, Unsubscribe } from './pubsub';
export type { ConnectHook, ConnectionPolicy, ConnectParams, LongPollOptions, SocketServerOptions, WebSocketOptions } from './options';
export type {
  Channel,
  ChannelRoute,
  ConnectInfo,
  JoinResult,
  Limits,
  Payload,
  Reply,
  TerminateReason,
  TransportName,
} from './types';
