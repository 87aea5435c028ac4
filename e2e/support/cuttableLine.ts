// A TCP line between the browser and a server of the test's own, which the test can cut and restore, as a
// network that stalls and comes back. Bytes pass untouched and at once (unlike a routed WebSocket, which
// Playwright relays message by message through its driver, slower than a tab sends): what the server sees of the
// page's traffic is what it would see of a real one.
//
// Cut, the line resets every connection through it and holds the new ones unread; restored, it lets those
// through. A WebSocket opened meanwhile then opens late, where a refused one would make Phoenix fall back to
// LongPoll for the rest of the page's life.
import net from 'node:net';

export interface CuttableLine {
  /** The address the browser opens instead of the server's: the same server, through the line. */
  readonly url: string;
  /** Resets every connection through the line, and holds the new ones until it is restored. */
  cut(): void;
  /** The held connections go through, and new ones pass at once. */
  restore(): void;
  close(): Promise<void>;
}

export async function openCuttableLine(serverUrl: string): Promise<CuttableLine> {
  const target = new URL(serverUrl);
  const connections = new Set<net.Socket>();
  const held: net.Socket[] = [];
  let isCut = false;

  const connect = (client: net.Socket): void => {
    const upstream = net.connect(Number(target.port), target.hostname);
    const end = (): void => {
      connections.delete(client);
      connections.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      connections.add(socket);
      socket.on('error', end);
      socket.on('close', end);
    }
    // Piping resumes a held client: what it sent meanwhile waited in its buffer.
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const line = net.createServer((client) => {
    if (isCut) {
      client.pause();
      held.push(client);
    } else {
      connect(client);
    }
  });
  await new Promise<void>((resolve, reject) => {
    line.once('error', reject);
    line.listen(0, '127.0.0.1', resolve);
  });
  const address = line.address();
  if (address === null || typeof address === 'string') throw new Error('the line has no port');

  return {
    url: `http://127.0.0.1:${String(address.port)}`,
    cut: () => {
      isCut = true;
      for (const socket of connections) socket.resetAndDestroy();
      connections.clear();
    },
    restore: () => {
      isCut = false;
      for (const client of held.splice(0)) {
        if (!client.destroyed) connect(client);
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of [...connections, ...held]) socket.destroy();
        line.close(() => {
          resolve();
        });
      }),
  };
}
