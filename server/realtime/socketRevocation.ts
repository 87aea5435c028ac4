// Cuts the sockets of a credential that no longer holds, in every process. A revocation (sign-out, password
// reset) is published on one pubsub topic that every process listens to, so it lands within the pubsub's
// latency. Each process also remembers until when each of its sockets' credentials holds and compares that with
// the clock every second, with no lookup, so an expired login is cut within a second; and it looks every
// credential up again periodically, which catches a revocation a Redis outage lost.
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { PubSub, PubSubMessage, Unsubscribe } from './pubsub';

export const REVOCATION_TOPIC = 'realtime:revoked';
const REVOKED_EVENT = 'revoked';
const DEFAULT_EXPIRY_CHECK_INTERVAL_MS = 1000;

const revokedSchema = z.object({ event: z.literal(REVOKED_EVENT), payload: z.object({ keys: z.array(z.string()) }) });

/** How the socket server's owner says which credential a socket holds and whether it still holds. */
export interface CredentialWatch<Ctx> {
  /** The socket's credential as published, e.g. the digest of its login token: never the secret itself. */
  readonly keyOf: (ctx: Ctx) => string;
  /**
   * Until when the credential holds (ms since the epoch, `Infinity` for ever), or null if it no longer does;
   * asked once per distinct key for a new socket and at each full recheck.
   */
  readonly validUntil: (ctx: Ctx) => Promise<number | null>;
  /** How often every credential is looked up again. */
  readonly recheckIntervalMs: number;
  /** How often the known ends are compared with the clock (1000 ms by default): an expired login is cut within it. */
  readonly expiryCheckIntervalMs?: number;
  /** The time the ends are compared with (ms since the epoch); tests move it. */
  readonly now?: () => number;
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
  const now = options.now ?? Date.now;
  /** Until when each credential of this process's sockets holds, as last looked up. */
  const validUntilOfKey = new Map<string, number>();

  const disconnect = (keys: ReadonlySet<string>): number => {
    if (keys.size === 0) return 0;
    for (const key of keys) validUntilOfKey.delete(key);
    return sockets.disconnectWhere((ctx) => keys.has(keyOf(ctx)));
  };

  const unsubscribe: Unsubscribe = await pubsub.subscribe(REVOCATION_TOPIC, (message: PubSubMessage) => {
    const parsed = revokedSchema.safeParse(message);
    if (!parsed.success) {
      logger.warn('realtime: malformed revocation message, dropped');
      return;
    }
    const count = disconnect(new Set(parsed.data.payload.keys));
    if (count > 0) logger.info({ sockets: count }, 'realtime: revoked sockets disconnected');
  });

  /** Cuts the sockets whose credential has ended, looking up only those not known yet (or all, on a full check). */
  async function check(full: boolean): Promise<number> {
    if (full) validUntilOfKey.clear();
    const firstOfKey = new Map<string, Ctx>();
    for (const ctx of sockets.liveContexts()) {
      const key = keyOf(ctx);
      if (!firstOfKey.has(key)) firstOfKey.set(key, ctx);
    }
    // Forget the credentials no socket holds any more.
    for (const key of validUntilOfKey.keys()) if (!firstOfKey.has(key)) validUntilOfKey.delete(key);
    const lapsed = new Set<string>();
    // One lookup at a time: a slow database must not be flooded.
    for (const [key, ctx] of firstOfKey) {
      let validUntil = validUntilOfKey.get(key);
      if (validUntil === undefined) {
        validUntil = (await options.validUntil(ctx)) ?? -Infinity;
        validUntilOfKey.set(key, validUntil);
      }
      if (validUntil <= now()) lapsed.add(key);
    }
    return disconnect(lapsed);
  }

  let checking = false;
  // Full checks follow the real time, even where tests move the clock the ends are compared with.
  let lastFullCheck = Date.now();
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    const full = Date.now() - lastFullCheck >= options.recheckIntervalMs;
    if (full) lastFullCheck = Date.now();
    check(full)
      .then((count) => {
        if (count > 0) logger.info({ sockets: count }, 'realtime: sockets of lapsed logins disconnected');
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'realtime: socket credential check failed');
      })
      .finally(() => {
        checking = false;
      });
  }, Math.min(options.expiryCheckIntervalMs ?? DEFAULT_EXPIRY_CHECK_INTERVAL_MS, options.recheckIntervalMs));
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
        // The other processes cut them at their next full check instead.
        logger.error({ err: error }, 'realtime: revocation not published');
      }
    },
    recheck: () => check(true),
    stop() {
      clearInterval(timer);
      unsubscribe();
    },
  };
}
