// POST /api/companies and POST /api/job_applications: create a row of the signed-in account, answer
// {"data": row}, and push created_company / created_job_application to every tab of the account.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  createCompanyBodySchema,
  createJobApplicationBodySchema,
  type Company,
  type JobApplication,
} from '../../contract';
import type { Database } from '../db/schema';
import { findCompany, insertCompany } from '../domain/companies/companyQueries';
import { findJobApplication, insertJobApplication } from '../domain/jobApplications/jobApplicationQueries';
import type { AccountPublisher } from '../requests/requestRouter';
import { authenticatedAccountId } from './authentication';

export interface JobSearchRouteOptions {
  readonly db: Kysely<Database>;
  readonly publisher: AccountPublisher;
  readonly clock?: () => Date;
}

/** A deliberate refusal inside the transaction (it rolls back), answered with its code. */
class CreationRefused extends Error {
  constructor(readonly status: 404, readonly code: 'not_found') {
    super(code);
  }
}

export function registerJobSearchRoutes(app: FastifyInstance, { db, publisher, clock = () => new Date() }: JobSearchRouteOptions): void {
  // The row is stored: a push that fails only leaves other tabs to catch up on their next load.
  const pushToAccount = async (accountId: string, event: string, payload: unknown): Promise<void> => {
    try {
      await publisher.publishToAccount(accountId, event, payload);
    } catch (error) {
      app.log.error({ err: error, event, accountId }, 'push could not be sent');
    }
  };

  app.post(API_PATHS.companies, async (request, reply) => {
    const accountId = await authenticatedAccountId(db, request, reply);
    if (accountId === undefined) return reply;
    const body = createCompanyBodySchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'invalid_params' });

    const company: Company = await insertCompany(db, accountId, body.data.name, clock());
    await pushToAccount(accountId, 'created_company', { data: company });
    return reply.send({ data: company });
  });

  app.post(API_PATHS.jobApplications, async (request, reply) => {
    const accountId = await authenticatedAccountId(db, request, reply);
    if (accountId === undefined) return reply;
    const body = createJobApplicationBodySchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'invalid_params' });

    let application: JobApplication;
    try {
      application = await db.transaction().execute(async (trx) => {
        const companyId = body.data.company_id;
        // Another account's company is as unknown as one that does not exist.
        if (typeof companyId === 'string' && (await findCompany(trx, accountId, companyId)) === undefined) {
          throw new CreationRefused(404, 'not_found');
        }
        const id = await insertJobApplication(trx, accountId, body.data, clock());
        const created = await findJobApplication(trx, accountId, id);
        if (created === undefined) throw new Error('the application just written could not be read back');
        return created;
      });
    } catch (error) {
      if (error instanceof CreationRefused) return reply.code(error.status).send({ error: error.code });
      throw error;
    }
    await pushToAccount(accountId, 'created_job_application', { data: application });
    return reply.send({ data: application });
  });
}
