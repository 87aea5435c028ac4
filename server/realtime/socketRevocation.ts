// Cuts the sockets of a credential that no longer holds, in every process. A revocation (sign-out, password
// reset) is published on one pubsub topic that every process listens to, so it lands within the pubsub's
// latency; and each process re-checks its sockets' credentials periodically, which cuts those that expired
// (and any whose revocation a Redis outage lost).
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { PubSub, PubSubMessage, Unsubscribe } from './pubsub';

export const REVOCATION_TOPIC = 'realtime:revoked';
const REVOKED_EVENT = 'revoked';

const revokedSchema = z.object({ event: z.literal(REVOKED_EVENT), payload: z.object({ keys: z.array(z.string()) }) });

/** How the socket server's owner says which credential a socket holds and whether it still holds. */
export interface CredentialWatch<Ctx> {
  /** The socket's credential as published, e.g. the digest of its login token: never the secret itself. */
  readonly keyOf: (ctx: Ctx) => string;
  /** Whether the credential still holds (not expired, not revoked); asked once per distinct key per check. */
  readonly isValid: (ctx: Ctx) => Promise<boolean>;
  readonly recheckIntervalMs: number;
}

/** What the revocation needs of the socket server: this process's sockets. */
export interface LocalSockets<Ctx> {
  disconnectWhere(predicate: (ctx: Ctx) => boolean): number;
  liveContexts(): Ctx[];
}

export interface SocketRevocationOptions<Ctx> extends CredentialWatch<Ctx> {
  readonly pubsub: PubSub;
  readonly sockets: LocalSockets<Ctx>;
  readonly logger: FastifyBaseLogger;
}

export interface SocketRevocation {
  /**
   * Disconnects the sockets of these credentials here at once and in every other process when the message
   * lands; resolves once it is published (or failed to be, which is logged: the periodic checks catch up).
   */
  revoke(keys: Iterable<string>): Promise<void>;
  /** Cuts this process's sockets whose credential no longer holds; resolves with how many. */
  recheck(): Promise<number>;
  stop(): void;
}

export async function startSocketRevocation<Ctx>(options: SocketRevocationOptions<Ctx>): Promise<SocketRevocation> {
  const { pubsub, sockets, keyOf, logger } = options;

  const disconnect = (keys: ReadonlySet<string>): number =>
    keys.size === 0 ? 0 : sockets.disconnectWhere((ctx) => keys.has(keyOf(ctx)));

  const unsubscribe: Unsubscribe = await pubsub.subscribe(REVOCATION_TOPIC, (message: PubSubMessage) => {
    const parsed = revokedSchema.safeParse(message);
    if (!parsed.success) {
      logger.warn('realtime: malformed revocation message, dropped');
      return;
    }
    const count = disconnect(new Set(parsed.data.payload.keys));
    if (count > 0) logger.info({ sockets: count }, 'realtime: revoked sockets disconnected');
  });

  async function recheck(): Promise<number> {
    const firstOfKey = new Map<string, Ctx>();
    for (const ctx of sockets.liveContexts()) {
      const key = keyOf(ctx);
      if (!firstOfKey.has(key)) firstOfKey.set(key, ctx);
    }
    const lapsed = new Set<string>();
    // One at a time: a slow check must not flood the database every interval.
    for (const [key, ctx] of firstOfKey) {
      if (!(await options.isValid(ctx))) lapsed.add(key);
    }
    return disconnect(lapsed);
  }

  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    recheck()
      .then((count) => {
        if (count > 0) logger.info({ sockets: count }, 'realtime: sockets of lapsed logins disconnected');
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'realtime: socket credential check failed');
      })
      .finally(() => {
        checking = false;
      });
  }, options.recheckIntervalMs);
  timer.unref();

  return {
    async revoke(keys) {
      const unique = new Set(keys);
      if (unique.size === 0) return;
      // This process's sockets at once, whatever becomes of the message.
      disconnect(unique);
      try {
        await pubsub.publish(REVOCATION_TOPIC, { event: REVOKED_EVENT, payload: { keys: [...unique] } });
      } catch (error) {
        // The other processes cut them at their next check instead.
        logger.error({ err: error }, 'realtime: revocation not published');
      }
    },
    recheck,
    stop() {
      clearInterval(timer);
      unsubscribe();
    },
  };
}
