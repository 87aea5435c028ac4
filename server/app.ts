// Builds the Fastify app. Tests drive this with inject() and real sockets; main.ts only starts it.
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { sql } from 'kysely';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { createCsrfToken, ensureCsrfSeed, hasValidCsrfHeader, requiresCsrfCheck } from './http/csrf';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerSpa } from './http/spa';

export interface AppDependencies {
  readonly config: Config;
  readonly database: DatabaseHandle;
  readonly secret: Buffer;
  /** Defaults to a pino logger at the configured level; tests pass their own or `false`. */
  readonly logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
}

export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { config, database, secret } = dependencies;
  const https = config.publicUrl.startsWith('https:');
  const logger = dependencies.logger ?? { level: config.logLevel };
  const app = Fastify({
    ...(isLoggerInstance(logger) ? { loggerInstance: logger } : { logger }),
    bodyLimit: 1024 * 1024,
    // Request ids make one request's log lines easy to follow.
    requestIdHeader: false,
  });

  await app.register(cookie);
  await registerSecurityHeaders(app, { https });

  app.addHook('onRequest', async (request, reply) => {
    if (requiresCsrfCheck(request) && !hasValidCsrfHeader(request, secret)) {
      return reply.code(403).send({ error: 'invalid_csrf_token' });
    }
    return undefined;
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    const statusCode = statusOf(error);
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'internal' });
    }
    return reply.code(statusCode).send({ error: statusCode === 413 ? 'payload_too_large' : 'invalid_params' });
  });

  // A fresh token for pages not served by this server (the webpack dev server asks here).
  app.get('/api/csrf_token', async (request, reply) => {
    const seed = ensureCsrfSeed(request, reply, https);
    return reply.header('cache-control', 'no-store').send({ token: createCsrfToken(secret, seed) });
  });

  app.get('/api/health', async (_request, reply) => {
    await sql`select 1`.execute(database.db);
    return reply.header('cache-control', 'no-store').send({ status: 'ok', database: database.dialect });
  });

  await registerSpa(app, { staticDir: config.staticDir, secret, secureCookie: https });
  return app;
}

function isLoggerInstance(logger: AppDependencies['logger']): logger is FastifyBaseLogger {
  return typeof logger === 'object' && typeof (logger as Partial<FastifyBaseLogger>).child === 'function';
}

function statusOf(error: unknown): number {
  const code = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof code === 'number' && code >= 400 && code < 600 ? code : 500;
}
