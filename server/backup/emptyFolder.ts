// The folder a backup is written to, and the DATA_DIR a restore fills, must be new or empty: nothing of
// another backup or deployment may mix with what is written. Either is owner-only, as DATA_DIR is.
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_DIRECTORY_MODE, restrictToOwner } from '../privateFiles';
import { BackupRefusal } from './backupRefusal';

/**
 * Makes `folder` ready to fill: created owner-only when missing, else it must be an empty folder (closed to
 * others if it was open). Answers how to take back what was written into it: remove it if it was made here,
 * else empty it again. `refusal` says, for a folder that is not empty, why that is refused and what to do.
 */
export async function claimEmptyFolder(folder: string, refusal: string): Promise<() => Promise<void>> {
  const existing = await stat(folder).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  });
  if (existing === undefined) {
    await mkdir(folder, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
    return () => rm(folder, { recursive: true, force: true });
  }
  if (!existing.isDirectory()) throw new BackupRefusal(`${folder} is not a folder. ${refusal}`);
  if ((await readdir(folder)).length > 0) throw new BackupRefusal(`${folder} is not empty. ${refusal}`);
  if (!restrictToOwner(folder, PRIVATE_DIRECTORY_MODE)) {
    throw new BackupRefusal(`${folder} is open to other users and belongs to another one: make it owner-only (chmod 700) first.`);
  }
  return async () => {
    for (const name of await readdir(folder)) await rm(path.join(folder, name), { recursive: true, force: true });
  };
}
