// POST /api/files (multipart: description, type, filename, optional job_application_id, then file):
// {"data": {"id"}}. The bytes are spooled to a temporary file while the size limit is enforced, identified
// from their content, checked against the quota, stored, and only then recorded; any failure on the way
// removes what was written, so a refused or interrupted upload leaves no row, no bytes and no temporary file.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { API_PATHS, type HttpErrorCode, uploadFileFieldsSchema, type UploadFileFields } from '../../../contract';
import { fitsQuota, recordUpload, StorageQuotaExceededError } from '../../domain/files/recordUpload';
import { newStorageKey, originalKey } from '../../domain/files/storageKeys';
import { RequestError } from '../../domain/requests/requestErrors';
import { inspectUpload } from '../../services/fileInspection/inspectUpload';
import { authenticatedAccountId } from '../authentication';
import { sendHttpError } from '../httpErrors';
import { changeOverHttp } from '../jobSearch/accountChangeOverHttp';
import type { FileRouteOptions } from './fileRouteOptions';
import { spoolUpload } from './spoolUpload';

/** The form's text fields are short: 500 characters of description at 4 bytes each is the longest. */
const FIELD_SIZE_LIMIT = 4 * 1024;
const TEXT_FIELDS = ['description', 'type', 'filename', 'job_application_id'] as const;

type UploadOutcome = { readonly id: string } | { readonly error: HttpErrorCode };

export function registerUploadFileRoute(app: FastifyInstance, options: FileRouteOptions): void {
  const { db, storage, limits, spoolDir } = options;

  app.post(API_PATHS.files, async (request, reply) => {
    const accountId = await authenticatedAccountId(db, request, reply);
    if (accountId === undefined) return reply;
    if (!request.isMultipart()) return sendHttpError(reply, 'invalid_params');

    const parts = request.parts({
      limits: {
        fileSize: limits.maxUploadBytes,
        files: 1,
        fields: TEXT_FIELDS.length,
        fieldSize: FIELD_SIZE_LIMIT,
        parts: TEXT_FIELDS.length + 1,
      },
    });
    const rawFields: Record<string, string> = {};
    let receiving = false;
    try {
      for await (const part of parts) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') rawFields[part.fieldname] = part.value;
          continue;
        }
        // The file is the last part: the fields it is described by have all arrived.
        receiving = true;
        return await receiveFile(part, rawFields, accountId, reply);
      }
    } catch (error) {
      // A body that is not the multipart it says it is (no boundary, cut short) makes the parser throw an error
      // without a status, which would be answered 500 `internal`: it is the request's fault. The parser's own
      // limit errors carry their status and keep it.
      if (receiving || hasStatusCode(error)) throw error;
      request.log.debug({ err: error }, 'malformed multipart body');
      return sendHttpError(reply, 'invalid_params');
    }
    return sendHttpError(reply, 'invalid_params');
  });

  function hasStatusCode(error: unknown): boolean {
    return typeof (error as { statusCode?: unknown } | null)?.statusCode === 'number';
  }

  async function receiveFile(part: MultipartFile, rawFields: Record<string, string>, accountId: string, reply: FastifyReply) {
    const fields = uploadFileFieldsSchema.safeParse(rawFields);
    if (part.fieldname !== 'file' || !fields.success) {
      part.file.resume();
      return sendHttpError(reply, 'invalid_params');
    }
    // A full account is told before its bytes are written anywhere (and again, exactly, when recording).
    if (!(await fitsQuota({ accountId, db }, 0, limits))) {
      part.file.resume();
      return sendHttpError(reply, 'storage_quota_exceeded');
    }
    const spooled = await spoolUpload(part.file, spoolDir);
    if (spooled.status === 'too_large') return sendHttpError(reply, 'file_too_large');
    let outcome: UploadOutcome;
    try {
      outcome = await storeAndRecord(spooled.path, spooled.size, fields.data, accountId, reply.request.log);
    } finally {
      // Gone before the answer, whatever it is.
      await rm(spooled.path, { force: true });
    }
    if ('error' in outcome) return sendHttpError(reply, outcome.error);
    options.onJobsQueued();
    return reply.send({ data: { id: outcome.id } });
  }

  async function storeAndRecord(
    spooledPath: string,
    size: number,
    fields: UploadFileFields,
    accountId: string,
    log: FastifyBaseLogger,
  ): Promise<UploadOutcome> {
    if (size === 0) return { error: 'unsupported_file_type' };
    const contentType = await inspectUpload(spooledPath);
    if (contentType === null) return { error: 'unsupported_file_type' };
    if (!(await fitsQuota({ accountId, db }, size, limits))) return { error: 'storage_quota_exceeded' };

    const storageKey = newStorageKey();
    await storage.storeFile(originalKey(storageKey), spooledPath);
    try {
      const file = await changeOverHttp(options, log, accountId, (context) =>
        recordUpload(context, fields, { id: randomUUID(), storageKey, contentType, size }, limits),
      );
      return { id: file.id };
    } catch (error) {
      await storage.remove(originalKey(storageKey));
      if (error instanceof StorageQuotaExceededError) return { error: 'storage_quota_exceeded' };
      if (error instanceof RequestError && error.code === 'not_found') return { error: 'not_found' };
      throw error;
    }
  }
}
