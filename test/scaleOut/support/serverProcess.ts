// A real server process, started as `npm run serve` starts it (tsx server/main.ts), for the scale-out tests.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const READY_LINE = /is running: open (http:\/\/\S+?)\/?\s/;

export interface ServerProcess {
  readonly name: string;
  readonly baseUrl: string;
  /** Everything the process printed, for the message of a failing test. */
  output(): string;
  /** SIGTERM, then waits for the process to exit (it closes its sockets and connections first). */
  stop(): Promise<void>;
}

/** Starts `server/main.ts` with the given settings and resolves once it listens (PORT=0: a free port). */
export function startServerProcess(name: string, environment: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(TSX, [path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...environment, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const collect = (chunk: Buffer): void => {
    printed += chunk.toString('utf8');
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });

  let started = false;
  return new Promise<ServerProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      fail(`did not start within ${String(timeoutMs)} ms`);
    }, timeoutMs);
    const fail = (reason: string): void => {
      clearTimeout(timer);
      child.stdout.off('data', watch);
      child.kill('SIGKILL');
      reject(new Error(`server ${name} ${reason}:\n${printed}`));
    };
    const watch = (): void => {
      const match = READY_LINE.exec(printed);
      if (match?.[1] === undefined) return;
      started = true;
      clearTimeout(timer);
      child.stdout.off('data', watch);
      resolve(handleOf(name, match[1], child, exited, () => printed));
    };
    child.stdout.on('data', watch);
    child.once('exit', (code) => {
      if (!started) fail(`exited with code ${String(code)} before listening`);
    });
  });
}

function handleOf(name: string, baseUrl: string, child: ChildProcess, exited: Promise<void>, output: () => string): ServerProcess {
  return {
    name,
    baseUrl,
    output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
