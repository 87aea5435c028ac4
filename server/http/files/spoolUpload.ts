// Writes an arriving file part to a temporary file, counting bytes as they come: the size limit is enforced
// while streaming (busboy stops at the limit and marks the part truncated), never after the whole body is in.
// Whatever happens, the caller gets either a complete spooled file it must remove, or nothing left on disk.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type SpoolResult =
  | { readonly status: 'spooled'; readonly path: string; readonly size: number }
  | { readonly status: 'too_large' };

/** `file` is busboy's stream, whose `truncated` becomes true when it stopped at the size limit. */
export async function spoolUpload(file: Readable & { readonly truncated?: boolean }, spoolDir: string): Promise<SpoolResult> {
  await mkdir(spoolDir, { recursive: true });
  const spooledPath = path.join(spoolDir, randomUUID());
  let size = 0;
  file.on('data', (chunk: Buffer) => {
    size += chunk.length;
  });
  try {
    await pipeline(file, createWriteStream(spooledPath, { flags: 'wx' }));
  } catch (error) {
    // The client went away mid-upload, or the disk failed: nothing is kept.
    await rm(spooledPath, { force: true });
    throw error;
  }
  if (file.truncated === true) {
    await rm(spooledPath, { force: true });
    return { status: 'too_large' };
  }
  return { status: 'spooled', path: spooledPath, size };
}
