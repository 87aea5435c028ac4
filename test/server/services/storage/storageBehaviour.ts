// What every ObjectStorage does, run against each adapter by its own test.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { type ObjectStorage, StoredObjectMissingError } from '../../../../server/services/storage/objectStorage';

export function describeObjectStorage(name: string, makeStorage: () => Promise<ObjectStorage>, afterEachCheck?: () => void): void {
  describe(`${name} storage`, () => {
    let storage: ObjectStorage;
    let folder: string;

    beforeAll(async () => {
      storage = await makeStorage();
    });
    beforeEach(() => {
      folder = mkdtempSync(path.join(os.tmpdir(), 'storage-source-'));
    });
    afterEach(() => {
      rmSync(folder, { recursive: true, force: true });
      afterEachCheck?.();
    });
    afterAll(async () => {
      await storage.close();
    });

    function sourceFile(bytes: Buffer): string {
      const filePath = path.join(folder, 'upload');
      writeFileSync(filePath, bytes);
      return filePath;
    }

    it('keeps a stored file byte for byte and takes the source away', async () => {
      const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, index) => (index * 31) % 256));
      const source = sourceFile(bytes);
      await storage.storeFile('a1b2/original', source);
      expect(existsSync(source)).toBe(false);
      expect((await buffer(await storage.open('a1b2/original'))).equals(bytes)).toBe(true);
    });

    it('stores bytes, replacing what was under the key', async () => {
      await storage.storeBytes('c3d4/thumbnail-72.png', Buffer.from('first'));
      await storage.storeBytes('c3d4/thumbnail-72.png', Buffer.from('second'));
      expect((await buffer(await storage.open('c3d4/thumbnail-72.png'))).toString()).toBe('second');
    });

    it('answers a missing key with StoredObjectMissingError', async () => {
      await expect(storage.open('nothing/here')).rejects.toBeInstanceOf(StoredObjectMissingError);
    });

    it('removes, and removing again (or a key never stored) succeeds', async () => {
      await storage.storeBytes('e5f6/original', Buffer.from('bytes'));
      await storage.remove('e5f6/original');
      await storage.remove('e5f6/original');
      await storage.remove('never/stored');
      await expect(storage.open('e5f6/original')).rejects.toBeInstanceOf(StoredObjectMissingError);
    });

    it.each(['../escape', 'a/../../b', '', '/absolute', 'a//b', 'a/b/c/d/e', 'a/./b', 'space d/x'])('refuses the key %p', async (key) => {
      await expect(storage.storeBytes(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
      await expect(storage.open(key)).rejects.toThrow('Invalid storage key');
    });
  });
}

/** The names in a folder, for checks that nothing temporary is left. */
export function namesIn(folder: string): string[] {
  return existsSync(folder) ? readdirSync(folder) : [];
}
