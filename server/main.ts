// Starts the server: reads the settings, applies pending migrations, listens, and stops cleanly on a signal.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { databaseTargetFor, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrator';
import { loadSecretKey } from './secretKey';

async function startServer(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(databaseTargetFor(config));
  const applied = await migrateToLatest(database.db);
  const secret = loadSecretKey(config);
  const app = await buildApp({ config, database, secret });
  if (applied.length > 0) app.log.info({ migrations: applied }, 'applied pending migrations');

  let stopping = false;
  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    await app.close();
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
  process.stdout.write(`\nJob search tracker is running: open http://${shownHost}:${port}/\n\n`);
}

startServer().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
