// Files in an S3-compatible bucket (AWS S3, MinIO, Garage, Ceph...), for servers that share no disk. An object
// appears whole or not at all (a PUT is atomic), so no temporary names are needed here.
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { assertValidKey, StoredObjectMissingError, type ObjectStorage } from './objectStorage';

export interface S3StorageSettings {
  readonly bucket: string;
  readonly region: string;
  readonly endpoint?: string;
  readonly accessKeyId?: string;
  readonly secretAccessKey?: string;
  readonly forcePathStyle: boolean;
  /** Prepended to every key (a folder of a shared bucket). */
  readonly keyPrefix?: string;
}

export async function createS3Storage(settings: S3StorageSettings): Promise<ObjectStorage> {
  // Loaded here, when the settings choose S3: requiring the client takes some 100 ms that every start would pay.
  const { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } = await import('@aws-sdk/client-s3');
  const isMissing = (error: unknown): boolean =>
    error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint === undefined ? {} : { endpoint: settings.endpoint }),
    ...(settings.accessKeyId === undefined || settings.secretAccessKey === undefined
      ? {}
      : { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }),
    // Checksums only where the operation requires them: several S3-compatible servers reject the newer
    // default trailing checksums of the SDK.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string): string => {
    assertValidKey(key);
    return `${settings.keyPrefix ?? ''}${key}`;
  };

  return {
    async storeFile(key, localPath) {
      const { size } = await stat(localPath);
      await client.send(
        new PutObjectCommand({ Bucket: settings.bucket, Key: objectKey(key), Body: createReadStream(localPath), ContentLength: size }),
      );
      await rm(localPath, { force: true });
    },

    async storeBytes(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: objectKey(key), Body: bytes, ContentLength: bytes.length }));
    },

    async open(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
        if (!(answer.Body instanceof Readable)) throw new Error('the S3 client answered a body that is not a Node stream');
        return answer.Body;
      } catch (error) {
        if (isMissing(error)) throw new StoredObjectMissingError(key);
        throw error;
      }
    },

    async remove(key) {
      // S3 answers a deletion of a missing key with success, as this interface wants.
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },

    close() {
      client.destroy();
      return Promise.resolve();
    },
  };
}
