// `npm run backup -- <folder>`: a consistent copy of an embedded deployment (the SQLite database, the stored
// files, the generated secret key) into a new or empty folder, while the server runs. The settings are read
// as the server reads them (DATA_DIR...), so run it with the server's environment. With DATABASE_URL or
// S3_BUCKET set it refuses and names the tools to use instead (docs/operations.md, "Backup and restore").
import { backUpDeployment, embeddedDeployment } from '../server/backup';
import { loadConfig } from '../server/config';
import { folderArgument, formatBytes, formatSeconds, runCommand } from './backupReports';

const USAGE = 'Usage: npm run backup -- <folder>   (a new or empty folder, outside DATA_DIR)';

async function main(): Promise<void> {
  // What it writes is for the server's user alone, as DATA_DIR is.
  process.umask(0o077);
  const folder = folderArgument(USAGE);
  const config = loadConfig();
  const deployment = embeddedDeployment(config, 'backup');
  const startedAt = Date.now();
  const report = await backUpDeployment(deployment, folder, {
    onDatabaseCopied: (round) => {
      if (round > 1) console.log(`A stored file went while it was copied: database copied again (round ${String(round)}).`);
    },
  });
  console.log(
    `Backed up ${deployment.dataDir} into ${report.folder} in ${formatSeconds(Date.now() - startedAt)}: the database (${formatBytes(report.database.bytes)}), ` +
      `${String(report.objects)} stored files (${formatBytes(report.objectBytes)})` +
      (report.secretKey === 'copied' ? ' and the secret key.' : '.'),
  );
  console.log(
    `It holds every change committed before ${report.databaseCopy.began.toISOString()} and none committed after ${report.databaseCopy.ended.toISOString()}.`,
  );
  if (report.secretKey === 'in the environment') {
    console.log('SECRET_KEY is set: the server signs with the key in its environment, which is not in the backup. Keep it with the backup.');
  }
  if (report.missingInDeployment.length > 0) {
    console.warn(
      `${String(report.missingInDeployment.length)} stored files named by the database were already missing from ${deployment.storageDirectory}: ` +
        `${report.missingInDeployment.slice(0, 5).join(', ')}${report.missingInDeployment.length > 5 ? ', ...' : ''} (listed in the backup's manifest).`,
    );
  }
}

runCommand(main);
