// Builds the Fastify app. Tests drive this with inject() and real sockets; main.ts only starts it.
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { sql } from 'kysely';
import { SOCKET_PATH, userTopic } from '../contract';
import { connectUserSocket, createUserChannelRoute, type UserSocketContext } from './channels/userChannel';
import type { Config, TrustProxy } from './config';
import type { DatabaseHandle } from './db/database';
import { type AccountLimits, accountLimitsWith } from './domain/accounts/accountLimits';
import { createAccountMails } from './domain/accounts/accountMails';
import { argon2Passwords, dummyPasswordHash } from './domain/accounts/passwords';
import { digestOfToken } from './domain/accounts/secretTokens';
import { type CurrentTerms, loadCurrentTerms } from './domain/terms/termsCatalog';
import { registerAccountRoutes } from './http/accounts';
import { createCsrfToken, ensureCsrfSeed, hasValidCsrfHeader, requiresCsrfCheck } from './http/csrf';
import { registerCalendarFeedRoute } from './http/calendarFeed';
import { registerCaptchaRoutes } from './http/captcha';
import { HttpError } from './http/httpErrors';
import { registerLogoutRoute } from './http/logout';
import { type RateLimitStore, registerRateLimiting } from './http/rateLimits';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerJobSearchRoutes } from './http/jobSearchRoutes';
import { registerSpa } from './http/spa';
import { registerTermsRoute } from './http/terms';
import { createSocketServer, type PubSub, type SocketServer } from './realtime';
import { createRequestHandlers } from './requests/handlers';
import { type AccountPublisher, createRequestRouter } from './requests/requestRouter';
import { scheduleAnswerPurge } from './services/answerPurge';
import { type BackgroundTasks, createBackgroundTasks } from './services/backgroundTasks';
import { createMailer, type Mailer } from './services/mail';
import { scheduleMailedTokenPurge } from './services/mailedTokenPurge';

const CLOSE_GRACE_MS = 2000;

export interface AppDependencies {
  readonly config: Config;
  readonly database: DatabaseHandle;
  readonly secret: Buffer;
  /** Defaults to a pino logger at the configured level; tests pass their own or `false`. */
  readonly logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** Fan-out of live events; in-process by default, Redis when several processes share the load. */
  readonly pubsub?: PubSub;
  /** Where mail goes; by default SMTP (SMTP_URL) or the outbox folder. One passed in is the caller's to close. */
  readonly mailer?: Mailer;
  /** The versions of the terms of service (server/terms by default); the newest is the current one. */
  readonly termsDirectory?: string;
  /** Abuse limits of the account routes; the defaults are in server/domain/accounts/accountLimits.ts. */
  readonly accountLimits?: Partial<AccountLimits>;
  /** Shares the rate-limit counts between processes; in memory, per process, by default. */
  readonly rateLimitStore?: RateLimitStore;
  /** Work done after the answer (mail); tests pass their own to wait for it. */
  readonly backgroundTasks?: BackgroundTasks;
  /** The current time for the account flows (token expiry); tests move it. */
  readonly clock?: () => Date;
}

/** TRUST_PROXY as Fastify takes it: its types leave out the number of hops its proxy-addr understands. */
function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  if (typeof trust === 'boolean') return trust;
  return [...trust];
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
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });

  await app.register(cookie);
  await registerSecurityHeaders(app, { https });
  await registerRateLimiting(app, dependencies.rateLimitStore);
  const terms = await loadCurrentTerms(dependencies.termsDirectory);

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
    // A code answered from a hook (the rate limits); headers set before, such as retry-after, stay.
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ error: error.code });
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
  const socketServer = registerLiveChannel(app, dependencies, terms);
  registerLogoutRoute(app, {
    db: database.db,
    // This process's sockets; with several processes the revocation also reaches them at their next join.
    onSessionRevoked: (token) => socketServer.disconnectWhere((socket) => socket.token === token),
  });
  registerAccounts(app, dependencies, terms, socketServer);
  registerJobSearchRoutes(app, { db: database.db, publisher: accountPublisherOf(socketServer) });
  registerCalendarFeedRoute(app, { db: database.db, publicUrl: config.publicUrl });
  await registerSpa(app, { staticDir: config.staticDir, secret, secureCookie: https });
  return app;
}

// transport -> channel -> request router -> domain handler -> answer and pushes to the account's topic.
function registerLiveChannel(
  app: FastifyInstance,
  dependencies: AppDependencies,
  terms: CurrentTerms,
): SocketServer<UserSocketContext> {
  const { database, secret } = dependencies;
  const router = createRequestRouter({
    db: database.db,
    handlers: createRequestHandlers({ currentTermsVersion: terms.version }),
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

// Terms, sign-up, confirmation, sign-in and password reset, with their mail and abuse limits.
function registerAccounts(
  app: FastifyInstance,
  dependencies: AppDependencies,
  terms: CurrentTerms,
  socketServer: SocketServer<UserSocketContext>,
): void {
  const { config, database, secret } = dependencies;
  const mailer = dependencies.mailer ?? createMailer(config, app.log);
  const background = dependencies.backgroundTasks ?? createBackgroundTasks(app.log);
  registerTermsRoute(app, terms);
  registerAccountRoutes(app, {
    db: database.db,
    secret,
    mails: createAccountMails(mailer, config.publicUrl),
    passwords: argon2Passwords,
    currentTermsVersion: terms.version,
    limits: accountLimitsWith(dependencies.accountLimits),
    clock: dependencies.clock ?? (() => new Date()),
    background,
    // As for logout: this process's sockets; those of other processes are refused at their next join.
    disconnectSessions: (tokenHashes) => socketServer.disconnectWhere((socket) => tokenHashes.has(digestOfToken(socket.token))),
  });

  let stopPurge: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stopPurge = scheduleMailedTokenPurge(database.db, app.log);
    // Made now rather than at the first sign-in with an unknown email, which would otherwise take longer.
    await dummyPasswordHash();
  });
  app.addHook('onClose', async () => {
    stopPurge?.();
    // Mail still being sent goes out before the transport (and the caller's database) closes.
    await background.drain();
    if (dependencies.mailer === undefined) mailer.close();
  });
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
