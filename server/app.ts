// Builds the Fastify app. Tests drive this with inject() and real sockets; main.ts only starts it.
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { sql } from 'kysely';
import { SOCKET_PATH, userTopic } from '../contract';
import { connectUserSocket, createUserChannelRoute, type UserSocketContext } from './channels/userChannel';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { createCsrfToken, ensureCsrfSeed, hasValidCsrfHeader, requiresCsrfCheck } from './http/csrf';
import { registerCalendarFeedRoute } from './http/calendarFeed';
import { registerCaptchaRoutes } from './http/captcha';
import { registerLogoutRoute } from './http/logout';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerJobSearchRoutes } from './http/jobSearchRoutes';
import { registerSpa } from './http/spa';
import { createSocketServer, type PubSub, type SocketServer } from './realtime';
import { requestHandlers } from './requests/handlers';
import { type AccountPublisher, createRequestRouter } from './requests/requestRouter';
import { scheduleAnswerPurge } from './services/answerPurge';

const CLOSE_GRACE_MS = 2000;

export interface AppDependencies {
  readonly config: Config;
  readonly database: DatabaseHandle;
  readonly secret: Buffer;
  /** Defaults to a pino logger at the configured level; tests pass their own or `false`. */
  readonly logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** Fan-out of live events; in-process by default, Redis when several processes share the load. */
  readonly pubsub?: PubSub;
}

export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { config, database, secret } = dependencies;
  const https = config.publicUrl.startsWith('https:');
  const logger = dependencies.logger ?? { level: config.logLevel, serializers: { req: serializeRequestForLog } };
  const app = Fastify({
    ...(isLoggerInstance(logger) ? { loggerInstance: logger } : { logger }),
    bodyLimit: 1024 * 1024,
    // Request ids make one request's log lines easy to follow.
    requestIdHeader: false,
  });

  await app.register(cookie);
  await registerSecurityHeaders(app, { https });

  // Closing waits for open connections; one a client opened but never used would hold it forever. In-flight
  // requests get a short grace period, then whatever is left is cut.
  app.addHook('preClose', (done) => {
    setTimeout(() => {
      app.server.closeAllConnections();
    }, CLOSE_GRACE_MS).unref();
    done();
  });

  app.addHook('onRequest', async (request, reply) => {
    if (requiresCsrfCheck(request) && !hasValidCsrfHeader(request, secret)) {
      return reply.code(403).send({ error: 'invalid_csrf_token' });
    }
    return undefined;
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    const statusCode = statusOf(error);
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'internal' });
    }
    return reply.code(statusCode).send({ error: statusCode === 413 ? 'payload_too_large' : 'invalid_params' });
  });

  // A fresh token for pages not served by this server (the webpack dev server asks here).
  app.get('/api/csrf_token', async (request, reply) => {
    const seed = ensureCsrfSeed(request, reply, https);
    return reply.header('cache-control', 'no-store').send({ token: createCsrfToken(secret, seed) });
  });

  app.get('/api/health', async (_request, reply) => {
    await sql`select 1`.execute(database.db);
    return reply.header('cache-control', 'no-store').send({ status: 'ok', database: database.dialect });
  });

  registerCaptchaRoutes(app, { secret });
  const socketServer = registerLiveChannel(app, dependencies);
  registerLogoutRoute(app, {
    db: database.db,
    // This process's sockets; with several processes the revocation also reaches them at their next join.
    onSessionRevoked: (token) => socketServer.disconnectWhere((socket) => socket.token === token),
  });
  registerJobSearchRoutes(app, { db: database.db, publisher: accountPublisherOf(socketServer) });
  registerCalendarFeedRoute(app, { db: database.db, publicUrl: config.publicUrl });
  await registerSpa(app, { staticDir: config.staticDir, secret, secureCookie: https });
  return app;
}

// transport -> channel -> request router -> domain handler -> answer and pushes to the account's topic.
function registerLiveChannel(app: FastifyInstance, dependencies: AppDependencies): SocketServer<UserSocketContext> {
  const { database, secret } = dependencies;
  const router = createRequestRouter({
    db: database.db,
    handlers: requestHandlers,
    logger: app.log,
    publisher: accountPublisherOf(() => socketServer),
  });
  const socketServer = createSocketServer<UserSocketContext>({
    path: SOCKET_PATH,
    secret,
    logger: app.log,
    connect: connectUserSocket,
    channels: [createUserChannelRoute(database.db, router)],
    ...(dependencies.pubsub === undefined ? {} : { pubsub: dependencies.pubsub }),
  });
  socketServer.register(app);

  let stopPurge: (() => void) | undefined;
  app.addHook('onReady', (done) => {
    stopPurge = scheduleAnswerPurge(database.db, app.log);
    done();
  });
  // The socket server closes its sockets itself (preClose, code 1012: clients reconnect).
  app.addHook('onClose', (_instance, done) => {
    stopPurge?.();
    done();
  });
  return socketServer;
}

/** Pushes to every socket of the account, on every process (the socket server's pubsub fans out). */
function accountPublisherOf(
  socketServer: SocketServer<UserSocketContext> | (() => SocketServer<UserSocketContext>),
): AccountPublisher {
  const server = typeof socketServer === 'function' ? socketServer : () => socketServer;
  return {
    publishToAccount: (accountId, event, payload) => server().broadcast(userTopic(accountId), event, payload as object),
  };
}

/**
 * Request log lines without the query string: LongPoll URLs carry the login token (`user_token`) and the
 * session token (`token`), which must never reach a log.
 */
export function serializeRequestForLog(request: { method: string; url: string; ip: string }): {
  method: string;
  url: string;
  remoteAddress: string;
} {
  return { method: request.method, url: request.url.split('?')[0] ?? '', remoteAddress: request.ip };
}

function isLoggerInstance(logger: AppDependencies['logger']): logger is FastifyBaseLogger {
  return typeof logger === 'object' && typeof (logger as Partial<FastifyBaseLogger>).child === 'function';
}

function statusOf(error: unknown): number {
  const code = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof code === 'number' && code >= 400 && code < 600 ? code : 500;
}
