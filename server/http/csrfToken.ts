// GET /api/csrf_token: a fresh token for pages not served by this server (the webpack dev server asks here).
import type { FastifyInstance } from 'fastify';
import { createCsrfToken, ensureCsrfSeed } from './csrf';

export function registerCsrfTokenRoute(app: FastifyInstance, { secret, https }: { secret: Buffer; https: boolean }): void {
  app.get('/api/csrf_token', async (request, reply) => {
    const seed = ensureCsrfSeed(request, reply, https);
    return reply.header('cache-control', 'no-store').send({ token: createCsrfToken(secret, seed) });
  });
}
