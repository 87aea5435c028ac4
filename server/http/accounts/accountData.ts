// "Export my data" and "Delete my account": their routes, and the background job that makes the exports.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { purgeExpiredExports } from '../../domain/accounts/accountExport';
import { createAccountExportJobHandler } from '../../domain/accounts/accountExportJob';
import type { AccountPublisher } from '../../domain/requests/accountChange';
import type { JobHandlers } from '../../services/jobs/jobQueue';
import { registerPeriodicPurge } from '../../jobs/periodicPurge';
import type { AccountDataRouteOptions } from './accountDataRouteOptions';
import { registerAccountExportRoutes } from './accountExportRoutes';
import { registerDeleteAccountRoute } from './deleteAccount';

export interface AccountDataOptions extends AccountDataRouteOptions {
  readonly publisher: AccountPublisher;
  /** The data folder: exports are written under it before they are stored. */
  readonly dataDir: string;
}

/** Call after registerRateLimiting. Answers the export job's handler, for the app's job queue to run. */
export function registerAccountData(app: FastifyInstance, options: AccountDataOptions): Pick<JobHandlers, 'build_account_export'> {
  registerAccountExportRoutes(app, options);
  registerDeleteAccountRoute(app, options);
  registerPeriodicPurge(app, {
    what: 'expired exports',
    purge: async () => {
      const removed = await purgeExpiredExports(options.db, options.clock());
      if (removed > 0) options.jobs.wake();
      return removed;
    },
  });
  return createAccountExportJobHandler({
    db: options.db,
    storage: options.storage,
    publisher: options.publisher,
    workDir: path.join(options.dataDir, 'exports'),
    clock: options.clock,
  });
}
