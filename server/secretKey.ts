// The key that signs CSRF, captcha and LongPoll tokens. Taken from SECRET_KEY when set (required when several
// server processes share the load); otherwise generated once and kept in DATA_DIR so restarts keep tokens valid.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateDirectory, PRIVATE_FILE_MODE, restrictToOwner } from './privateFiles';

const KEY_FILE = 'secret_key';
const MIN_KEY_BYTES = 32;

/** Where the generated key is kept (the backup copies it from there). */
export function secretKeyFile(dataDir: string): string {
  return path.join(dataDir, KEY_FILE);
}

function readKeyFile(file: string): Buffer {
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  if (key.length < MIN_KEY_BYTES) {
    throw new Error(`${file} holds no usable key (${String(key.length)} bytes, at least ${String(MIN_KEY_BYTES)} needed): remove it to have a new one made`);
  }
  return key;
}

export function loadSecretKey(settings: { secretKey: string | undefined; dataDir: string }): Buffer {
  if (settings.secretKey !== undefined) return Buffer.from(settings.secretKey, 'utf8');
  const file = secretKeyFile(settings.dataDir);
  if (fs.existsSync(file)) {
    restrictToOwner(file);
    return readKeyFile(file);
  }

  ensurePrivateDirectory(settings.dataDir);
  // Written whole to a private file, then linked into place: a process starting at the same moment sees
  // either no key file or a complete one, and the first link wins.
  const draft = path.join(settings.dataDir, `${KEY_FILE}.${String(process.pid)}.${crypto.randomBytes(4).toString('hex')}`);
  fs.writeFileSync(draft, crypto.randomBytes(MIN_KEY_BYTES).toString('base64url'), { mode: PRIVATE_FILE_MODE });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return readKeyFile(file);
}
