// Builds the Fastify app by composing its plugins and routes. Tests drive this with inject() and real sockets;
// main.ts only starts it.
import cookie from '@fastify/cookie';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { accountPublisherOf, registerLiveChannel } from './channels/liveChannel';
import type { Config, TrustProxy } from './config';
import type { DatabaseHandle } from './db/database';
import { recordAccountTextLimit } from './domain/accountQuotas/accountTextLimit';
import type { AccountLimits } from './domain/accounts/accountLimits';
import { createCalendarFeedSeal } from './domain/actions/calendarFeedSeal';
import { sealPlainFeedTokens } from './domain/actions/legacyFeedTokens';
import type { CaptchaDifficulty } from './services/captcha';
import { digestOfToken } from './domain/accounts/secretTokens';
import { verifySessionToken } from './domain/accounts/sessions';
import { argon2Passwords, type PasswordHashing, testOnlyFastPasswords } from './domain/accounts/passwords';
import { createFileJobHandlers, type RenderFile } from './domain/files/fileJobs';
import { loadPaymentOptions } from './domain/credits/paymentOptions';
import { loadCurrentTerms } from './domain/terms/termsCatalog';
import { registerAccountFlows } from './http/accounts/accountFlows';
import { registerAccountData } from './http/accounts';
import { registerCalendarFeedRoute } from './http/calendarFeed';
import { registerCaptchaRoutes } from './http/captcha';
import { registerClosingGrace } from './http/closingGrace';
import { originPolicy } from './http/allowedOrigins';
import { clientAddressResolver } from './http/clientAddress';
import { registerCsrfCheck } from './http/csrfCheck';
import { registerCsrfTokenRoute } from './http/csrfToken';
import { answerFrameworkError, registerErrorHandler } from './http/errorHandler';
import { registerCompanyLogoRoutes } from './http/companies';
import { registerFileRoutes } from './http/files';
import { registerHealthRoute } from './http/health';
import { defaultHttpTimeouts, fastifyTimeoutOptions, type HttpTimeouts } from './http/httpTimeouts';
import { registerJobSearchRoutes } from './http/jobSearch';
import { registerLogoutRoute } from './http/logout';
import { registerOutboxPage } from './http/outbox';
import { registerPaymentRoutes } from './http/payments';
import { registerWebManifestRoute } from './http/webManifest';
import { registerExtractPostingRoute } from './http/postings';
import { type RateLimitStore, registerRateLimiting } from './http/rateLimits';
import { AnswerLogController, appLoggerOptions } from './http/requestLogging';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerSettingsRoute } from './http/settings';
import { registerSpa } from './http/spa';
import type { Limits, PubSub } from './realtime';
import type { AccountPublisher } from './domain/requests/accountChange';
import type { BackgroundTasks } from './services/backgroundTasks';
import { createFileRenderer } from './services/fileRendering/fileRenderer';
import type { StripeGateway } from './services/payments/stripeGateway';
import type { AiProviderSource } from './domain/ai/useAiProduct';
import { AI_GENERATIONS_AT_ONCE } from './domain/ai/generationBounds';
import { createAiAvailability } from './services/ai/aiAvailability';
import { scheduleGenerationRecovery } from './jobs/aiGenerationRecovery';
import { registerSessionPurge } from './jobs/sessionPurge';
import { createInFlightWork } from './services/inFlightWork';
import { createJobQueue, type JobHandlers, type JobQueue } from './services/jobs/jobQueue';
import { createMailer, type Mailer, outboxDirectory, senderAddress } from './services/mail';
import { createPushSender, loadVapidKeys, type PushSender } from './services/push';
import { createReminderJobHandlers } from './domain/reminders/reminderJobs';
import { registerPushRoutes } from './http/push';
import { createObjectStorage, type ObjectStorage } from './services/storage';

// How often each process checks that the logins of its sockets still hold, to cut those that expired.
const DEFAULT_SOCKET_LOGIN_RECHECK_MS = 30_000;

export interface AppDependencies {
  readonly config: Config;
  readonly database: DatabaseHandle;
  readonly secret: Buffer;
  /** Defaults to a pino logger at the configured level; tests pass their own or `false`. */
  readonly logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** Fan-out of live events; in-process by default, Redis when several processes share the load. */
  readonly pubsub?: PubSub;
  /** Bounds per live socket (100 events/s...) as the socket server sets them; benchmarks of speed lift them. */
  readonly realtimeLimits?: Partial<Limits>;
  /** Deadlines of HTTP connections (server/http/httpTimeouts.ts has the defaults); tests shorten them. */
  readonly httpTimeouts?: Partial<HttpTimeouts>;
  /** Where mail goes; by default SMTP (SMTP_URL) or the outbox folder. One passed in is the caller's to close. */
  readonly mailer?: Mailer;
  /** The versions of the terms of service (server/terms by default); the newest is the current one. */
  readonly termsDirectory?: string;
  /** Abuse limits of the account routes; the defaults are in server/domain/accounts/accountLimits.ts. */
  readonly accountLimits?: Partial<AccountLimits>;
  /** The sign-in captcha's difficulty (server/services/captcha); tests lower it so that solving it is quick. */
  readonly signInCaptcha?: CaptchaDifficulty;
  /** Shares the rate-limit counts between processes; in memory, per process, by default. */
  readonly rateLimitStore?: RateLimitStore;
  /** Work done after the answer of the routes that must answer the same whatever happens; tests pass their own to wait for it. */
  readonly backgroundTasks?: BackgroundTasks;
  /** The current time for the account flows (token expiry); tests move it. */
  readonly clock?: () => Date;
  /** Where the files' bytes go; by default as the settings say (S3_BUCKET or DATA_DIR/files). Closed with the app. */
  readonly storage?: ObjectStorage;
  /** Renders thumbnails and extracts text; by default in a child process (server/services/fileRendering). */
  readonly renderFile?: RenderFile;
  /** How often idle background-job runners look for work (ms); tests shorten it. */
  readonly jobPollIntervalMs?: number;
  /** How often this process looks its sockets' logins up again (ms; 30 s by default); an expired one is cut within a second regardless. */
  readonly socketLoginRecheckMs?: number;
  /** Wait before a failed background job is first retried (s, doubled at each retry); tests shorten it. */
  readonly jobRetryDelaySeconds?: number;
  /** False for a process that only takes requests and leaves its background jobs to other processes. */
  readonly runBackgroundJobs?: boolean;
  /** Stripe, when its keys are set; by default the official client as the settings say. */
  readonly stripe?: StripeGateway;
  /** Who writes the AI products; by default as the settings say (AI_BASE_URL, ANTHROPIC_API_KEY or a local Ollama). */
  readonly aiProviders?: AiProviderSource;
  /** AI generations one account may run at once; 2 by default (server/domain/ai/generationBounds.ts). Benchmarks of many streams lift it. */
  readonly aiGenerationsAtOnce?: number;
  /** How passwords are hashed; argon2id at OWASP's cost by default. In-process tests pass a fast one. */
  readonly passwords?: PasswordHashing;
  /** Where reminders are pushed; by default Web Push with the VAPID keys of the settings. One passed in is the caller's to close. */
  readonly pushSender?: PushSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The queue of background jobs (thumbnails, removals, mail) and this process's workers; tests wait for it to be idle. */
    readonly backgroundJobs: JobQueue;
  }
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
  const logger = dependencies.logger ?? appLoggerOptions(config.logLevel);
  const clock = dependencies.clock ?? (() => new Date());
  const app = Fastify({
    ...(isLoggerInstance(logger) ? { loggerInstance: logger } : { logger }),
    bodyLimit: 1024 * 1024,
    // Request ids make one request's log lines easy to follow.
    requestIdHeader: false,
    // One line a request, at debug level unless it was refused, failed or slow.
    logController: new AnswerLogController(),
    frameworkErrors: answerFrameworkError,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...fastifyTimeoutOptions({ ...defaultHttpTimeouts(config.files.maxUploadBytes), ...dependencies.httpTimeouts }),
  });

  await app.register(cookie);
  registerSecurityHeaders(app, { https });
  await registerRateLimiting(app, dependencies.rateLimitStore);
  registerClosingGrace(app);
  registerCsrfCheck(app, secret, https);
  registerErrorHandler(app);
  await recordAccountTextLimit(database.db, config.accountTextBytes);
  // Feed addresses an older version stored readable are sealed before anything is served (legacyFeedTokens.ts).
  const calendarFeedSeal = createCalendarFeedSeal(secret);
  const sealedFeeds = await sealPlainFeedTokens(database.db, calendarFeedSeal);
  if (sealedFeeds > 0) app.log.info({ sealedFeeds }, 'sealed the calendar feed addresses an older version stored readable');
  const terms = await loadCurrentTerms(dependencies.termsDirectory);

  registerCsrfTokenRoute(app, { secret, https });
  registerHealthRoute(app, database);
  registerCaptchaRoutes(app, { secret, ...(dependencies.signInCaptcha === undefined ? {} : { signInDifficulty: dependencies.signInCaptcha }) });
  const paymentOptions = loadPaymentOptions(config.payments);
  const aiGenerations = createInFlightWork();
  const socketServer = registerLiveChannel(app, {
    database,
    secret,
    handlerOptions: {
      currentTermsVersion: terms.version,
      paymentOptions,
      paymentProvider: config.payments.provider,
      publicUrl: config.publicUrl,
      accountRows: config.accountRows,
      calendarFeedSeal,
      ai: {
        providers: dependencies.aiProviders ?? createAiAvailability(config.ai, app.log),
        timeoutMs: config.ai.timeoutMs,
        inFlight: aiGenerations,
        limits: { atOnce: dependencies.aiGenerationsAtOnce ?? AI_GENERATIONS_AT_ONCE, perHour: config.aiMaxPerHour },
      },
    },
    clock,
    ...(dependencies.pubsub === undefined ? {} : { pubsub: dependencies.pubsub }),
    ...(dependencies.realtimeLimits === undefined ? {} : { limits: dependencies.realtimeLimits }),
  });
  // Pages of other sites may not open it (403); its per-address caps count clients behind trusted proxies.
  socketServer.setConnectionPolicy({ checkOrigin: originPolicy(config), clientAddress: clientAddressResolver(config.trustProxy) });
  await socketServer.watchCredentials({
    keyOf: (socket) => digestOfToken(socket.token),
    // A socket without a token has joined nothing (its joins are refused): nothing to cut.
    validUntil: async (socket) => {
      if (socket.token === '') return Infinity;
      const session = await verifySessionToken(database.db, socket.token, clock());
      return session === undefined ? null : session.expiresAt.getTime();
    },
    recheckIntervalMs: dependencies.socketLoginRecheckMs ?? DEFAULT_SOCKET_LOGIN_RECHECK_MS,
    now: () => clock().getTime(),
  });
  registerLogoutRoute(app, {
    db: database.db,
    // The token's sockets in every process.
    onSessionRevoked: (token) => socketServer.revoke([digestOfToken(token)]),
  });
  registerSessionPurge(app, database.db, clock);
  const jobs = createJobQueue({
    database,
    logger: app.log,
    clock,
    ...(dependencies.jobPollIntervalMs === undefined ? {} : { pollIntervalMs: dependencies.jobPollIntervalMs }),
    ...(dependencies.jobRetryDelaySeconds === undefined ? {} : { retry: { retryDelaySeconds: dependencies.jobRetryDelaySeconds } }),
  });
  app.decorate('backgroundJobs', jobs);
  const passwords = dependencies.passwords ?? passwordHashingOf(config, app.log);
  // One mailer for the account mails and the reminders, closed after the job queue has stopped (hooks close in
  // the reverse order of their adding).
  const mailer = dependencies.mailer ?? createMailer(config, app.log);
  if (dependencies.mailer === undefined) {
    app.addHook('onClose', () => {
      mailer.close();
    });
  }
  const reminderJobHandlers = registerReminders(app, { dependencies, mailer, clock, jobs });
  const mailJobHandlers = registerAccountFlows(app, {
    jobs,
    passwords,
    config,
    database,
    secret,
    terms,
    socketServer,
    clock,
    mailer,
    ...(dependencies.accountLimits === undefined ? {} : { accountLimits: dependencies.accountLimits }),
    ...(dependencies.signInCaptcha === undefined ? {} : { signInCaptcha: dependencies.signInCaptcha }),
    ...(dependencies.backgroundTasks === undefined ? {} : { backgroundTasks: dependencies.backgroundTasks }),
  });
  registerAiRecovery(app, database, accountPublisherOf(socketServer), config.ai.timeoutMs, clock, () => aiGenerations.stop());
  registerJobSearchRoutes(app, { db: database.db, publisher: accountPublisherOf(socketServer), clock, accountRows: config.accountRows });
  registerCalendarFeedRoute(app, { db: database.db, publicUrl: config.publicUrl, clock });
  registerExtractPostingRoute(app, { db: database.db, allowPrivateAddresses: config.captureAllowPrivateAddresses });
  if (config.captureAllowPrivateAddresses) {
    app.log.warn('CAPTURE_ALLOW_PRIVATE_ADDRESSES=true: the posting capture fetches loopback and private addresses; never set it outside tests');
  }
  registerSettingsRoute(app, config);
  registerWebManifestRoute(app);
  registerOutboxPage(app, { outboxDir: config.smtpUrl === undefined ? outboxDirectory(config.dataDir) : undefined, publicUrl: config.publicUrl });
  await registerPaymentRoutes(app, config.payments, {
    db: database.db,
    publisher: accountPublisherOf(socketServer),
    clock,
    secret,
    secureCookie: https,
    publicUrl: config.publicUrl,
    ...(dependencies.stripe === undefined ? {} : { stripe: dependencies.stripe }),
  });
  // One storage for the files and the account's exports (registerFiles closes it with the app).
  const storage = dependencies.storage ?? (await createObjectStorage(config));
  const fileJobHandlers = await registerFiles(app, { ...dependencies, storage }, accountPublisherOf(socketServer), clock, jobs);
  registerCompanyLogoRoutes(app, { db: database.db, publisher: accountPublisherOf(socketServer), clock, storage });
  const exportJobHandlers = registerAccountData(app, {
    db: database.db,
    storage,
    jobs,
    passwords,
    clock,
    disconnectSessions: (tokenHashes) => socketServer.revoke(tokenHashes),
    publisher: accountPublisherOf(socketServer),
    dataDir: config.dataDir,
  });
  registerJobWorkers(
    app,
    jobs,
    { ...mailJobHandlers, ...fileJobHandlers, ...exportJobHandlers, ...reminderJobHandlers },
    dependencies.runBackgroundJobs ?? true,
  );
  await registerSpa(app, { staticDir: config.staticDir, secret, secureCookie: https });
  return app;
}

/** The hasher the settings ask for: the real one, unless a spawned test server asks for the fast one (said loudly). */
function passwordHashingOf(config: Config, log: FastifyBaseLogger): PasswordHashing {
  if (!config.testOnlyFastPasswordHashing) return argon2Passwords;
  log.warn('TEST_ONLY_FAST_PASSWORD_HASHING=true: passwords are hashed at a test-only cost that protects nothing; never set it outside tests');
  return testOnlyFastPasswords;
}

/**
 * AI generations end with the server: closing aborts those under way (each refunds its charge) and waits for
 * them while the database is open; and credits charged for generations a stopped process left behind are given
 * back when the server starts and every 30 s.
 */
function registerAiRecovery(
  app: FastifyInstance,
  database: DatabaseHandle,
  publisher: AccountPublisher,
  timeoutMs: number,
  clock: () => Date,
  stopGenerations: () => Promise<void>,
): void {
  let stopRecovery: (() => void) | undefined;
  app.addHook('onReady', (done) => {
    stopRecovery = scheduleGenerationRecovery({ db: database.db, publisher, logger: app.log, timeoutMs }, app.log, clock);
    done();
  });
  app.addHook('onClose', async () => {
    stopRecovery?.();
    await stopGenerations();
  });
}

/**
 * Runs the background jobs from when the app is ready, and stops them when it closes. Added after the routes'
 * hooks, so its closing hook runs before theirs: jobs under way end while the storage and mailer they use are open.
 */
function registerJobWorkers(app: FastifyInstance, jobs: JobQueue, handlers: JobHandlers, runJobs: boolean): void {
  app.addHook('onReady', async () => {
    await jobs.start(handlers, { runJobs });
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
}

/**
 * Reminders of dated actions: the push routes, and the jobs that send reminders by mail and Web Push. The VAPID
 * keys come from the settings or DATA_DIR; the subject from VAPID_SUBJECT, else PUBLIC_URL when it is https,
 * else the mails' sender address.
 */
function registerReminders(
  app: FastifyInstance,
  options: { readonly dependencies: AppDependencies; readonly mailer: Mailer; readonly clock: () => Date; readonly jobs: JobQueue },
): ReturnType<typeof createReminderJobHandlers> {
  const { dependencies, mailer, clock, jobs } = options;
  const { config, database } = dependencies;
  let push = dependencies.pushSender;
  if (push === undefined) {
    const keys = loadVapidKeys({ configured: config.push.vapidKeys, dataDir: config.dataDir });
    const subject = config.push.subject ?? (config.publicUrl.startsWith('https:') ? config.publicUrl : `mailto:${senderAddress(config.publicUrl)}`);
    const sender = createPushSender({ keys, subject, allowPrivateAddresses: config.push.allowPrivateAddresses });
    app.addHook('onClose', () => {
      sender.close();
    });
    push = sender;
  }
  if (config.push.allowPrivateAddresses) {
    app.log.warn('PUSH_ALLOW_PRIVATE_ADDRESSES=true: push endpoints on loopback and private addresses are kept and sent to; never set it outside tests');
  }
  registerPushRoutes(app, { db: database.db, publicKey: push.publicKey, checkEndpoint: (endpoint) => push.checkEndpoint(endpoint), clock });
  return createReminderJobHandlers({
    db: database.db,
    mailer,
    push,
    publicUrl: config.publicUrl,
    clock,
    logger: app.log,
    onJobsQueued: () => {
      jobs.wake();
    },
  });
}

/** The file routes and the storage they write to; answers the handlers of the background work they queue. */
async function registerFiles(
  app: FastifyInstance,
  dependencies: AppDependencies,
  publisher: AccountPublisher,
  clock: () => Date,
  jobs: JobQueue,
): Promise<Pick<JobHandlers, 'render_file' | 'remove_stored_objects'>> {
  const { config, database } = dependencies;
  const storage = dependencies.storage ?? (await createObjectStorage(config));
  app.addHook('onClose', async () => {
    await storage.close();
  });
  await registerFileRoutes(app, {
    db: database.db,
    publisher,
    clock,
    storage,
    limits: config.files,
    spoolDir: path.join(config.dataDir, 'uploads'),
    onJobsQueued: () => {
      jobs.wake();
    },
  });
  return createFileJobHandlers({
    db: database.db,
    storage,
    publisher,
    render: dependencies.renderFile ?? createFileRenderer(config.rendering, app.log),
    workDir: path.join(config.dataDir, 'rendering'),
  });
}

/** Request log lines without the secrets of their address (see http/requestLogging.ts); tests use it too. */
export { serializeRequestForLog } from './http/requestLogging';

function isLoggerInstance(logger: AppDependencies['logger']): logger is FastifyBaseLogger {
  return typeof logger === 'object' && typeof (logger as Partial<FastifyBaseLogger>).child === 'function';
}
