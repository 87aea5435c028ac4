// Every unsafe /api call must carry a valid CSRF token; one without is refused before any route runs.
import type { FastifyInstance } from 'fastify';
import { csrfCookieName, hasValidCsrfHeader, requiresCsrfCheck } from './csrf';

/** `secureCookie` (PUBLIC_URL is https): the seed is read from the `__Host-` cookie only, by every route. */
export function registerCsrfCheck(app: FastifyInstance, secret: Buffer, secureCookie: boolean): void {
  // On the request prototype, so that the form routes' own checks read the same cookie.
  app.decorateRequest('csrfCookieName', csrfCookieName(secureCookie));
  // A callback hook: it runs on every request, and an async one costs a promise and a tick each time.
  app.addHook('onRequest', (request, reply, done) => {
    if (requiresCsrfCheck(request) && !hasValidCsrfHeader(request, secret)) {
      void reply.code(403).send({ error: 'invalid_csrf_token' });
      return;
    }
    done();
  });
}
