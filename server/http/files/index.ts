// The file routes of the api contract: upload, download and thumbnails (everything else about files goes over
// the live channel).
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { registerDownloadFileRoute } from './downloadFile';
import type { FileRouteOptions } from './fileRouteOptions';
import { registerFileThumbnailRoute } from './fileThumbnail';
import { registerUploadFileRoute } from './uploadFile';

export type { FileRouteOptions } from './fileRouteOptions';

export async function registerFileRoutes(app: FastifyInstance, options: FileRouteOptions): Promise<void> {
  // Only the upload route reads multipart bodies; it sets its own limits per request. A file over the limit
  // is reported by the part's `truncated` flag (checked while spooling), not thrown.
  await app.register(multipart, { throwFileSizeLimit: false });
  registerUploadFileRoute(app, options);
  registerDownloadFileRoute(app, options);
  registerFileThumbnailRoute(app, options);
}
