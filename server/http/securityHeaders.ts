// Security headers on every answer: a Content-Security-Policy that allows no inline script, nosniff,
// no framing, and a strict referrer policy.
//
// Helmet decides the headers, once, at start: none of them depends on the request (no CSP nonce, no function
// among the directives), so each answer is handed the same list. Running helmet's middleware on every request
// (as @fastify/helmet does, which also builds the middleware anew each time) rebuilt the CSP string and set a
// dozen headers one by one on the raw response: 4-5% of the CPU profile of POST /api/job_applications.
import { IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
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
  const headers = headersSetBy(setSecurityHeaders);
  // Registered before the rate limits and the CSRF check: their refusals carry the headers too.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

type NodeMiddleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The headers a middleware sets on a response, read by running it once on a stand-in that records them. It
 * must set them synchronously, whatever the request, as helmet does with fixed options.
 */
function headersSetBy(middleware: NodeMiddleware): Readonly<Record<string, string>> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
      return recorder;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  const outcomes: unknown[] = [];
  middleware(new IncomingMessage(new Socket()), recorder as unknown as ServerResponse, (error) => {
    outcomes.push(error);
  });
  if (outcomes.length === 0) throw new Error('the security headers middleware did not finish at once');
  if (outcomes[0] !== undefined) throw new Error('the security headers middleware failed', { cause: outcomes[0] });
  return Object.fromEntries(headers);
}
