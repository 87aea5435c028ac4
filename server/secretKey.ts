// The key that signs CSRF and LongPoll tokens. Taken from SECRET_KEY when set (required when several server
// processes share the load); otherwise generated once and kept in DATA_DIR so restarts keep tokens valid.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const KEY_FILE = 'secret_key';

export function loadSecretKey(settings: { secretKey: string | undefined; dataDir: string }): Buffer {
  if (settings.secretKey !== undefined) return Buffer.from(settings.secretKey, 'utf8');
  const file = path.join(settings.dataDir, KEY_FILE);
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(settings.dataDir, { recursive: true });
  const key = crypto.randomBytes(32);
  // 'wx' fails if another process wrote the file first; then that process's key wins.
  try {
    fs.writeFileSync(file, key.toString('base64url'), { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  }
}
