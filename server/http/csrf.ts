// CSRF protection for /api. Each served page carries a fresh token in <meta name="csrf-token">; the browser
// app echoes it in the x-csrf-token header. A token is a random nonce signed together with a per-browser
// seed kept in an httpOnly cookie, so a token is only good for the browser it was served to.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CSRF_COOKIE = 'csrf_seed';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sign(secret: Buffer, seed: string, nonce: string): string {
  return crypto.createHmac('sha256', secret).update(`csrf:${seed}:${nonce}`).digest('base64url');
}

export function createCsrfToken(secret: Buffer, seed: string): string {
  const nonce = crypto.randomBytes(16).toString('base64url');
  return `${nonce}.${sign(secret, seed, nonce)}`;
}

export function isValidCsrfToken(secret: Buffer, seed: string | undefined, token: string | undefined): boolean {
  if (seed === undefined || seed === '' || token === undefined) return false;
  const [nonce, signature, extra] = token.split('.');
  if (nonce === undefined || signature === undefined || extra !== undefined || nonce === '') return false;
  const expected = Buffer.from(sign(secret, seed, nonce));
  const given = Buffer.from(signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** The browser's seed, set on the reply when the browser has none yet. */
export function ensureCsrfSeed(request: FastifyRequest, reply: FastifyReply, secureCookie: boolean): string {
  const existing = request.cookies[CSRF_COOKIE];
  if (existing !== undefined && /^[A-Za-z0-9_-]{22,}$/.test(existing)) return existing;
  const seed = crypto.randomBytes(24).toString('base64url');
  reply.setCookie(CSRF_COOKIE, seed, { path: '/', httpOnly: true, sameSite: 'strict', secure: secureCookie });
  return seed;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How the route is guarded against cross-site requests: the header by default; `form`, a server-rendered
     * form that posts the token as its `csrf_token` field (the route checks it once the body is parsed);
     * `none`, a caller that is no browser and proves itself otherwise (a payment provider's signed webhook).
     */
    csrf?: 'header' | 'form' | 'none';
  }
}

/** The field a server-rendered form posts its CSRF token in. */
export const CSRF_FORM_FIELD = 'csrf_token';

/**
 * Every unsafe call needs the token in its header, except the LongPoll transport (its own signed session token
 * guards it) and the routes that say otherwise. Decided by the route that matched, not the raw URL:
 * `/%61pi/login` reaches the same handler as `/api/login`.
 */
export function requiresCsrfCheck(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if ((request.routeOptions.config.csrf ?? 'header') !== 'header') return false;
  return !(request.routeOptions.url ?? '').startsWith('/user_socket/');
}

/** The token a server-rendered form posted, checked against the browser's seed. */
export function hasValidCsrfField(request: FastifyRequest, secret: Buffer): boolean {
  const body = request.body;
  const token = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[CSRF_FORM_FIELD] : undefined;
  return isValidCsrfToken(secret, request.cookies[CSRF_COOKIE], typeof token === 'string' ? token : undefined);
}

export function hasValidCsrfHeader(request: FastifyRequest, secret: Buffer): boolean {
  const header = request.headers[CSRF_HEADER];
  return isValidCsrfToken(secret, request.cookies[CSRF_COOKIE], typeof header === 'string' ? header : undefined);
}
