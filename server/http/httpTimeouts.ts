// Deadlines of every HTTP connection, so that a client sending slowly (slowloris) or not at all cannot hold a
// connection, nor the memory of a half-read request, for long. Node enforces them on the raw server:
// headers, then the whole request with its body, must arrive in time; a connection silent mid-request is cut;
// an idle keep-alive connection is closed. Fastify turns Node's request deadline off unless told one.
import type { FastifyServerOptions } from 'fastify';

export interface HttpTimeouts {
  /** The request line and headers must arrive within this (Node's headersTimeout; answered 408). */
  readonly headersMs: number;
  /** The whole request, body included, must arrive within this (Node's requestTimeout; answered 408). */
  readonly requestMs: number;
  /**
   * A connection that neither sends nor receives for this long while a request is under way is cut (the
   * socket timeout). Longer than a LongPoll GET is held (10 s, 15 s when relayed), when nothing flows.
   */
  readonly idleMs: number;
  /** An idle keep-alive connection between requests is closed after this. Above common proxies' 60 s. */
  readonly keepAliveMs: number;
  /** How often Node looks for requests past their headers or request deadline. */
  readonly checkIntervalMs: number;
}

/**
 * The slowest upload still accepted: a body of the largest size allowed gets at least this long per byte (32
 * KiB/s, a poor mobile uplink) before the request deadline cuts it.
 */
const SLOWEST_UPLOAD_BYTES_PER_SECOND = 32 * 1024;

/** Generous deadlines; the request deadline grows with the largest upload allowed (MAX_UPLOAD_BYTES). */
export function defaultHttpTimeouts(maxUploadBytes: number): HttpTimeouts {
  return {
    headersMs: 20_000,
    // Node's own default (which Fastify turns off), or longer when uploads may be larger.
    requestMs: Math.max(300_000, Math.ceil(maxUploadBytes / SLOWEST_UPLOAD_BYTES_PER_SECOND) * 1000),
    idleMs: 120_000,
    keepAliveMs: 72_000,
    checkIntervalMs: 5_000,
  };
}

/** The Fastify options that set these deadlines on the server it creates. */
export function fastifyTimeoutOptions(
  timeouts: HttpTimeouts,
): Pick<FastifyServerOptions, 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'> & {
  readonly http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  // Node refuses a headers deadline beyond the request deadline.
  const headersMs = Math.min(timeouts.headersMs, timeouts.requestMs);
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    // Given to http.createServer: the checking interval can only be set there.
    http: { headersTimeout: headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
  };
}
