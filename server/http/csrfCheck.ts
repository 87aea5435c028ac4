// Every unsafe /api call must carry a valid CSRF token; one without is refused before any route runs.
import type { FastifyInstance } from 'fastify';
import { hasValidCsrfHeader, requiresCsrfCheck } from './csrf';

export function registerCsrfCheck(app: FastifyInstance, secret: Buffer): void {
  app.addHook('onRequest', async (request, reply) => {
    if (requiresCsrfCheck(request) && !hasValidCsrfHeader(request, secret)) {
      return reply.code(403).send({ error: 'invalid_csrf_token' });
    }
    return undefined;
  });
}
