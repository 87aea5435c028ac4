// `npm run migrate` applies pending migrations; `npm run migrate -- --down` reverts the latest one.
import { ConfigError, loadConfig } from '../server/config';
import { databaseTargetFor, openDatabase } from '../server/db/database';
import { migrateDownOne, migrateToLatest } from '../server/db/migrator';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(databaseTargetFor(config));
  try {
    const down = process.argv.includes('--down');
    const names = down ? await migrateDownOne(database.db) : await migrateToLatest(database.db);
    const verb = down ? 'Reverted' : 'Applied';
    console.log(names.length === 0 ? 'Nothing to do: the database is up to date.' : `${verb}: ${names.join(', ')}`);
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
