// Where the bytes of uploaded files and their thumbnails live. The rest of the server sees only this
// interface: a folder on local disk by default (localDiskStorage.ts), an S3-compatible bucket when S3_BUCKET
// is set (s3Storage.ts). Keys are chosen by the server (random ids, never a name the user typed), and are
// relative paths of a few segments such as `<random id>/original`.
import type { Readable } from 'node:stream';

export interface ObjectStorage {
  /**
   * Stores the complete file at `localPath` under `key`, durably, then removes `localPath` (a local disk
   * renames it into place). On failure nothing is left under `key`; `localPath` is the caller's to remove.
   */
  storeFile(key: string, localPath: string): Promise<void>;
  /** Stores `bytes` under `key`, durably, replacing what was there. */
  storeBytes(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under `key`, as a stream. Rejects with StoredObjectMissingError when there are none. */
  open(key: string): Promise<Readable>;
  /** Removes what is under `key`; removing a missing key succeeds. */
  remove(key: string): Promise<void>;
  /** Releases connections or handles the adapter holds; the storage is not used afterwards. */
  close(): Promise<void>;
}

export class StoredObjectMissingError extends Error {
  constructor(readonly key: string) {
    super(`No stored object under ${key}`);
    this.name = 'StoredObjectMissingError';
  }
}

/** A key is one or more segments of letters, digits, '-', '_' and '.', never '.' or '..': no way out of a folder. */
const KEY_SEGMENT = /^(?!\.{1,2}$)[A-Za-z0-9._-]+$/;

export function isValidKey(key: string): boolean {
  const segments = key.split('/');
  return segments.length > 0 && segments.length <= 4 && segments.every((segment) => KEY_SEGMENT.test(segment));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
