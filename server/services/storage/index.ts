// The storage the settings ask for: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/files.
import path from 'node:path';
import type { Config } from '../../config';
import { createLocalDiskStorage } from './localDiskStorage';
import type { ObjectStorage } from './objectStorage';
import { createS3Storage } from './s3Storage';

export { assertValidKey, isValidKey, type ObjectStorage, StoredObjectMissingError } from './objectStorage';
export { LOCAL_TEMPORARY_FOLDER } from './localDiskStorage';

/** The folder of the local disk storage (no S3_BUCKET): each key is a path below it. */
export function localStorageDirectory(dataDir: string): string {
  return path.join(dataDir, 'files');
}

export async function createObjectStorage(config: Pick<Config, 'dataDir' | 's3'>): Promise<ObjectStorage> {
  const { s3 } = config;
  if (s3 === undefined) return createLocalDiskStorage(localStorageDirectory(config.dataDir));
  return createS3Storage({
    bucket: s3.bucket,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    ...(s3.endpoint === undefined ? {} : { endpoint: s3.endpoint }),
    ...(s3.accessKeyId === undefined ? {} : { accessKeyId: s3.accessKeyId }),
    ...(s3.secretAccessKey === undefined ? {} : { secretAccessKey: s3.secretAccessKey }),
  });
}
