// A real server process for the scale-out tests: the shared spawner (test/support/serverProcess.ts, the compiled
// server with plain node) on a free port, named A or B in its errors.
import { startServerProcess as startCompiledServer } from '../../support/serverProcess';

export interface ServerProcess {
  readonly name: string;
  readonly baseUrl: string;
  /** Everything the process printed, for the message of a failing test. */
  output(): string;
  /** SIGTERM, then waits for the process to exit (it closes its sockets and connections first). */
  stop(): Promise<void>;
}

/** Starts the server with the given settings and resolves once it listens (on a free port). */
export async function startServerProcess(name: string, environment: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<ServerProcess> {
  const started = await startCompiledServer({ environment, name, startTimeoutMs: timeoutMs });
  return { name, baseUrl: started.url, output: () => started.output(), stop: () => started.stop() };
}
