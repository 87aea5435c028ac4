// Every unsafe /api call must carry a valid CSRF token; one without is refused before any route runs.
import type { FastifyInstance } from 'fastify';
import { hasValidCsrfHeader, requiresCsrfCheck } from './csrf';

export function registerCsrfCheck(app: FastifyInstance, secret: Buffer): void {
  // A callback hook: it runs on every request, and an async one costs a promise and a tick each time.
  app.addHook('onRequest', (request, reply, done) => {
    if (requiresCsrfCheck(request) && !hasValidCsrfHeader(request, secret)) {
      void reply.code(403).send({ error: 'invalid_csrf_token' });
      return;
    }
    done();
  });
}
