// The real server as one process we can SIGKILL: `node --import tsx server/main.ts`, not the tsx command, whose
// own process would die alone and leave the server it started running. Each start reuses the port and DATA_DIR.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const READY_LINE = 'is running: open http://';
const START_TIMEOUT_MS = 60_000;

export interface KillableServer {
  readonly url: string;
  /** Starts a process and resolves once it listens (the previous one must be gone). */
  start(): Promise<void>;
  /** SIGKILL: no shutdown code runs, whatever the process was doing. Resolves once it is gone. */
  kill(): Promise<void>;
  /** SIGTERM, for the clean stop at the end. */
  stop(): Promise<void>;
  /** Everything the processes printed, for the message of a failing test. */
  output(): string;
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

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
}

export async function killableServer(environment: NodeJS.ProcessEnv): Promise<KillableServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  let printed = '';

  const start = (): Promise<void> => {
    if (child !== undefined) throw new Error('a server process is still running');
    const started = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', ...environment, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    let thisRun = '';
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        started.kill('SIGKILL');
        reject(new Error(`the server did not start within ${String(START_TIMEOUT_MS)} ms:\n${thisRun}`));
      }, START_TIMEOUT_MS);
      const collect = (chunk: Buffer): void => {
        const text = chunk.toString('utf8');
        thisRun += text;
        printed += text;
        if (thisRun.includes(READY_LINE)) {
          clearTimeout(timer);
          resolve();
        }
      };
      started.stdout.on('data', collect);
      started.stderr.on('data', collect);
      started.once('exit', (code, signal) => {
        clearTimeout(timer);
        if (child === started) child = undefined;
        if (!thisRun.includes(READY_LINE)) reject(new Error(`the server exited (${String(code ?? signal)}) before it listened:\n${thisRun}`));
      });
    });
  };

  const signal = async (name: 'SIGKILL' | 'SIGTERM'): Promise<void> => {
    const running = child;
    if (running === undefined) return;
    const gone = exited(running);
    running.kill(name);
    await gone;
    child = undefined;
  };

  return {
    url: `http://127.0.0.1:${String(port)}`,
    start,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
    output: () => printed,
  };
}
