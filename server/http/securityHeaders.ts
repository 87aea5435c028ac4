// Security headers on every answer: a Content-Security-Policy that allows no inline script, nosniff,
// no framing, and a strict referrer policy.
//
// Helmet itself, its middleware built once: @fastify/helmet builds a new one (options parsed, CSP directives
// checked) on every request, which cost more server CPU than the rest of a small API call's headers. No route
// uses what only the plugin adds (per-route options, `reply.helmet`, CSP nonces).
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its CSS-in-JS into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The ALTCHA captcha widget solves its proof of work in Web Workers that its bundle starts from blob:
        // URLs (the worker code is inlined in the package). Without this, workers fall back to script-src,
        // which allows no blob:, and the captcha can never be solved.
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS on plain http would only confuse a browser on localhost.
    strictTransportSecurity: options.https,
    crossOriginEmbedderPolicy: false,
  });
  // Registered before the rate limits and the CSRF check: their refusals carry the headers too.
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet 8 throws rather than passing errors on; an Error passed on by an older one still fails the request.
    setSecurityHeaders(request.raw, reply.raw, (error) => {
      if (error instanceof Error) done(error);
      else done();
    });
  });
}
