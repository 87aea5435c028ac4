// The real server as a process of its own, for the tests that need one (scale-out, faults, browser tests):
// the server compiled ahead of time (dist/server, as `npm start` runs it) started with plain `node`, so that a
// start costs no TypeScript compilation and a signal reaches the server itself, not a launcher in front of it.
// It runs with NODE_ENV=test and the test-only fast password hashing (see server/config.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { buildServerIfStale, COMPILED_SERVER_MAIN } from '../../scripts/serverBuild';

const ROOT = path.resolve(__dirname, '../..');
const READY_LINE = /is running: open (http:\/\/\S+?)\/?\s/;
const DEFAULT_START_TIMEOUT_MS = 60_000;
/** A SIGTERM that has not ended the process by then is followed by a SIGKILL. */
const STOP_GRACE_MS = 15_000;

/** What every spawned test server runs with, before the test's own settings. */
const TEST_SERVER_ENVIRONMENT: NodeJS.ProcessEnv = {
  NODE_ENV: 'test',
  TEST_ONLY_FAST_PASSWORD_HASHING: 'true',
  LOG_LEVEL: 'warn',
};

export interface ServerProcess {
  /** The address it printed once listening, without a trailing slash. */
  readonly url: string;
  /** Everything this process printed, for the message of a failing test. */
  output(): string;
  /** SIGTERM (the server closes its sockets and connections), then waits for the process to exit. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown code runs, whatever the process was doing. Resolves once it is gone. */
  kill(): Promise<void>;
}

export interface ServerProcessOptions {
  /** The test's settings (DATA_DIR, DATABASE_URL...), over TEST_SERVER_ENVIRONMENT and this process's own. */
  readonly environment: NodeJS.ProcessEnv;
  /** 0 (the default): a free port, read from what the server prints. */
  readonly port?: number;
  /** Named in errors, when a test runs several. */
  readonly name?: string;
  readonly startTimeoutMs?: number;
}

let buildChecked = false;

/**
 * Builds dist/server when it is missing or older than its sources, once per process. `npm test` builds it
 * before the suites that spawn servers, and those projects' globalSetup does too: this is for a lone file run.
 */
export function ensureCompiledServer(): void {
  if (buildChecked) return;
  buildServerIfStale(() => undefined);
  buildChecked = true;
}

export async function freePort(): Promise<number> {
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

function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
}

/** Starts the compiled server and resolves once it listens; rejects if it exits first or is too slow. */
export function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  ensureCompiledServer();
  const label = options.name === undefined ? 'the server' : `server ${options.name}`;
  const timeoutMs = options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS;
  const child = spawn(process.execPath, [COMPILED_SERVER_MAIN], {
    cwd: ROOT,
    env: { ...process.env, ...TEST_SERVER_ENVIRONMENT, ...options.environment, PORT: String(options.port ?? 0), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = exitOf(child);
  let printed = '';
  const collect = (chunk: Buffer): void => {
    printed += chunk.toString('utf8');
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  const signal = async (name: 'SIGTERM' | 'SIGKILL'): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(name);
    const killer = name === 'SIGTERM' ? setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS) : undefined;
    await exited;
    clearTimeout(killer);
  };

  return new Promise<ServerProcess>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.stdout.off('data', watch);
      outcome();
    };
    const timer = setTimeout(() => {
      finish(() => {
        child.kill('SIGKILL');
        reject(new Error(`${label} did not start within ${String(timeoutMs)} ms:\n${printed}`));
      });
    }, timeoutMs);
    const watch = (): void => {
      const url = READY_LINE.exec(printed)?.[1];
      if (url === undefined) return;
      finish(() => {
        resolve({ url, output: () => printed, stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL') });
      });
    };
    child.stdout.on('data', watch);
    child.once('exit', (code, signalName) => {
      finish(() => {
        reject(new Error(`${label} exited (${String(code ?? signalName)}) before it listened:\n${printed}`));
      });
    });
  });
}
