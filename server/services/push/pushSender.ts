// Sends one Web Push message to one subscription with the `web-push` library: the payload encrypted as
// `aes128gcm` (RFC 8291) for the browser's keys, signed with the server's VAPID keys (RFC 8292), over https to a
// public address only (pushEndpoints.ts). A push service answering 404 or 410 says the subscription is gone for
// good; any other failure is the caller's to retry.
import https from 'node:https';
import webPush, { WebPushError } from 'web-push';
import { checkPushEndpoint, publicAddressLookup } from './pushEndpoints';
import type { VapidKeys } from './vapidKeys';

export interface PushSubscriptionKeys {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

/** `sent`: the push service took the message; `gone`: it answered 404 or 410, the subscription is to be forgotten. */
export type PushOutcome = 'sent' | 'gone';

export interface PushSender {
  /** The public key browsers subscribe with (base64url). */
  readonly publicKey: string;
  /** Rejects with RefusedPushEndpointError when the endpoint may not be kept (see pushEndpoints.ts). */
  checkEndpoint(endpoint: string): Promise<void>;
  send(subscription: PushSubscriptionKeys, payload: string): Promise<PushOutcome>;
  close(): void;
}

export interface PushSenderOptions {
  readonly keys: VapidKeys;
  /** `mailto:` or `https:`: whom a push service contacts about this server's messages. */
  readonly subject: string;
  /** PUSH_ALLOW_PRIVATE_ADDRESSES=true (tests only). */
  readonly allowPrivateAddresses: boolean;
  /** Tests in one process: certificates to trust besides the system's (a stand-in's self-signed one). */
  readonly ca?: string | Buffer;
  /** How long one push may take (ms); 10 s by default. */
  readonly timeoutMs?: number;
}

/** How long a push service keeps a message for a browser that is offline: a reminder is worth a day at most. */
const MESSAGE_TTL_SECONDS = 24 * 60 * 60;
const DEFAULT_TIMEOUT_MS = 10_000;

export function createPushSender(options: PushSenderOptions): PushSender {
  const agent = new https.Agent({
    keepAlive: true,
    ...(options.allowPrivateAddresses ? {} : { lookup: publicAddressLookup() }),
    ...(options.ca === undefined ? {} : { ca: options.ca }),
  });
  return {
    publicKey: options.keys.publicKey,
    checkEndpoint: (endpoint) => checkPushEndpoint(endpoint, options.allowPrivateAddresses),
    async send(subscription, payload) {
      // The address written in the URL is connected to without a lookup: checked here, before any connection.
      await checkPushEndpoint(subscription.endpoint, options.allowPrivateAddresses);
      try {
        await webPush.sendNotification({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, payload, {
          vapidDetails: { subject: options.subject, publicKey: options.keys.publicKey, privateKey: options.keys.privateKey },
          contentEncoding: 'aes128gcm',
          TTL: MESSAGE_TTL_SECONDS,
          urgency: 'high',
          agent,
          timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        });
        return 'sent';
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
        throw error;
      }
    },
    close() {
      agent.destroy();
    },
  };
}
