// DATA_DIR holds the database, the stored files, the mail outbox (with sign-in links) and the secret key: none
// of it is for other users of the machine. Folders are made 0700 and files 0600 where they are created; a
// folder or file found more open than that (made by an older version, or by hand) is closed down when the
// server opens it. main.ts also sets the process's umask to 077, for whatever a library creates by itself.
import fs from 'node:fs';

export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Group and other permission bits. */
const SHARED_BITS = 0o077;

/**
 * Makes the folder (and its missing parents) owner-only; closes an existing one that is open to others.
 * Answers false when it stays open (a folder of another owner's, which this process may use but not change).
 */
export function ensurePrivateDirectory(directory: string): boolean {
  fs.mkdirSync(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  return restrictToOwner(directory, PRIVATE_DIRECTORY_MODE);
}

/**
 * Closes an existing file or folder that others may read (leaving a missing one alone); answers false when it
 * stays open because this process may not change it. Windows has no such modes: nothing to do there.
 */
export function restrictToOwner(target: string, mode: number = PRIVATE_FILE_MODE): boolean {
  if (process.platform === 'win32') return true;
  let stats: fs.Stats;
  try {
    stats = fs.statSync(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
  if ((stats.mode & SHARED_BITS) === 0) return true;
  try {
    fs.chmodSync(target, mode);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EPERM') return false;
    throw error;
  }
}
