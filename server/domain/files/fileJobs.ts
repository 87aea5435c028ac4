// The background work of files: rendering a new file's thumbnails and extracting its text, and removing a
// deleted file's stored objects. Both are idempotent, as jobs may run more than once.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import { type SupportedContentType, SUPPORTED_CONTENT_TYPES } from '../../../contract';
import type { Database } from '../../db/schema';
import type { AccountPublisher } from '../requests/accountChange';
import type { JobHandlers } from '../../services/jobs/jobQueue';
import type { ObjectStorage } from '../../services/storage/objectStorage';
import { findFileForRendering, recordFileRendering, thumbnailsOf } from './fileQueries';
import { originalKey, thumbnailKey } from './storageKeys';

/** What rendering a file gives (server/services/fileRendering does the work, in another process). */
export interface FileRendering {
  /** PNG bytes by size (longest side, '72', '144', '600'), or null when the first page could not be rendered. */
  readonly thumbnails: Readonly<Record<string, Uint8Array>> | null;
  readonly text: string;
}

export type RenderFile = (localPath: string, contentType: SupportedContentType) => Promise<FileRendering>;

export interface FileJobOptions {
  readonly db: Kysely<Database>;
  readonly storage: ObjectStorage;
  readonly publisher: AccountPublisher;
  readonly render: RenderFile;
  /** Where a file's bytes are copied to be rendered (the renderer reads a local file). */
  readonly workDir: string;
}

function isSupportedContentType(value: string): value is SupportedContentType {
  return (SUPPORTED_CONTENT_TYPES as readonly string[]).includes(value);
}

export function createFileJobHandlers(options: FileJobOptions): Pick<JobHandlers, 'render_file' | 'remove_stored_objects'> {
  const { db, storage, publisher, render, workDir } = options;

  async function copyToWorkDir(key: string): Promise<string> {
    await mkdir(workDir, { recursive: true });
    const localPath = path.join(workDir, randomUUID());
    try {
      await pipeline(await storage.open(key), createWriteStream(localPath, { flags: 'wx' }));
    } catch (error) {
      await rm(localPath, { force: true });
      throw error;
    }
    return localPath;
  }

  return {
    async render_file({ file_id }) {
      const file = await findFileForRendering(db, file_id);
      // Deleted before its turn came: nothing to do.
      if (file === undefined || !isSupportedContentType(file.contentType)) return;
      const localPath = await copyToWorkDir(originalKey(file.storageKey));
      let rendering: FileRendering;
      try {
        rendering = await render(localPath, file.contentType);
      } finally {
        await rm(localPath, { force: true });
      }
      const sizes = Object.keys(rendering.thumbnails ?? {});
      for (const [size, png] of Object.entries(rendering.thumbnails ?? {})) {
        await storage.storeBytes(thumbnailKey(file.storageKey, size), png);
      }
      const stillThere = await recordFileRendering(db, file.accountId, file.id, { thumbnailSizes: sizes, text: rendering.text });
      if (!stillThere) {
        // Deleted while it was rendered: its removal job knew of no thumbnails, so these go now.
        for (const size of sizes) await storage.remove(thumbnailKey(file.storageKey, size));
        return;
      }
      if (sizes.length > 0) {
        await publisher.publishToAccount(file.accountId, 'thumbnail_first_page_ready', { id: file.id, thumbnails: thumbnailsOf(file.id, sizes) });
      }
    },

    async remove_stored_objects({ keys }) {
      for (const key of keys) await storage.remove(key);
    },
  };
}
