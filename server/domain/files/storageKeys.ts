// Where a file's bytes and thumbnails are in the object storage. Each file gets a random folder of its own
// (`files.storage_key`), so no key is ever derived from a name the user typed.
import { randomUUID } from 'node:crypto';

export function newStorageKey(): string {
  return randomUUID();
}

export function originalKey(storageKey: string): string {
  return `${storageKey}/original`;
}

export function thumbnailKey(storageKey: string, size: string): string {
  return `${storageKey}/thumbnail-${size}.png`;
}

/** Every object a file may have: its bytes and a thumbnail at each size it was rendered at. */
export function objectKeysOf(storageKey: string, thumbnailSizes: readonly string[]): string[] {
  return [originalKey(storageKey), ...thumbnailSizes.map((size) => thumbnailKey(storageKey, size))];
}
