// The real server as one process we can SIGKILL and start again on the same port and DATA_DIR: the shared
// spawner (test/support/serverProcess.ts) runs the compiled server with plain `node`, so the signal reaches
// the server itself and no launcher is left behind.
import { freePort, type ServerProcess, startServerProcess } from '../../support/serverProcess';

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

export async function killableServer(environment: NodeJS.ProcessEnv): Promise<KillableServer> {
  const port = await freePort();
  let running: ServerProcess | undefined;
  let earlierOutput = '';

  const end = async (how: 'kill' | 'stop'): Promise<void> => {
    const current = running;
    if (current === undefined) return;
    await current[how]();
    earlierOutput += current.output();
    running = undefined;
  };

  return {
    url: `http://127.0.0.1:${String(port)}`,
    start: async () => {
      if (running !== undefined) throw new Error('a server process is still running');
      running = await startServerProcess({ environment, port });
    },
    kill: () => end('kill'),
    stop: () => end('stop'),
    output: () => earlierOutput + (running?.output() ?? ''),
  };
}
