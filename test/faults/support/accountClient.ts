// One signed-in account driving the real server as the browser app does: HTTP calls with the CSRF token of a
// served page and the session's bearer token, and requests over the account's live channel.
import crypto from 'node:crypto';
import { Socket, type Channel } from 'phoenix';
import { WebSocket } from 'ws';
import { CSRF_HEADER, REQUEST_EVENT, RESPONSE_EVENT, userTopic } from '../../../contract';

interface ResponsePayload {
  readonly uuid?: string;
  readonly data?: unknown;
  readonly error?: { readonly code?: string };
}

export interface AccountClient {
  /** A JSON or multipart call; answers the status and the parsed body (or the raw bytes for a download). */
  post(path: string, body: unknown): Promise<{ status: number; body: unknown }>;
  upload(fields: Readonly<Record<string, string>>, bytes: Buffer, filename: string): Promise<{ status: number; body: unknown }>;
  download(path: string): Promise<{ status: number; bytes: Buffer }>;
  /** A request over the live channel; rejects on an error answer. */
  request(name: string, params: Readonly<Record<string, unknown>>): Promise<unknown>;
  close(): Promise<void>;
}

export async function openAccountClient(baseUrl: string, token: string, accountId: string): Promise<AccountClient> {
  const page = await fetch(`${baseUrl}/`);
  const csrf = /<meta name="?csrf-token"? content="?([^"\s>]+)/.exec(await page.text())?.[1];
  const cookie = page.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  if (csrf === undefined) throw new Error('the served page carries no CSRF token');
  const headers = { [CSRF_HEADER]: csrf, cookie, authorization: `Bearer ${token}` };

  const socket = new Socket(`${baseUrl.replace('http', 'ws')}/user_socket`, { transport: WebSocket, params: { user_token: token } });
  const channel: Channel = socket.channel(userTopic(accountId), {});
  const waiting = new Map<string, { resolve: (data: unknown) => void; reject: (error: Error) => void }>();
  channel.on(RESPONSE_EVENT, (payload: ResponsePayload) => {
    const waiter = payload.uuid === undefined ? undefined : waiting.get(payload.uuid);
    if (waiter === undefined || payload.uuid === undefined) return;
    waiting.delete(payload.uuid);
    if (payload.error === undefined) waiter.resolve(payload.data);
    else waiter.reject(new Error(`answered ${JSON.stringify(payload.error)}`));
  });
  socket.connect();
  await new Promise<void>((resolve, reject) => {
    channel
      .join()
      .receive('ok', () => {
        resolve();
      })
      .receive('error', (reason: unknown) => {
        reject(new Error(`join refused: ${JSON.stringify(reason)}`));
      });
  });

  const answerOf = async (response: Response) => {
    const text = await response.text();
    return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
  };

  return {
    post: async (path, body) =>
      answerOf(await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) })),
    upload: async (fields, bytes, filename) => {
      // The server reads the text fields first, then the file.
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(bytes)]), filename);
      return answerOf(await fetch(`${baseUrl}/api/files`, { method: 'POST', headers, body: form }));
    },
    download: async (path) => {
      const response = await fetch(`${baseUrl}${path}`, { headers });
      return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
    },
    request: (name, params) =>
      new Promise((resolve, reject) => {
        const uuid = crypto.randomUUID();
        waiting.set(uuid, { resolve, reject });
        channel.push(REQUEST_EVENT, { request: name, uuid, params }).receive('error', () => {
          waiting.delete(uuid);
          reject(new Error(`${name}: the push was refused`));
        });
      }),
    close: () =>
      new Promise((resolve) => {
        channel.leave();
        socket.disconnect(() => {
          resolve();
        });
      }),
  };
}
