import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSecretKey } from '../../server/secretKey';

describe('the secret key', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
  });
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('comes from SECRET_KEY when it is set', () => {
    expect(loadSecretKey({ secretKey: 'k'.repeat(40), dataDir }).toString()).toBe('k'.repeat(40));
    expect(fs.existsSync(path.join(dataDir, 'secret_key'))).toBe(false);
  });

  it('is generated once, kept private in DATA_DIR, and the same on the next start', () => {
    const first = loadSecretKey({ secretKey: undefined, dataDir });
    expect(first.length).toBe(32);
    expect(fs.statSync(path.join(dataDir, 'secret_key')).mode & 0o777).toBe(0o600);
    expect(loadSecretKey({ secretKey: undefined, dataDir }).equals(first)).toBe(true);
    expect(fs.readdirSync(dataDir)).toEqual(['secret_key']);
  });

  it('refuses a damaged key file instead of signing with a short key', () => {
    fs.writeFileSync(path.join(dataDir, 'secret_key'), '');
    expect(() => loadSecretKey({ secretKey: undefined, dataDir })).toThrow(/no usable key/);
  });
});
