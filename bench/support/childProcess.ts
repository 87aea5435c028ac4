// Runs a TypeScript entry of the benchmarks in its own Node process (through tsx's loader), with an IPC
// channel, so that a server and the load on it never share an event loop, a CPU or a heap.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { MemoryReply, PublishedReply, ServerCommand, ServerMessage, ServerReady } from './serverProtocol';

type ReplyTo<C extends ServerCommand> = C['type'] extends 'publish' ? PublishedReply : MemoryReply;
const REPLY_TYPES: Readonly<Record<ServerCommand['type'], ServerMessage['type']>> = { publish: 'published', memory: 'memory' };

const ROOT = path.resolve(__dirname, '../..');
/** A server that is not ready by then (seeding 100 accounts on a loaded machine included) is broken. */
const READY_TIMEOUT_MS = 180_000;
const REPLY_TIMEOUT_MS = 60_000;

/** Node with tsx's loader: the child runs TypeScript as `npm run bench` does, and speaks IPC directly. */
export function spawnTypeScript(
  entry: string,
  args: readonly string[],
  options: { exposeGc?: boolean; env?: NodeJS.ProcessEnv; stdout?: 'inherit' | 'pipe' } = {},
): ChildProcess {
  // BENCH_CPU_PROF_DIR=<folder>: each child writes a V8 CPU profile there when it exits (for Chrome DevTools).
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  const profile = profileDir === undefined || profileDir === '' ? [] : ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`];
  const nodeArgs = ['--import', 'tsx', ...profile, ...(options.exposeGc === true ? ['--expose-gc'] : []), path.resolve(ROOT, entry), ...args];
  return spawn(process.execPath, nodeArgs, {
    cwd: ROOT,
    stdio: ['ignore', options.stdout ?? 'inherit', 'inherit', 'ipc'],
    env: options.env ?? process.env,
  });
}

/** A benchmark's server in a child process: its ready message, and commands answered over IPC. */
export class ChildServer {
  private constructor(
    private readonly child: ChildProcess,
    readonly ready: ServerReady,
  ) {}

  /** Starts `entry` (a file under bench/support) and waits for its ready message. */
  static async start(entry: string, args: readonly string[], options: { exposeGc?: boolean } = {}): Promise<ChildServer> {
    const child = spawnTypeScript(entry, args, options);
    const ready = await nextMessage(child, (message): message is ServerReady => message.type === 'ready', READY_TIMEOUT_MS);
    return new ChildServer(child, ready);
  }

  /** Sends a command and answers the server's first reply to it. */
  async command<C extends ServerCommand>(command: C): Promise<ReplyTo<C>> {
    const replyType = REPLY_TYPES[command.type];
    const reply = nextMessage(this.child, (message): message is ReplyTo<C> => message.type === replyType, REPLY_TIMEOUT_MS);
    this.child.send(command);
    return reply;
  }

  /** Stops the server (SIGTERM) and waits for its exit. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => { resolve(); }));
    this.child.kill('SIGTERM');
    await exited;
  }
}

function nextMessage<T extends ServerMessage>(child: ChildProcess, accepts: (message: ServerMessage) => message is T, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cleanUp = (): void => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (message: ServerMessage): void => {
      if (!accepts(message)) return;
      cleanUp();
      resolve(message);
    };
    const onExit = (code: number | null): void => {
      cleanUp();
      reject(new Error(`the server process exited (${String(code)}) before it answered`));
    };
    const timer = setTimeout(() => {
      cleanUp();
      reject(new Error(`the server process did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}
