// Runs one purge on a timer for as long as the server runs: tables of tokens, answers, sessions and exports that
// only grew would keep every secret's digest (or every zip) for ever.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export const HOURLY_MS = 60 * 60 * 1000;

export interface PeriodicPurge {
  /** What the log lines name, e.g. "ended sessions". */
  readonly what: string;
  /** Deletes what is due; answers how many rows it removed. */
  readonly purge: () => Promise<number>;
  readonly logger: FastifyBaseLogger;
  /** Tests shorten it. */
  readonly intervalMs?: number;
}

/** Starts the purge; answers the function that stops it. A failed run is logged and the next one tries again. */
export function schedulePeriodicPurge({ what, purge, logger, intervalMs = HOURLY_MS }: PeriodicPurge): () => void {
  const run = (): void => {
    purge()
      .then((purged) => {
        if (purged > 0) logger.info({ purged }, `purged ${what}`);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, `could not purge ${what}`);
      });
  };
  const timer = setInterval(run, intervalMs);
  // A purge must never keep the process alive on its own.
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}

/** Runs the purge from when the app is ready until it closes. */
export function registerPeriodicPurge(app: FastifyInstance, purge: Omit<PeriodicPurge, 'logger'>): void {
  let stop: (() => void) | undefined;
  app.addHook('onReady', (done) => {
    stop = schedulePeriodicPurge({ ...purge, logger: app.log });
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    stop?.();
    done();
  });
}
