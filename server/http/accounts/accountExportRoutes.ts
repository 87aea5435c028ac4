// "Export my data" over HTTP (bearer, CSRF on the POSTs): ask for an export, read its state, get a one-time
// download link, and the download itself, which needs no bearer (a browser link carries none): its token,
// given only to the account's signed-in owner, is the credential, and works once.
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../contract';
import {
  currentAccountExport,
  newExportDownloadPath,
  requestAccountExport,
  useExportDownloadToken,
} from '../../domain/accounts/accountExport';
import { authenticatedAccountId } from '../authentication';
import { attachmentDisposition } from '../files/downloadFile';
import { sendStoredObject } from '../files/sendStoredObject';
import { sendHttpError } from '../httpErrors';
import { perIpLimit } from '../rateLimits';
import type { AccountDataRouteOptions } from './accountDataRouteOptions';

/** Each export reads the whole account: a few an hour from one address is plenty. */
const EXPORT_REQUESTS_PER_IP = { max: 10, windowMs: 60 * 60 * 1000 };
/** Tokens are 256 random bits; this only keeps guessers from hammering the table. */
const DOWNLOADS_PER_IP = { max: 30, windowMs: 15 * 60 * 1000 };
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

export function registerAccountExportRoutes(app: FastifyInstance, options: AccountDataRouteOptions): void {
  const { db, clock } = options;

  app.get(API_PATHS.accountExport, async (request, reply) => {
    const accountId = await authenticatedAccountId(db, request, reply);
    if (accountId === undefined) return reply;
    const data = await currentAccountExport({ db, now: clock() }, accountId);
    return reply.header('cache-control', 'no-store').send({ data });
  });

  app.post(
    API_PATHS.accountExport,
    { config: { rateLimit: perIpLimit(EXPORT_REQUESTS_PER_IP, 'rate_limited') } },
    async (request, reply) => {
      const accountId = await authenticatedAccountId(db, request, reply);
      if (accountId === undefined) return reply;
      const data = await requestAccountExport({ db, now: clock() }, accountId);
      options.jobs.wake();
      return reply.code(202).header('cache-control', 'no-store').send({ data });
    },
  );

  app.post(API_PATHS.accountExportLink, async (request, reply) => {
    const accountId = await authenticatedAccountId(db, request, reply);
    if (accountId === undefined) return reply;
    const downloadPath = await newExportDownloadPath({ db, now: clock() }, accountId);
    if (downloadPath === undefined) return sendHttpError(reply, 'not_found');
    return reply.header('cache-control', 'no-store').send({ data: { download_path: downloadPath } });
  });

  app.get<{ Querystring: { token?: unknown } }>(
    API_PATHS.accountExportDownload,
    { config: { rateLimit: perIpLimit(DOWNLOADS_PER_IP, 'rate_limited') } },
    async (request, reply) => {
      const { token } = request.query;
      if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return sendHttpError(reply, 'not_found');
      const zip = await useExportDownloadToken({ db, now: clock() }, token);
      if (zip === undefined) return sendHttpError(reply, 'not_found');
      // Used once: the zip goes when its answer ends, sent whole or not (a new export can be asked for).
      let removalQueued = false;
      const removeZip = (): void => {
        if (removalQueued) return;
        removalQueued = true;
        void options.jobs.enqueue(db, 'remove_stored_objects', { keys: [zip.storageKey] }).catch((error: unknown) => {
          request.log.error({ err: error }, 'the removal of a downloaded export could not be queued');
        });
      };
      reply.raw.once('finish', removeZip).once('close', removeZip);
      return sendStoredObject(reply, options.storage, zip.storageKey, {
        'content-type': 'application/zip',
        'content-length': String(zip.size),
        'content-disposition': attachmentDisposition(`job-search-export-${zip.created.slice(0, 10)}.zip`),
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      });
    },
  );
}
