// Starts the server: reads the settings, applies pending migrations, connects to Redis when REDIS_URL is set,
// listens, and stops cleanly on a signal.
import { type AppDependencies, buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { databaseTargetFor, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrator';
import { createRedisPubSub } from './realtime';
import { loadSecretKey } from './secretKey';
import { ensurePrivateDirectory } from './privateFiles';
import { OUTBOX_PAGE_PATH } from './http/outbox';

const DEFAULT_REDIS_KEY_PREFIX = 'job-search:';

interface RedisConnections {
  readonly dependencies: Pick<AppDependencies, 'pubsub' | 'rateLimitStore'>;
  /** Reports connection trouble to the app's log once there is one (ioredis reconnects by itself). */
  logErrorsTo(log: (error: Error) => void): void;
  close(): Promise<void>;
}

/**
 * Two connections: a Redis connection that subscribes can do nothing else, so pub/sub listens on one and
 * publishing and the rate-limit counters share the other.
 */
async function connectRedis(config: Config & { redisUrl: string }): Promise<RedisConnections> {
  // Loaded here, when REDIS_URL is set: requiring ioredis takes some 100 ms that every start without it would pay.
  const { Redis } = await import('ioredis');
  const prefix = config.redisKeyPrefix ?? DEFAULT_REDIS_KEY_PREFIX;
  const commands = new Redis(config.redisUrl, { connectionName: 'job-search' });
  const subscriber = new Redis(config.redisUrl, { connectionName: 'job-search-subscriber' });
  let log = (error: Error): void => {
    process.stderr.write(`Redis: ${error.message}\n`);
  };
  for (const client of [commands, subscriber]) {
    client.on('error', (error: Error) => {
      log(error);
    });
  }
  return {
    dependencies: {
      pubsub: createRedisPubSub({ publisher: commands, subscriber, channelPrefix: `${prefix}pubsub:` }),
      rateLimitStore: { redis: commands, namespace: `${prefix}rate-limit:` },
    },
    logErrorsTo(sink) {
      log = sink;
    },
    async close() {
      await Promise.all([commands.quit(), subscriber.quit()]);
    },
  };
}

async function startServer(): Promise<void> {
  // Whatever this process or a library creates is owner-only unless it says otherwise: DATA_DIR holds the
  // accounts' data, tokens and key (the modules that write there also set their modes themselves).
  process.umask(0o077);
  const config = loadConfig();
  if (!ensurePrivateDirectory(config.dataDir)) {
    process.stderr.write(`DATA_DIR (${config.dataDir}) is open to other users and belongs to another one: make it owner-only (chmod 700).\n`);
  }
  const database = openDatabase(databaseTargetFor(config), { backgroundCheckpoints: true });
  const applied = await migrateToLatest(database.db);
  const secret = loadSecretKey(config);
  const { redisUrl } = config;
  const redis = redisUrl === undefined ? undefined : await connectRedis({ ...config, redisUrl });
  const app = await buildApp({ config, database, secret, ...redis?.dependencies });
  redis?.logErrorsTo((error) => {
    app.log.warn({ err: error }, 'redis connection trouble');
  });
  if (applied.length > 0) app.log.info({ migrations: applied }, 'applied pending migrations');

  let stopping = false;
  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    await app.close();
    await redis?.close();
    await database.destroy();
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void stop(signal));
  process.once('SIGTERM', (signal) => void stop(signal));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  // Printed plainly, outside the JSON log, so a person sees what to open.
  const origin = `http://${shownHost}:${port}`;
  const outbox = config.smtpUrl === undefined ? `No SMTP_URL: the mail it sends is listed at ${origin}${OUTBOX_PAGE_PATH}\n` : '';
  process.stdout.write(`\nJob search tracker is running: open ${origin}/\n${outbox}\n`);
}

startServer().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
