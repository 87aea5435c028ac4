// A stand-in of a Web Push service on loopback HTTPS, speaking the real protocol, for tests of the server's
// pushes (and, later, of the browser's): it hands out subscriptions whose keys it holds (a P-256 key pair and a
// 16-byte auth secret per subscription, as a browser makes them), checks each message's VAPID Authorization
// (RFC 8292: `vapid t=<JWT>, k=<public key>`, an ES256 JWT whose `aud` is the endpoint's origin), decrypts its
// `aes128gcm` body (RFC 8291, RFC 8188) with the subscription's private key, and records it. It answers 201, or
// what a test asked of an endpoint (404, 410...). Its certificate is self-signed for 127.0.0.1, made by the
// openssl CLI: an in-process sender trusts it with `ca`, a server process with NODE_EXTRA_CA_CERTS=certificateFile.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';

export interface StandInSubscription {
  /** `https://127.0.0.1:{port}/push/{id}` */
  readonly endpoint: string;
  /** What `PushSubscription.toJSON()` gives a browser: the public key (uncompressed P-256) and auth secret, base64url. */
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

export interface ReceivedPushMessage {
  readonly endpoint: string;
  /** The decrypted body, as UTF-8 text. */
  readonly text: string;
  /** The VAPID public key (base64url) the message was signed with. */
  readonly vapidPublicKey: string;
  /** The JWT's claims: `aud`, `exp`, `sub`. */
  readonly claims: { readonly aud: string; readonly exp: number; readonly sub: string };
  readonly ttl: number;
  readonly urgency: string | undefined;
}

export interface RefusedPushMessage {
  readonly endpoint: string;
  readonly status: number;
  readonly reason: string;
}

export interface PushServiceStandIn {
  /** `https://127.0.0.1:{port}` */
  readonly origin: string;
  /** The self-signed certificate (PEM), to trust in-process (`ca`). */
  readonly certificate: string;
  /** A file holding that certificate, for a server process's NODE_EXTRA_CA_CERTS. */
  readonly certificateFile: string;
  /** A new subscription, as a browser subscribing with the server's public key would get it. */
  subscribe(): StandInSubscription;
  /** Messages decrypted and accepted (answered 201), oldest first. */
  readonly messages: readonly ReceivedPushMessage[];
  /** Messages refused: a bad VAPID signature, an undecryptable body, an unknown endpoint, a status a test set. */
  readonly refused: readonly RefusedPushMessage[];
  /** From now on, every message to `endpoint` is answered `status` (404, 410, 500...) instead of 201. */
  answerWith(endpoint: string, status: number): void;
  /** Resolves once `count` messages in all were accepted; rejects after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<readonly ReceivedPushMessage[]>;
  close(): Promise<void>;
}

interface HeldSubscription {
  readonly ecdh: crypto.ECDH;
  readonly auth: Buffer;
  status: number;
}

/** A certificate and key for 127.0.0.1, made once per test process. */
let certificateMade: { readonly directory: string; readonly cert: string; readonly key: string; readonly certFile: string } | undefined;

function selfSignedCertificate(): NonNullable<typeof certificateMade> {
  if (certificateMade !== undefined) return certificateMade;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'push-service-'));
  const keyFile = path.join(directory, 'key.pem');
  const certFile = path.join(directory, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  certificateMade = { directory, cert: fs.readFileSync(certFile, 'utf8'), key: fs.readFileSync(keyFile, 'utf8'), certFile };
  return certificateMade;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(reason);
  }
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>` for a message to `origin`; answers the key and claims. */
function checkVapid(header: string | undefined, origin: string): { vapidPublicKey: string; claims: ReceivedPushMessage['claims'] } {
  const match = /^vapid\s+t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (match === null) throw new Refusal(401, 'no VAPID authorization');
  const [, jwt = '', key = ''] = match;
  const [encodedHeader = '', encodedClaims = '', encodedSignature = ''] = jwt.split('.');
  const jwtHeader = JSON.parse(Buffer.from(encodedHeader, 'base64url').toString('utf8')) as { alg?: string; typ?: string };
  if (jwtHeader.alg !== 'ES256') throw new Refusal(401, `JWT algorithm ${String(jwtHeader.alg)}`);
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Refusal(401, 'the VAPID key is not an uncompressed P-256 point');
  const publicKey = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = crypto.verify('sha256', Buffer.from(`${encodedHeader}.${encodedClaims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(encodedSignature, 'base64url'));
  if (!signed) throw new Refusal(403, 'the VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(encodedClaims, 'base64url').toString('utf8')) as ReceivedPushMessage['claims'];
  if (claims.aud !== origin) throw new Refusal(403, `aud ${claims.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60)) throw new Refusal(403, 'exp is not within the next 24 hours');
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Refusal(403, `sub ${claims.sub} is not mailto: or https:`);
  return { vapidPublicKey: key, claims };
}

/** Decrypts an `aes128gcm` Web Push body (one record) for the subscription's keys (RFC 8291 section 3.4, RFC 8188). */
export function decryptPushBody(body: Buffer, subscription: { readonly ecdh: crypto.ECDH; readonly auth: Buffer }): Buffer {
  if (body.length < 21) throw new Refusal(400, 'body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65 || record.length < 17) throw new Refusal(400, 'no sender key or no record');
  const receiverKey = subscription.ecdh.getPublicKey();
  const sharedSecret = subscription.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', sharedSecret, subscription.auth, keyInfo, 32));
  const contentKey = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Refusal(400, 'no last-record delimiter');
  return padded.subarray(0, end);
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    request.on('error', reject);
  });
}

/** Starts the stand-in on 127.0.0.1 at a free port. */
export async function startPushService(): Promise<PushServiceStandIn> {
  const { cert, key, certFile } = selfSignedCertificate();
  const subscriptions = new Map<string, HeldSubscription>();
  const messages: ReceivedPushMessage[] = [];
  const refused: RefusedPushMessage[] = [];
  const waiters = new Set<() => void>();
  let origin = '';

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const endpoint = `${origin}${request.url ?? ''}`;
    const body = await readBody(request);
    try {
      const held = subscriptions.get(endpoint);
      if (request.method !== 'POST') throw new Refusal(405, `method ${String(request.method)}`);
      if (held === undefined) throw new Refusal(404, 'unknown endpoint');
      if (held.status !== 201) throw new Refusal(held.status, `answered ${String(held.status)} as the test asked`);
      const vapid = checkVapid(request.headers.authorization, origin);
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Refusal(415, `content-encoding ${String(request.headers['content-encoding'])}`);
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) throw new Refusal(400, 'no TTL');
      let text: string;
      try {
        text = decryptPushBody(body, held).toString('utf8');
      } catch (error) {
        throw error instanceof Refusal ? error : new Refusal(400, `the body does not decrypt: ${String(error)}`);
      }
      const urgency = request.headers.urgency;
      messages.push({ endpoint, text, ttl, urgency: typeof urgency === 'string' ? urgency : undefined, ...vapid });
      for (const wake of [...waiters]) wake();
      response.writeHead(201, { location: `${endpoint}/messages/${String(messages.length)}` }).end();
    } catch (error) {
      const status = error instanceof Refusal ? error.status : 500;
      refused.push({ endpoint, status, reason: error instanceof Error ? error.message : String(error) });
      for (const wake of [...waiters]) wake();
      response.writeHead(status, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : '');
    }
  }

  const server = https.createServer({ cert, key }, (request, response) => {
    void handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  origin = `https://127.0.0.1:${String(address.port)}`;

  return {
    origin,
    certificate: cert,
    certificateFile: certFile,
    messages,
    refused,
    subscribe() {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const endpoint = `${origin}/push/${crypto.randomUUID()}`;
      subscriptions.set(endpoint, { ecdh, auth, status: 201 });
      return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    answerWith(endpoint, status) {
      const held = subscriptions.get(endpoint);
      if (held === undefined) throw new Error(`no subscription at ${endpoint}`);
      held.status = status;
    },
    waitForMessages(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = (): void => {
          if (messages.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(messages);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${String(messages.length)} push messages of ${String(count)} after ${String(timeoutMs)} ms; refused: ${JSON.stringify(refused)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}
