// POST /api/job_applications/import (bearer, multipart: `file`, a CSV of at most 5 MiB and 10,000 rows, and an
// optional `mapping`, JSON {"<csv header>": "<field>" | null}): 200 {"data": {created, skipped_duplicates,
// errors}}, with the pushes of every creation; 415 unsupported_file_type for a file that is not CSV text, 413
// file_too_large past either bound, 400 invalid_params for a body without the file or with a mapping out of
// contract. The file is read whole into memory (5 MiB at most) before any row is created; the import itself
// runs a batch at a time (importApplications.ts).
import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  applicationImportMappingSchema,
  type ApplicationImportField,
  CSV_IMPORT_MAX_BYTES,
} from '../../../contract';
import { DEFAULT_ACCOUNT_ROW_LIMITS } from '../../config';
import { findAccountById, localeOfAccount } from '../../domain/accounts/accountQueries';
import { importApplications, TooManyRowsError, UnreadableCsvError } from '../../domain/jobApplications/csvImport/importApplications';
import { authenticatedAccountId } from '../authentication';
import { sendHttpError } from '../httpErrors';
import type { JobSearchRouteOptions } from './jobSearchRouteOptions';

/** The mapping names at most a few hundred columns of short headers. */
const MAPPING_FIELD_BYTES = 64 * 1024;

export function registerImportJobApplicationsRoute(app: FastifyInstance, options: JobSearchRouteOptions): void {
  app.post(API_PATHS.jobApplicationsImport, async (request, reply) => {
    const accountId = await authenticatedAccountId(options.db, request, reply);
    if (accountId === undefined) return reply;
    if (!request.isMultipart()) return sendHttpError(reply, 'invalid_params');

    let bytes: Buffer | undefined;
    let mappingText: string | undefined;
    try {
      const parts = request.parts({ limits: { fileSize: CSV_IMPORT_MAX_BYTES, files: 1, fields: 1, fieldSize: MAPPING_FIELD_BYTES, parts: 2 } });
      for await (const part of parts) {
        if (part.type === 'field') {
          if (part.fieldname === 'mapping' && typeof part.value === 'string') mappingText = part.value;
          continue;
        }
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        bytes = await part.toBuffer();
        // Busboy stops at the limit and marks the part truncated, whether or not the plugin throws for it.
        if (part.file.truncated) return await sendHttpError(reply, 'file_too_large');
      }
    } catch (error) {
      // Past the size limit, busboy's error carries its 413; a body that is not multipart, none.
      if ((error as { statusCode?: unknown } | null)?.statusCode === 413) return sendHttpError(reply, 'file_too_large');
      request.log.debug({ err: error }, 'malformed import body');
      return sendHttpError(reply, 'invalid_params');
    }
    if (bytes === undefined) return sendHttpError(reply, 'invalid_params');

    let mapping: Record<string, ApplicationImportField | null> = {};
    if (mappingText !== undefined) {
      let json: unknown;
      try {
        json = JSON.parse(mappingText);
      } catch {
        return sendHttpError(reply, 'invalid_params');
      }
      const parsed = applicationImportMappingSchema.safeParse(json);
      if (!parsed.success) return sendHttpError(reply, 'invalid_params');
      mapping = parsed.data;
    }

    const account = await findAccountById(options.db, accountId);
    const limits = options.accountRows ?? DEFAULT_ACCOUNT_ROW_LIMITS;
    try {
      const summary = await importApplications(
        { db: options.db, publisher: options.publisher, logger: request.log, now: options.clock(), maxApplications: limits.applications, maxCompanies: limits.companies },
        accountId,
        bytes,
        mapping,
        account === undefined ? 'en-US' : localeOfAccount(account),
      );
      return { data: summary };
    } catch (error) {
      if (error instanceof UnreadableCsvError) return sendHttpError(reply, 'unsupported_file_type');
      if (error instanceof TooManyRowsError) return sendHttpError(reply, 'file_too_large');
      throw error;
    }
  });
}
