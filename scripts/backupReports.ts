// What the backup and restore commands share: their one argument, how they end on an error, and how they
// write sizes and times for a person to read.
import { BackupRefusal } from '../server/backup';
import { ConfigError } from '../server/config';

/** The folder the command was given, its one argument; otherwise prints `usage` and exits with 2. */
export function folderArgument(usage: string): string {
  const [folder, ...extra] = process.argv.slice(2);
  if (folder === undefined || extra.length > 0) {
    console.error(usage);
    process.exit(2);
  }
  return folder;
}

/** Runs the command; a refusal or a wrong setting is printed as its message alone, anything else whole. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof BackupRefusal ? error.message : error);
    process.exit(1);
  });
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
}

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}
