// The server's VAPID key pair (RFC 8292), which signs every Web Push message so that a push service delivers to
// a browser only what this server sends. Taken from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (required
// when several server processes with their own DATA_DIR share the load: a browser subscribes with one public
// key); otherwise generated once and kept in DATA_DIR, readable by the server's user alone, like the secret key.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import { ensurePrivateDirectory, PRIVATE_FILE_MODE, restrictToOwner } from '../../privateFiles';

/** base64url, no padding: the public key an uncompressed P-256 point (65 bytes), the private one its scalar (32). */
export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

const KEY_FILE = 'vapid_keys.json';

/** Where the generated pair is kept. */
export function vapidKeyFile(dataDir: string): string {
  return path.join(dataDir, KEY_FILE);
}

/** Whether `keys` is a P-256 pair whose public key is the private key's: a mistyped setting stops the start. */
export function checkVapidKeys(keys: VapidKeys): boolean {
  const publicKey = Buffer.from(keys.publicKey, 'base64url');
  const privateKey = Buffer.from(keys.privateKey, 'base64url');
  if (publicKey.length !== 65 || privateKey.length !== 32) return false;
  try {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.setPrivateKey(privateKey);
    return ecdh.getPublicKey().equals(publicKey);
  } catch {
    return false;
  }
}

function readKeyFile(file: string): VapidKeys {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  const keys = { publicKey: String(parsed.publicKey), privateKey: String(parsed.privateKey) };
  if (!checkVapidKeys(keys)) throw new Error(`${file} holds no usable VAPID key pair: remove it to have a new one made`);
  return keys;
}

/** The configured pair, or the one kept in DATA_DIR, made on the first start. */
export function loadVapidKeys(settings: { readonly configured: VapidKeys | undefined; readonly dataDir: string }): VapidKeys {
  if (settings.configured !== undefined) return settings.configured;
  const file = vapidKeyFile(settings.dataDir);
  if (fs.existsSync(file)) {
    restrictToOwner(file);
    return readKeyFile(file);
  }
  ensurePrivateDirectory(settings.dataDir);
  // Written whole to a private file, then linked into place: a process starting at the same moment sees either
  // no file or a complete one, and the first link wins.
  const draft = path.join(settings.dataDir, `${KEY_FILE}.${String(process.pid)}.${crypto.randomBytes(4).toString('hex')}`);
  fs.writeFileSync(draft, JSON.stringify(webPush.generateVAPIDKeys()), { mode: PRIVATE_FILE_MODE });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return readKeyFile(file);
}
