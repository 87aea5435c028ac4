// Where an embedded deployment keeps what a backup must hold: everything in DATA_DIR, which is the default (no
// DATABASE_URL, no S3_BUCKET). A deployment on PostgreSQL or S3 keeps its data in services that have backup
// tools of their own, and `npm run backup` says which instead of copying half of it.
import path from 'node:path';
import type { Config } from '../config';
import { databaseTargetFor } from '../db/database';
import { secretKeyFile } from '../secretKey';
import { vapidKeyFile } from '../services/push/vapidKeys';
import { localStorageDirectory } from '../services/storage';
import { BackupRefusal } from './backupRefusal';

export interface EmbeddedDeployment {
  readonly dataDir: string;
  /** The SQLite database. */
  readonly databaseFile: string;
  /** The local disk storage of files and thumbnails: one file per key below it. */
  readonly storageDirectory: string;
  /** The generated secret key, when SECRET_KEY is unset. */
  readonly secretKeyFile: string;
  /** SECRET_KEY is set: the key the server uses is in its environment, not in DATA_DIR. */
  readonly secretKeyInEnvironment: boolean;
  /** The Web Push key pair made in DATA_DIR when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are unset. */
  readonly vapidKeysFile: string;
}

export type DeploymentSettings = Pick<Config, 'dataDir' | 'databaseUrl' | 's3' | 'secretKey'>;

/** The embedded deployment the settings describe; refuses, naming the right tools, for any other. */
export function embeddedDeployment(settings: DeploymentSettings, what: 'backup' | 'restore'): EmbeddedDeployment {
  const elsewhere: string[] = [];
  if (settings.databaseUrl !== undefined) {
    elsewhere.push(
      'DATABASE_URL is set: the database is PostgreSQL. Back it up with pg_dump (pg_dump --format=custom) and restore it with pg_restore.',
    );
  }
  if (settings.s3 !== undefined) {
    elsewhere.push(
      `S3_BUCKET is set: the files are in the bucket ${settings.s3.bucket}. Keep them with the bucket's own versioning or replication, or copy them with \`aws s3 sync\`.`,
    );
  }
  if (elsewhere.length > 0) {
    throw new BackupRefusal(
      [
        `npm run ${what} handles an embedded deployment only (the SQLite database and the files in DATA_DIR).`,
        ...elsewhere,
        'docs/operations.md ("Backup and restore") tells how.',
      ].join('\n'),
    );
  }
  const target = databaseTargetFor(settings);
  if (target.kind !== 'sqlite') throw new Error('an embedded deployment runs on SQLite');
  return {
    dataDir: settings.dataDir,
    databaseFile: target.file,
    storageDirectory: localStorageDirectory(settings.dataDir),
    secretKeyFile: secretKeyFile(settings.dataDir),
    secretKeyInEnvironment: settings.secretKey !== undefined,
    vapidKeysFile: vapidKeyFile(settings.dataDir),
  };
}

/** Whether `inner` is `outer` or a path below it. */
export function isWithin(outer: string, inner: string): boolean {
  const relative = path.relative(path.resolve(outer), path.resolve(inner));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}
