// The sockets of the channel benchmarks: joined clients of the app (spread over one or more server
// processes) and the plain sockets of a bare `ws` server, each able to take part in a closed loop.
import { REQUEST_EVENT, type RequestEnvelope, userTopic } from '../../contract';
import type { LoopClient } from './closedLoop';
import { itemAt } from './report';
import type { BenchAccount } from './serverProtocol';
import { openMany, socketUrl, WireClient } from './wireClient';

export const MEASURED_REQUEST = 'job_application.get';
/** Handshakes in flight at once while the sockets open. */
const OPEN_CONCURRENCY = 50;

/** Client `index` belongs to account `index % accounts` and connects to server `index % baseUrls`. */
export async function openAppClients(baseUrls: readonly string[], accounts: readonly BenchAccount[], count: number): Promise<LoopClient[]> {
  return openMany(count, OPEN_CONCURRENCY, async (index) => {
    const account = itemAt(accounts, index % accounts.length);
    const client = await WireClient.connect(socketUrl(itemAt(baseUrls, index % baseUrls.length), account.token));
    const topic = userTopic(account.accountId);
    const joinRef = await client.join(topic);
    let next = 0;
    return {
      client,
      frameFor: (uuid, ref) => {
        // Each client walks through its own account's applications.
        const id = itemAt(account.applicationIds, next % account.applicationIds.length);
        next += 1;
        const payload: RequestEnvelope = { request: MEASURED_REQUEST, uuid, params: { id } };
        return [joinRef, ref, topic, REQUEST_EVENT, payload];
      },
    };
  });
}

/** Sockets of a bare echo server sending the very frames the app's clients send (an echo carries the uuid back). */
export async function openEchoClients(baseUrl: string, count: number): Promise<LoopClient[]> {
  const topic = userTopic('00000000-0000-4000-8000-000000000000');
  return openMany(count, OPEN_CONCURRENCY, async () => {
    const client = await WireClient.connect(socketUrl(baseUrl, 'none'));
    return {
      client,
      frameFor: (uuid, ref) => {
        const payload: RequestEnvelope = { request: MEASURED_REQUEST, uuid, params: { id: uuid } };
        return ['1', ref, topic, REQUEST_EVENT, payload];
      },
    };
  });
}

export async function closeAll(clients: readonly { readonly client: WireClient }[]): Promise<void> {
  await Promise.all(clients.map(({ client }) => client.close()));
}
