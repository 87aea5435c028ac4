// GET /api/job_applications/export.csv (bearer): every application of the account as CSV (RFC 4180, UTF-8 with a
// byte order mark so that spreadsheets read the accents, CRLF line ends, a header row). A cell that a
// spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return) is written after a
// `'`. Streamed a page of applications at a time (applicationCsvExport.ts): the answer starts at once and the
// event loop is handed back between pages.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, APPLICATION_CSV_COLUMNS } from '../../../contract';
import { type ApplicationCsvRecord, applicationCsvPages } from '../../domain/jobApplications/applicationCsvExport';
import { authenticatedAccountId } from '../authentication';
import type { JobSearchRouteOptions } from './jobSearchRouteOptions';

async function* records(pages: AsyncGenerator<ApplicationCsvRecord[]>): AsyncGenerator<ApplicationCsvRecord> {
  for await (const page of pages) yield* page;
}

export function registerExportJobApplicationsRoute(app: FastifyInstance, options: JobSearchRouteOptions): void {
  app.get(API_PATHS.jobApplicationsExport, async (request, reply) => {
    const accountId = await authenticatedAccountId(options.db, request, reply);
    if (accountId === undefined) return reply;
    const now = options.clock();
    const csv = Readable.from(records(applicationCsvPages(options.db, accountId, now))).pipe(
      stringify({
        header: true,
        columns: [...APPLICATION_CSV_COLUMNS],
        bom: true,
        escape_formulas: true,
        record_delimiter: 'windows',
        // A line break of either kind inside a cell (a note typed in a browser has bare LFs) is quoted, not only
        // the record delimiter itself: spreadsheets end a record at a bare LF too.
        quoted_match: /[\r\n]/,
      }),
    );
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="job-applications-${now.toISOString().slice(0, 10)}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
