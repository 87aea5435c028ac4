// The job-search routes of the api contract: creating companies and job applications, and the applications'
// CSV export and import (everything else about them goes over the live channel).
import type { FastifyInstance } from 'fastify';
import { registerCreateCompanyRoute } from './createCompany';
import { registerCreateJobApplicationRoute } from './createJobApplication';
import { registerExportJobApplicationsRoute } from './exportJobApplications';
import { registerImportJobApplicationsRoute } from './importJobApplications';
import type { JobSearchRouteOptions } from './jobSearchRouteOptions';

export type { JobSearchRouteOptions } from './jobSearchRouteOptions';

export function registerJobSearchRoutes(app: FastifyInstance, options: JobSearchRouteOptions): void {
  registerCreateCompanyRoute(app, options);
  registerCreateJobApplicationRoute(app, options);
  registerExportJobApplicationsRoute(app, options);
  registerImportJobApplicationsRoute(app, options);
}
