// `npm run restore -- <folder>`: fills an empty DATA_DIR (from the environment, as the server reads it) with a
// backup made by `npm run backup`, checking every file against the backup's manifest. Start the server on it
// afterwards: it applies the migrations a newer version brings.
import { embeddedDeployment, restoreDeployment } from '../server/backup';
import { loadConfig } from '../server/config';
import { folderArgument, formatBytes, formatSeconds, runCommand } from './backupReports';

const USAGE = 'Usage: npm run restore -- <folder>   (a folder written by npm run backup; DATA_DIR must be empty or absent)';

async function main(): Promise<void> {
  process.umask(0o077);
  const folder = folderArgument(USAGE);
  const config = loadConfig();
  const deployment = embeddedDeployment(config, 'restore');
  const startedAt = Date.now();
  const report = await restoreDeployment(deployment, folder);
  console.log(
    `Restored ${report.dataDir} in ${formatSeconds(Date.now() - startedAt)}: the database as of ${report.databaseCopiedBefore.toISOString()} ` +
      `(${formatBytes(report.database.bytes)}), ${String(report.objects)} stored files (${formatBytes(report.objectBytes)})` +
      (report.secretKey ? ' and the secret key, each checked against the manifest.' : ', each checked against the manifest.'),
  );
  if (deployment.secretKeyInEnvironment) {
    console.log('SECRET_KEY is set: the server will sign with it rather than with a restored key file. It must be the key the backed-up server used.');
  } else if (!report.secretKey) {
    console.log('The backup holds no secret key: the server will make a new one, so open pages need a reload and mail still queued in the backup cannot be sent.');
  }
  if (report.missingInBackup.length > 0) {
    console.warn(`${String(report.missingInBackup.length)} stored files were already missing when the backup was made (see its manifest).`);
  }
}

runCommand(main);
