// The S3 adapter against an S3-compatible server (s3rver) on loopback, started by the test: our real client
// code speaking the real protocol.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createS3Storage } from '../../../../server/services/storage/s3Storage';
import { describeObjectStorage } from './storageBehaviour';

const directory = mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'files', configs: [] }] });
let endpoint = '';

beforeAll(async () => {
  const address = await server.run();
  endpoint = `http://127.0.0.1:${String(address.port)}`;
});
afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

describeObjectStorage('S3', () =>
  createS3Storage({
    bucket: 'files',
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    keyPrefix: 'tests/',
  }),
);
