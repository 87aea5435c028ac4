// A reverse proxy without sticky sessions: each request goes to the next server in turn, counted separately
// for GETs and POSTs so that both kinds of LongPoll request reach every server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  readonly baseUrl: string;
  /** How many requests of each method each upstream served, by upstream base URL. */
  readonly served: Map<string, Map<string, number>>;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  const turns = new Map<string, number>();
  const served = new Map<string, Map<string, number>>(upstreams.map((upstream) => [upstream, new Map()]));

  const server = http.createServer((request, response) => {
    const method = request.method ?? 'GET';
    const turn = turns.get(method) ?? 0;
    turns.set(method, turn + 1);
    const upstream = upstreams[turn % upstreams.length] ?? '';
    const counts = served.get(upstream);
    counts?.set(method, (counts.get(method) ?? 0) + 1);
    const target = new URL(request.url ?? '/', upstream);
    const forwarded = http.request(target, { method, headers: { ...request.headers, host: target.host } }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    forwarded.on('error', () => {
      response.writeHead(502).end();
    });
    // A client that goes away takes its upstream request with it, as nginx does.
    response.on('close', () => {
      if (!response.writableFinished) forwarded.destroy();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${String(port)}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
