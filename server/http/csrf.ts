// CSRF protection for /api. Each served page carries a fresh token in <meta name="csrf-token">; the browser
// app echoes it in the x-csrf-token header. A token is a random nonce signed together with a per-browser
// seed kept in an httpOnly cookie, so a token is only good for the browser it was served to. The browser app
// never reads the cookie (it cannot: httpOnly); only the server does, under the one name the app uses.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The seed cookie's name over http (local development). */
export const CSRF_COOKIE = 'csrf_seed';
/**
 * Its name when PUBLIC_URL is https. Browsers accept a `__Host-` cookie only if Secure, for Path=/ and
 * without Domain, so no sibling subdomain (nor a network attacker over http) can plant a seed of its own
 * and pair it with a token it obtained for that seed.
 */
export const SECURE_CSRF_COOKIE = '__Host-csrf_seed';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sign(secret: Buffer, seed: string, nonce: string): string {
  return crypto.createHmac('sha256', secret).update(`csrf:${seed}:${nonce}`).digest('base64url');
}

export function createCsrfToken(secret: Buffer, seed: string): string {
  const nonce = crypto.randomBytes(16).toString('base64url');
  return `${nonce}.${sign(secret, seed, nonce)}`;
}

/** How many good tokens are remembered per secret; past it the oldest are forgotten (and checked again). */
export const VERIFIED_TOKENS_KEPT = 4096;

/**
 * Tokens found good, per secret, as `seed` and token: a page sends the same token with every call it makes,
 * and signing it again (an HMAC object per call) cost about 4% of a small API call's CPU. Only good pairs are
 * kept, and a pair stays good for good: a token is bound to its seed and the secret, nothing else.
 */
const verifiedTokens = new WeakMap<Buffer, Set<string>>();

export function isValidCsrfToken(secret: Buffer, seed: string | undefined, token: string | undefined): boolean {
  if (seed === undefined || seed === '' || token === undefined) return false;
  let verified = verifiedTokens.get(secret);
  if (verified === undefined) {
    verified = new Set<string>();
    verifiedTokens.set(secret, verified);
  }
  const pair = `${seed}\n${token}`;
  if (verified.has(pair)) return true;
  if (!isSignedCsrfToken(secret, seed, token)) return false;
  if (verified.size >= VERIFIED_TOKENS_KEPT) {
    const [oldest] = verified;
    if (oldest !== undefined) verified.delete(oldest);
  }
  verified.add(pair);
  return true;
}

function isSignedCsrfToken(secret: Buffer, seed: string, token: string): boolean {
  const [nonce, signature, extra] = token.split('.');
  if (nonce === undefined || signature === undefined || extra !== undefined || nonce === '') return false;
  const expected = Buffer.from(sign(secret, seed, nonce));
  const given = Buffer.from(signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export function csrfCookieName(secureCookie: boolean): string {
  return secureCookie ? SECURE_CSRF_COOKIE : CSRF_COOKIE;
}

/** The browser's seed, set on the reply when the browser has none yet. */
export function ensureCsrfSeed(request: FastifyRequest, reply: FastifyReply, secureCookie: boolean): string {
  const name = csrfCookieName(secureCookie);
  const existing = request.cookies[name];
  if (existing !== undefined && /^[A-Za-z0-9_-]{22,}$/.test(existing)) return existing;
  const seed = crypto.randomBytes(24).toString('base64url');
  // No Domain, Path=/ and Secure on https: what the `__Host-` prefix demands.
  reply.setCookie(name, seed, { path: '/', httpOnly: true, sameSite: 'strict', secure: secureCookie });
  return seed;
}

/** The seed the browser sent, under the name registerCsrfCheck set for the app (the plain one without it). */
function seedOf(request: FastifyRequest): string | undefined {
  return request.cookies[request.csrfCookieName ?? CSRF_COOKIE];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The seed cookie's name for this app (see csrfCookieName); set by registerCsrfCheck. */
    csrfCookieName: string | undefined;
  }

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
  return isValidCsrfToken(secret, seedOf(request), typeof token === 'string' ? token : undefined);
}

export function hasValidCsrfHeader(request: FastifyRequest, secret: Buffer): boolean {
  const header = request.headers[CSRF_HEADER];
  return isValidCsrfToken(secret, seedOf(request), typeof header === 'string' ? header : undefined);
}
