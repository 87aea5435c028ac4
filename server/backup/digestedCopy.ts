// Copies one file into a backup or back into DATA_DIR: owner-only, flushed to disk before it counts as copied,
// and measured on the way (size and SHA-256), so that the backup's manifest can say what each file must hold
// and a restore can prove it got exactly that.
import { createHash } from 'node:crypto';
import { type FileHandle, mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '../privateFiles';

export interface FileDigest {
  readonly bytes: number;
  /** Hex. */
  readonly sha256: string;
}

const CHUNK_BYTES = 1024 * 1024;

/** Reads the whole file, handing each chunk (valid until the next) to `use`; answers its size and digest. */
async function readMeasured(input: FileHandle, use: (chunk: Buffer) => Promise<void>): Promise<FileDigest> {
  const hash = createHash('sha256');
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  let bytes = 0;
  for (;;) {
    const { bytesRead } = await input.read(buffer, 0, CHUNK_BYTES, null);
    if (bytesRead === 0) break;
    const chunk = buffer.subarray(0, bytesRead);
    hash.update(chunk);
    await use(chunk);
    bytes += bytesRead;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/**
 * Copies `source` to `target`, which must not exist (its folders are made owner-only as needed). Rejects with
 * the source's ENOENT when it is missing, leaving nothing at `target`; on any failure `target` is removed.
 */
export async function copyWithDigest(source: string, target: string): Promise<FileDigest> {
  const input = await open(source, 'r');
  try {
    await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
    const output = await open(target, 'wx', PRIVATE_FILE_MODE);
    let digest: FileDigest;
    try {
      digest = await readMeasured(input, async (chunk) => {
        await output.write(chunk);
      });
      await output.sync();
    } catch (error) {
      await output.close();
      await rm(target, { force: true });
      throw error;
    }
    await output.close();
    return digest;
  } finally {
    await input.close();
  }
}

/** The size and SHA-256 of a file as it is now. */
export async function digestOf(file: string): Promise<FileDigest> {
  const input = await open(file, 'r');
  try {
    return await readMeasured(input, () => Promise.resolve());
  } finally {
    await input.close();
  }
}

/** Flushes a folder's entries (the names of the files just written in it); Windows cannot open a folder. */
export async function flushFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes each folder holding one of `files`, then their parents up to `root`, so that every name is durable. */
export async function flushFoldersOf(root: string, files: Iterable<string>): Promise<void> {
  const folders = new Set<string>();
  for (const file of files) {
    for (let folder = path.dirname(file); folder.startsWith(root) && !folders.has(folder); folder = path.dirname(folder)) folders.add(folder);
  }
  folders.add(root);
  // Deepest first: a folder's own entry lies in its parent.
  for (const folder of [...folders].sort((a, b) => b.length - a.length)) await flushFolder(folder);
}
