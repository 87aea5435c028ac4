// The child's side of serverProtocol: announces readiness, answers the parent's commands, and exits on
// SIGTERM once its server is closed.
import type { ServerCommand, ServerMessage, ServerReady } from './serverProtocol';

export interface CommandHandlers {
  publish?(topic: string, sequence: number): Promise<number>;
  memory?(): Promise<ServerMessage>;
}

function send(message: ServerMessage): void {
  if (process.send === undefined) throw new Error('a benchmark server runs as a child process with an IPC channel');
  process.send(message);
}

/** Serves the commands until SIGTERM, then closes with `close` and exits. */
export function serveCommands(ready: ServerReady, handlers: CommandHandlers, close: () => Promise<void>): void {
  process.on('message', (command: ServerCommand) => {
    void answer(command, handlers).then(send, (error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  });
  process.once('SIGTERM', () => {
    void close().finally(() => process.exit(0));
  });
  // Never outlive the benchmark that started us, even if it was killed.
  process.once('disconnect', () => {
    void close().finally(() => process.exit(0));
  });
  send(ready);
}

async function answer(command: ServerCommand, handlers: CommandHandlers): Promise<ServerMessage> {
  switch (command.type) {
    case 'publish': {
      if (handlers.publish === undefined) throw new Error('this server does not publish');
      const publishedAtMs = await handlers.publish(command.topic, command.sequence);
      return { type: 'published', sequence: command.sequence, publishedAtMs };
    }
    case 'memory': {
      if (handlers.memory === undefined) throw new Error('this server does not report memory');
      return handlers.memory();
    }
  }
}

/** How many connections (upgraded WebSockets included) a Node server holds. */
export function connectionCount(server: import('node:net').Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.getConnections((error, count) => {
      if (error) reject(error);
      else resolve(count);
    });
  });
}
