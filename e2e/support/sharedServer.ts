// The one server most browser test files share (see e2e/support/server.ts): started by the e2e project's
// globalSetup before the first file and stopped by its globalTeardown after the last, its address and DATA_DIR
// handed to the test files through the environment.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../../test/support/serverProcess';

export const SHARED_SERVER_URL_VARIABLE = 'E2E_SHARED_SERVER_URL';
export const SHARED_SERVER_DATA_DIR_VARIABLE = 'E2E_SHARED_SERVER_DATA_DIR';

export interface SharedServer {
  close(): Promise<void>;
}

export async function startSharedServer(): Promise<SharedServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-shared-'));
  const server = await startServerProcess({
    environment: {
      DATA_DIR: dataDir,
      // With REDIS_URL set (as in CI), this run's rate-limit counts are its own.
      REDIS_KEY_PREFIX: `e2e-${path.basename(dataDir)}:`,
      // Each describe block sends its own X-Forwarded-For: trusted from loopback only, as from a local proxy.
      TRUST_PROXY: '127.0.0.1',
    },
  });
  process.env[SHARED_SERVER_URL_VARIABLE] = server.url;
  process.env[SHARED_SERVER_DATA_DIR_VARIABLE] = dataDir;
  return {
    close: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Where globalSetup leaves the server for globalTeardown (Jest runs both in its main process, on one global). */
const holder = globalThis as typeof globalThis & { e2eSharedServer?: SharedServer };

export function keepSharedServer(server: SharedServer): void {
  holder.e2eSharedServer = server;
}

export async function closeKeptSharedServer(): Promise<void> {
  await holder.e2eSharedServer?.close();
  holder.e2eSharedServer = undefined;
}
