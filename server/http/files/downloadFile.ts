// GET /api/files/download/{id} (bearer): the stored bytes with the type detected at upload, as an attachment
// under the file's name. `nosniff` and a sandboxing CSP keep a browser from ever running the bytes as a page,
// whatever they hold. Another account's id answers exactly like an unknown one.
import type { FastifyInstance } from 'fastify';
import { findFileLocation } from '../../domain/files/fileQueries';
import { originalKey } from '../../domain/files/storageKeys';
import { authenticatedAccountId } from '../authentication';
import { sendHttpError } from '../httpErrors';
import type { FileRouteOptions } from './fileRouteOptions';
import { sendStoredObject } from './sendStoredObject';

/** RFC 8187 `filename*` value: UTF-8, percent-encoded, with the characters encodeURIComponent leaves alone but the grammar does not allow. */
export function attachmentDisposition(filename: string): string {
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename*=UTF-8''${encoded}`;
}

export function registerDownloadFileRoute(app: FastifyInstance, options: FileRouteOptions): void {
  app.get<{ Params: { id: string } }>('/api/files/download/:id', async (request, reply) => {
    const accountId = await authenticatedAccountId(options.db, request, reply);
    if (accountId === undefined) return reply;
    const location = await findFileLocation(options.db, accountId, request.params.id);
    if (location === undefined) return sendHttpError(reply, 'not_found');
    return sendStoredObject(reply, options.storage, originalKey(location.storageKey), {
      'content-type': location.contentType,
      'content-length': String(location.size),
      'content-disposition': attachmentDisposition(location.filename),
    });
  });
}
