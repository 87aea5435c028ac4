// Closing waits for open connections; one a client opened but never used would hold it forever. In-flight
// requests get a short grace period, then whatever is left is cut.
import type { FastifyInstance } from 'fastify';

const CLOSE_GRACE_MS = 2000;

export function registerClosingGrace(app: FastifyInstance): void {
  app.addHook('preClose', (done) => {
    setTimeout(() => {
      app.server.closeAllConnections();
    }, CLOSE_GRACE_MS).unref();
    done();
  });
}
