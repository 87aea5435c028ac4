// Per-IP limits of the account routes (@fastify/rate-limit), and the limits of failed sign-ins on the same
// store. The store is in memory by default, so each server process counts on its own (with N processes a
// client gets up to N times the limit); given a Redis client, every process shares the counts, and each counts
// on its own again while Redis is out of reach (rateLimitStore.ts).
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { HttpErrorCode } from '../../contract';
import type { WindowLimit } from '../domain/accounts/accountLimits';
import { normalizeEmail } from '../domain/accounts/accountQueries';
import { digestOfToken } from '../domain/accounts/secretTokens';
import type { SignInFailures } from '../domain/accounts/signIn';
import { HttpError } from './httpErrors';
import { redisOrLocalStore } from './rateLimitStore';

export interface RateLimitStore {
  readonly redis: Redis;
  /** Prefix of the keys, so that several apps (or test runs) can share one Redis. */
  readonly namespace?: string;
}

export async function registerRateLimiting(app: FastifyInstance, store?: RateLimitStore): Promise<void> {
  await app.register(rateLimit, {
    // Only the routes that ask for a limit get one.
    global: false,
    // Never let a call through uncounted: a store that fails is an error, not a free pass.
    skipOnError: false,
    ...(store === undefined
      ? {}
      : {
          store: redisOrLocalStore(store.redis, store.namespace ?? 'rate-limit:', {
            countingInProcess: (error) => {
              app.log.warn({ err: error }, 'Redis is out of reach: each process counts the rate limits on its own until it is back');
            },
            countingInRedis: () => {
              app.log.info('Redis answers again: the rate limits are counted in Redis');
            },
          }),
        }),
  });
}

/** Route config: at most `limit.max` calls per window from one IP address, then 429 `{"error": code}` with retry-after. */
export function perIpLimit(limit: WindowLimit, code: Extract<HttpErrorCode, 'too_many_attempts' | 'rate_limited'>): RateLimitOptions {
  return { max: limit.max, timeWindow: limit.windowMs, errorResponseBuilder: () => new HttpError(code) };
}

export interface SignInFailureLimits {
  readonly perEmailAndIp: WindowLimit;
  readonly perEmail: WindowLimit;
}

/**
 * Counts failed sign-ins per email address and IP address (past its limit, that address is blocked on that
 * email), and per email address from every IP address (past its limit, the email needs the sign-in captcha).
 * Keys hold a digest of the normalized address, so the store never holds the addresses themselves. Unknown
 * addresses are counted too, or the limits would tell which addresses have an account.
 */
export function signInFailureCounter(
  app: FastifyInstance,
  limits: SignInFailureLimits,
): (request: FastifyRequest, email: string) => SignInFailures {
  const emailDigestOf = new WeakMap<FastifyRequest, string>();
  const keyedLimiter = (limit: WindowLimit, keyOf: (request: FastifyRequest, emailDigest: string) => string) =>
    app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (request) => keyOf(request, emailDigestOf.get(request) ?? ''),
    });
  const perEmailAndIp = keyedLimiter(limits.perEmailAndIp, (request, emailDigest) => `sign-in-failures:${emailDigest}:${request.ip}`);
  const perEmail = keyedLimiter(limits.perEmail, (_request, emailDigest) => `sign-in-failures:${emailDigest}`);
  const usedUp = async (limiter: typeof perEmail, request: FastifyRequest): Promise<boolean> => {
    const state = await limiter(request, { increment: false });
    return !state.isAllowed && state.remaining === 0;
  };
  return (request, email) => {
    emailDigestOf.set(request, digestOfToken(normalizeEmail(email)));
    return {
      isBlocked: () => usedUp(perEmailAndIp, request),
      needsCaptcha: () => usedUp(perEmail, request),
      async record() {
        await Promise.all([perEmailAndIp(request), perEmail(request)]);
      },
    };
  };
}
