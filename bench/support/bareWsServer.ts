// Child process: the baseline of the channel benchmarks, a bare `ws` server with none of the app. It echoes
// every frame back to its sender, holds idle sockets, and broadcasts a push to every socket when asked
// (serialized once, as the app serializes a push once for all its sockets).
//
//   node --import tsx --expose-gc bench/support/bareWsServer.ts
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { connectionCount, serveCommands } from './serverChild';
import { BENCH_PUSH_EVENT, benchPushPayload, monotonicMs, settledMemory } from './serverProtocol';

async function main(): Promise<void> {
  const server = http.createServer((_request, response) => {
    response.writeHead(404).end();
  });
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (socket) => {
    socket.on('message', (data, isBinary) => {
      socket.send(data, { binary: isBinary });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  serveCommands(
    { type: 'ready', baseUrl: `http://127.0.0.1:${String(port)}`, accounts: [], label: `bare \`ws\` server (node ${process.version})` },
    {
      publish: (topic, sequence) => {
        const publishedAtMs = monotonicMs();
        const frame = JSON.stringify([null, null, topic, BENCH_PUSH_EVENT, benchPushPayload(sequence)]);
        for (const socket of sockets.clients) socket.send(frame);
        return Promise.resolve(publishedAtMs);
      },
      memory: async () => settledMemory(await connectionCount(server)),
    },
    async () => {
      for (const socket of sockets.clients) socket.terminate();
      await new Promise<void>((resolve) => server.close(() => { resolve(); }));
    },
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
