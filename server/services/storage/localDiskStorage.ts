// The default storage: files under one folder (DATA_DIR/files). Bytes are written to a temporary file in the
// same folder tree, flushed to disk, then renamed into place, so a key holds either nothing or complete bytes,
// even after a crash. Names on disk are the server's keys only. Folders are 0700 and files 0600: the bytes are
// the account's own documents.
import { randomUUID } from 'node:crypto';
import { chmod, copyFile, mkdir, open, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '../../privateFiles';
import { assertValidKey, StoredObjectMissingError, type ObjectStorage } from './objectStorage';

/**
 * Temporary files live beside the stored ones (same file system, so the final rename is atomic). The server's
 * keys never start with it (they are random ids), and a backup leaves it out.
 */
export const LOCAL_TEMPORARY_FOLDER = '.incoming';

export function createLocalDiskStorage(root: string): ObjectStorage {
  const pathOf = (key: string): string => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };

  /** Flushes a file's bytes, then its folder's entry for the rename, so both survive a power loss. */
  async function flush(filePath: string): Promise<void> {
    const handle = await open(filePath, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  async function flushFolder(folder: string): Promise<void> {
    // Windows cannot open a folder for syncing; there the rename's own guarantees have to do.
    if (process.platform === 'win32') return;
    await flush(folder);
  }

  async function moveIntoPlace(temporaryPath: string, key: string): Promise<void> {
    const target = pathOf(key);
    await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
    await rename(temporaryPath, target);
    await flushFolder(path.dirname(target));
  }

  async function temporaryPath(): Promise<string> {
    const folder = path.join(root, LOCAL_TEMPORARY_FOLDER);
    await mkdir(folder, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
    return path.join(folder, randomUUID());
  }

  return {
    async storeFile(key, localPath) {
      const target = pathOf(key);
      // The caller's file keeps its mode through the rename: made owner-only first.
      await chmod(localPath, PRIVATE_FILE_MODE);
      await flush(localPath);
      await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
      try {
        // Uploads are spooled under DATA_DIR too, so this is a rename on the same file system.
        await rename(localPath, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        // Another file system: copy through a temporary file of ours, then rename that into place.
        const staging = await temporaryPath();
        try {
          await copyFile(localPath, staging);
          await chmod(staging, PRIVATE_FILE_MODE);
          await flush(staging);
          await moveIntoPlace(staging, key);
        } catch (copyError) {
          await rm(staging, { force: true });
          throw copyError;
        }
        await rm(localPath, { force: true });
        return;
      }
      await flushFolder(path.dirname(target));
    },

    async storeBytes(key, bytes) {
      pathOf(key);
      const staging = await temporaryPath();
      try {
        const handle = await open(staging, 'wx', PRIVATE_FILE_MODE);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await moveIntoPlace(staging, key);
      } catch (error) {
        await rm(staging, { force: true });
        throw error;
      }
    },

    async open(key) {
      const filePath = pathOf(key);
      const handle = await open(filePath, 'r').catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredObjectMissingError(key);
        throw error;
      });
      // The stream owns the handle from here and closes it when read to the end or destroyed.
      return handle.createReadStream();
    },

    async remove(key) {
      const filePath = pathOf(key);
      await rm(filePath, { force: true });
      // A file's folder goes with its last object; a folder still holding others stays.
      if (path.dirname(filePath) !== root) {
        await rmdir(path.dirname(filePath)).catch((error: unknown) => {
          const code = (error as NodeJS.ErrnoException).code;
          if (code !== 'ENOTEMPTY' && code !== 'EEXIST' && code !== 'ENOENT') throw error;
        });
      }
    },

    async close() {
      // Nothing held between calls.
    },
  };
}
