// The real server as its own process (the compiled server, as `npm start` runs it, on a fresh DATA_DIR), for
// browser tests. The browser app must be built into dist/public first: `npm test` and the e2e project's
// globalSetup do that.
//
// Most test files share one server, started once for the whole e2e run (e2e/support/sharedServer.ts): each
// describe block gets its own client address on it (X-Forwarded-For, which the shared server trusts from
// loopback), so per-IP limits count that block's accounts only, as they did on a server of its own, and each
// test makes its own accounts. Tests that restart the server, read its DATA_DIR or need settings of their own
// start their own with startServer().
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, type ServerProcess, startServerProcess } from '../../test/support/serverProcess';
import { SHARED_SERVER_DATA_DIR_VARIABLE, SHARED_SERVER_URL_VARIABLE } from './sharedServer';

export interface RunningServer {
  readonly url: string;
  readonly dataDir: string;
  /** Headers every client of this test sends: its own client address on the shared server, none on its own. */
  readonly clientHeaders: Readonly<Record<string, string>>;
  stop(): Promise<void>;
  /** Stops the process and starts a new one on the same port and data. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** A server of the test's own, whose output the test may read. */
export interface OwnServer extends RunningServer {
  /** Everything its processes printed so far, restarts included (LOG_LEVEL=warn: its warnings and errors). */
  output(): string;
}

/** A server of the test's own, with its settings. */
export async function startServer(given: NodeJS.ProcessEnv = {}): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const port = await freePort();
  // With REDIS_URL set (as in CI), each server counts its rate limits apart from the servers before it, as
  // it would in memory; its restarts keep its own counts.
  const environment: NodeJS.ProcessEnv = { REDIS_KEY_PREFIX: `e2e-${path.basename(dataDir)}:`, ...given, DATA_DIR: dataDir };
  let running: ServerProcess | undefined = await startServerProcess({ environment, port });
  /** What the processes stopped before the running one printed. */
  let printedBefore = '';
  const stop = async (): Promise<void> => {
    await running?.stop();
    printedBefore += running?.output() ?? '';
    running = undefined;
  };
  return {
    url: `http://127.0.0.1:${String(port)}`,
    dataDir,
    clientHeaders: {},
    output: () => printedBefore + (running?.output() ?? ''),
    stop,
    restart: async () => {
      await stop();
      running = await startServerProcess({ environment, port });
    },
    close: async () => {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A made-up address of the benchmarking range (198.18.0.0/15), random enough never to meet another block's. */
function freshClientAddress(): string {
  const [a = 0, b = 0, c = 0] = crypto.randomBytes(3);
  return `198.${String(18 + (a % 2))}.${String(b)}.${String(c)}`;
}

/** The run's shared server, seen from a client address of the caller's own; it outlives the test file. */
export function sharedServer(): RunningServer {
  const url = process.env[SHARED_SERVER_URL_VARIABLE];
  const dataDir = process.env[SHARED_SERVER_DATA_DIR_VARIABLE];
  if (url === undefined || dataDir === undefined) {
    throw new Error(`no shared e2e server (${SHARED_SERVER_URL_VARIABLE} unset): run the e2e project, whose globalSetup starts it`);
  }
  const notOurs = (): Promise<void> => Promise.reject(new Error('the shared server is not a test file’s to stop or restart: use startServer()'));
  return {
    url,
    dataDir,
    clientHeaders: { 'x-forwarded-for': freshClientAddress() },
    stop: notOurs,
    restart: notOurs,
    // Closed by the globalTeardown, after the last file.
    close: () => Promise.resolve(),
  };
}
