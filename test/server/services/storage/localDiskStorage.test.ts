import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalDiskStorage } from '../../../../server/services/storage/localDiskStorage';
import { describeObjectStorage, namesIn } from './storageBehaviour';

const root = mkdtempSync(path.join(os.tmpdir(), 'local-storage-'));

// Nothing temporary is left behind, whatever the test did.
describeObjectStorage('local disk', () => Promise.resolve(createLocalDiskStorage(root)), () => {
  expect(namesIn(path.join(root, '.incoming'))).toEqual([]);
});
