// GET /api/files/{id}/thumbnail/{size} (bearer): the PNG rendered from the file's first page at that size.
// Sizes the file was not rendered at, and other accounts' files, are 404 not_found.
import type { FastifyInstance } from 'fastify';
import { findFileLocation } from '../../domain/files/fileQueries';
import { thumbnailKey } from '../../domain/files/storageKeys';
import { authenticatedAccountId } from '../authentication';
import { sendHttpError } from '../httpErrors';
import type { FileRouteOptions } from './fileRouteOptions';
import { sendStoredObject } from './sendStoredObject';

export function registerFileThumbnailRoute(app: FastifyInstance, options: FileRouteOptions): void {
  app.get<{ Params: { id: string; size: string } }>('/api/files/:id/thumbnail/:size', async (request, reply) => {
    const accountId = await authenticatedAccountId(options.db, request, reply);
    if (accountId === undefined) return reply;
    const { id, size } = request.params;
    const location = await findFileLocation(options.db, accountId, id);
    if (location === undefined || !location.thumbnailSizes.includes(size)) return sendHttpError(reply, 'not_found');
    return sendStoredObject(reply, options.storage, thumbnailKey(location.storageKey, size), {
      'content-type': 'image/png',
      // A thumbnail never changes under its path (a new upload is a new file); the browser may keep it.
      'cache-control': 'private, max-age=86400',
    });
  });
}
