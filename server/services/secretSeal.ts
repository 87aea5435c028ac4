// Secrets the server must read back later but that no copy of the database may reveal (a mailed link's token
// waiting in the job queue, the calendar feed's address): encrypted and authenticated with AES-256-GCM under a
// key derived from the server's secret key. Each use names its purpose, which gives it a key of its own (HKDF),
// so a value sealed for one use never opens as another's.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretSeal {
  /**
   * The text encrypted and authenticated, as base64url (a fresh IV each time). `context`, when given, is bound
   * to it (GCM's additional data): opening needs the same context, so a sealed value moved to another row fails.
   */
  seal(text: string, context?: string): string;
  /** The text back; throws for text not sealed with this key and context, or altered since. */
  open(sealed: string, context?: string): string;
}

export function createSecretSeal(serverKey: Buffer, purpose: string): SecretSeal {
  if (serverKey.length === 0) throw new Error('a seal needs a non-empty secret key');
  const key = Buffer.from(hkdfSync('sha256', serverKey, Buffer.alloc(0), purpose, KEY_BYTES));
  return {
    seal(text, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      if (context !== undefined) cipher.setAAD(Buffer.from(context, 'utf8'));
      const encrypted = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
    },
    open(sealed, context) {
      const bytes = Buffer.from(sealed, 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('not a sealed token');
      const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      if (context !== undefined) decipher.setAAD(Buffer.from(context, 'utf8'));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
