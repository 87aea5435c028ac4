// A loopback stand-in for the part of Stripe's HTTP API that we call: `POST /v1/checkout/sessions`, form-encoded
// with bracketed keys, idempotent by `Idempotency-Key`, and answered with a Checkout Session object; and
// `GET /v1/checkout/sessions/{id}`, the session as it now stands. Both are authenticated by the secret key as a
// bearer token. It records what it was sent, so tests can check our requests.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSessionRequest {
  /** `POST /v1/checkout/sessions`, `GET /v1/checkout/sessions/cs_test_…`. */
  readonly call: string;
  readonly authorization: string | undefined;
  readonly idempotencyKey: string | undefined;
  /** The form fields as sent: `line_items[0][price_data][unit_amount]` and the like. */
  readonly fields: Readonly<Record<string, string>>;
}

export interface StripeStandIn {
  readonly url: string;
  readonly received: ReceivedSessionRequest[];
  /** Sessions created, by id; a test may change one (its `status`) as Stripe would. */
  readonly sessions: Map<string, Record<string, unknown>>;
  /** Makes the next calls fail as Stripe does when it is down. */
  failWith(status: number | undefined): void;
  close(): Promise<void>;
}

export async function startStripeStandIn(secretKey: string): Promise<StripeStandIn> {
  const received: ReceivedSessionRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const byIdempotencyKey = new Map<string, Record<string, unknown>>();
  let failure: number | undefined;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${crypto.randomBytes(6).toString('hex')}` });
        response.end(JSON.stringify(body));
      };
      const call = `${request.method ?? ''} ${(request.url ?? '').replace(/\?.*$/, '')}`;
      const retrieved = /^GET \/v1\/checkout\/sessions\/([\w-]+)$/.exec(call);
      if (call !== 'POST /v1/checkout/sessions' && retrieved === null) {
        send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${call})` } });
        return;
      }
      const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      received.push({ call, authorization: request.headers.authorization, idempotencyKey, fields });
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        return;
      }
      if (failure !== undefined) {
        send(failure, { error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } });
        return;
      }
      if (retrieved !== null) {
        const session = sessions.get(retrieved[1] ?? '');
        if (session === undefined) send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } });
        else send(200, session);
        return;
      }
      const earlier = idempotencyKey === undefined ? undefined : byIdempotencyKey.get(idempotencyKey);
      if (earlier !== undefined) {
        send(200, earlier);
        return;
      }
      const id = `cs_test_${crypto.randomBytes(12).toString('hex')}`;
      const session = {
        id,
        object: 'checkout.session',
        mode: fields.mode,
        client_reference_id: fields.client_reference_id ?? null,
        metadata: { checkout_id: fields['metadata[checkout_id]'] },
        payment_status: 'unpaid',
        status: 'open',
        currency: fields['line_items[0][price_data][currency]'],
        amount_total: Number(fields['line_items[0][price_data][unit_amount]']),
        success_url: fields.success_url,
        cancel_url: fields.cancel_url,
        expires_at: Number(fields.expires_at),
        url: `https://checkout.stripe.com/c/pay/${id}`,
      };
      sessions.set(id, session);
      if (idempotencyKey !== undefined) byIdempotencyKey.set(idempotencyKey, session);
      send(200, session);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    received,
    sessions,
    failWith(status) {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error === undefined) resolve();
          else reject(error);
        });
      }),
  };
}
