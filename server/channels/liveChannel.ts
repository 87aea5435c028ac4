// transport -> channel -> request router -> domain handler -> answer to the asking channel, pushes to the
// account's topic.
import type { FastifyInstance } from 'fastify';
import { SOCKET_EVENTS_PER_SECOND, SOCKET_PATH, userTopic } from '../../contract';
import type { DatabaseHandle } from '../db/database';
import { createInProcessPubSub, createSocketServer, type Limits, type PubSub, type SocketServer } from '../realtime';
import type { AccountPublisher } from '../domain/requests/accountChange';
import { createAnswerRelay } from '../requests/answerRelay';
import { createAnswerSeal, releaseClaimsOfEarlierStarts } from '../domain/requests/answerStore';
import { createLongRequestHandlers, createRequestHandlers, type RequestHandlerOptions } from '../requests/handlers';
import { createRequestRouter } from '../requests/requestRouter';
import { scheduleAnswerPurge } from '../jobs/answerPurge';
import { connectUserSocket, createUserChannelRoute, type UserSocketContext } from './userChannel';

export interface LiveChannelOptions {
  readonly database: DatabaseHandle;
  readonly secret: Buffer;
  /** What the handlers need of the app's settings (current terms, packs on sale, payment provider). */
  readonly handlerOptions: RequestHandlerOptions;
  /** Fan-out of pushes and of answers to repeated uuids; in-process by default, Redis across processes. */
  readonly pubsub?: PubSub;
  /**
   * Bounds per socket (frame size, channels, events per second); the socket server's defaults otherwise, but for
   * the events per second, which the browser paces its pushes under: the contract's SOCKET_EVENTS_PER_SECOND.
   */
  readonly limits?: Partial<Limits>;
  /** The requests' time (checkout expiry); tests move it. */
  readonly clock?: () => Date;
}

export type UserSocketServer = SocketServer<UserSocketContext>;

export function registerLiveChannel(app: FastifyInstance, options: LiveChannelOptions): UserSocketServer {
  const { database, secret } = options;
  // One pubsub for the socket server's topics and the answer relay, so both reach the same processes.
  const pubsub =
    options.pubsub ??
    createInProcessPubSub({
      onHandlerError: (error) => {
        app.log.error({ err: error }, 'live channel: pubsub delivery failed');
      },
    });
  const longHandlers = createLongRequestHandlers(options.handlerOptions);
  const router = createRequestRouter({
    db: database.db,
    handlers: createRequestHandlers(options.handlerOptions),
    longHandlers,
    logger: app.log,
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    publisher: accountPublisherOf(() => socketServer),
    relay: createAnswerRelay(pubsub),
    // The calendar feed's address, answered by a change, is kept sealed like the address itself.
    answerSeal: createAnswerSeal(secret),
  });
  const socketServer = createSocketServer<UserSocketContext>({
    path: SOCKET_PATH,
    secret,
    logger: app.log,
    connect: connectUserSocket,
    channels: [createUserChannelRoute(database.db, router)],
    pubsub,
    limits: { maxEventsPerSecond: SOCKET_EVENTS_PER_SECOND, ...options.limits },
  });
  socketServer.register(app);

  let stopPurge: (() => void) | undefined;
  app.addHook('onReady', async () => {
    // SQLite has one process per DATA_DIR: every claim still unanswered is a previous start's, stopped before it
    // committed, and its retry must not wait for it (PostgreSQL's processes take over claims no longer refreshed).
    if (database.dialect === 'sqlite') {
      const released = await releaseClaimsOfEarlierStarts(database.db, Object.keys(longHandlers));
      if (released > 0) app.log.warn({ released }, 'live channel: released requests left running by the previous start');
    }
    stopPurge = scheduleAnswerPurge(database.db, app.log);
  });
  // The socket server closes its sockets itself (preClose, code 1012: clients reconnect).
  app.addHook('onClose', (_instance, done) => {
    stopPurge?.();
    done();
  });
  return socketServer;
}

/** Pushes to every socket of the account, on every process (the socket server's pubsub fans out). */
export function accountPublisherOf(socketServer: UserSocketServer | (() => UserSocketServer)): AccountPublisher {
  const server = typeof socketServer === 'function' ? socketServer : () => socketServer;
  return {
    publishToAccount: (accountId, event, payload) => server().broadcast(userTopic(accountId), event, payload as object),
  };
}
