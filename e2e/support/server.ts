// Runs the real server as its own process (as `npm start` does, on a fresh DATA_DIR), for browser tests.
// The browser app must be built into dist/public first: `npm test` does that before this suite.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export interface RunningServer {
  readonly url: string;
  readonly dataDir: string;
  stop(): Promise<void>;
  /** Stops the process and starts a new one on the same port and data. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (typeof address === 'object' && address !== null) resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

function launch(port: number, dataDir: string, environment: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...environment, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes('is running: open http://')) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      reject(new Error(`the server exited with ${String(code)} before it was ready:\n${output}`));
    });
  });
}

function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => {
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startServer(given: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const port = await freePort();
  // With REDIS_URL set (as in CI), each server counts its rate limits apart from the servers before it, as
  // it would in memory; its restarts keep its own counts.
  const environment: NodeJS.ProcessEnv = { REDIS_KEY_PREFIX: `e2e-${path.basename(dataDir)}:`, ...given };
  let child: ChildProcess | undefined = await launch(port, dataDir, environment);
  const stop = async (): Promise<void> => {
    if (child !== undefined) await terminate(child);
    child = undefined;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    stop,
    restart: async () => {
      await stop();
      child = await launch(port, dataDir, environment);
    },
    close: async () => {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
