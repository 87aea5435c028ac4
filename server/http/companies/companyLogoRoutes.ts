// A company's logo (api contract, "Companies"):
// - POST /api/companies/{id}/logo (multipart, field `file`, PNG or JPEG of at most 2 MiB): re-encoded as PNG at
//   72 and 144 px, stored, then recorded; 200 {"data": company} and `updated_company`.
// - DELETE /api/companies/{id}/logo: 204 and `updated_company`.
// - GET /api/companies/{id}/logo/{size} (bearer): the PNG.
// Another account's company is 404 as a missing one. The images are stored before the row names them and removed
// again if recording fails, so no upload is left behind; the replaced ones are removed by a queued job.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS, COMPANY_LOGO_MAX_BYTES, COMPANY_LOGO_SIZES, type Company } from '../../../contract';
import { setCompanyLogo } from '../../domain/companies/companyLogo';
import { logoImageKey, logoObjectKeys, newLogoKey } from '../../domain/companies/companyLogoKeys';
import { findCompanyLogoKey } from '../../domain/companies/companyQueries';
import { RequestError } from '../../domain/requests/requestErrors';
import { logoImagesOf, UnreadableLogoError } from '../../services/fileRendering/logoImages';
import { authenticatedAccountId } from '../authentication';
import { sendStoredObject } from '../files/sendStoredObject';
import { sendHttpError } from '../httpErrors';
import { changeOverHttp } from '../jobSearch/accountChangeOverHttp';
import type { CompanyLogoRouteOptions } from './companyLogoRouteOptions';

const LOGO_ROUTE = `${API_PATHS.companies}/:id/logo`;
type ById = { Params: { id: string } };

export function registerCompanyLogoRoutes(app: FastifyInstance, options: CompanyLogoRouteOptions): void {
  app.post<ById>(LOGO_ROUTE, async (request, reply) => {
    const accountId = await authenticatedAccountId(options.db, request, reply);
    if (accountId === undefined) return reply;
    // Told before the bytes are read: a company the account does not have.
    if ((await findCompanyLogoKey(options.db, accountId, request.params.id)) === undefined) return sendHttpError(reply, 'not_found');
    const upload = await receiveLogo(request, reply);
    if (upload === undefined) return reply;

    let images;
    try {
      images = await logoImagesOf(upload);
    } catch (error) {
      if (error instanceof UnreadableLogoError) return sendHttpError(reply, 'unsupported_file_type');
      throw error;
    }
    const logoKey = newLogoKey();
    let company: Company;
    try {
      for (const size of COMPANY_LOGO_SIZES) await options.storage.storeBytes(logoImageKey(logoKey, size), images[size]);
      company = await changeOverHttp(options, request.log, accountId, (context) => setCompanyLogo(context, request.params.id, logoKey));
    } catch (error) {
      await removeQuietly(options, request, logoObjectKeys(logoKey));
      // The company was deleted while its logo was on the way.
      if (error instanceof RequestError && error.code === 'not_found') return sendHttpError(reply, 'not_found');
      throw error;
    }
    return { data: company };
  });

  app.delete<ById>(LOGO_ROUTE, async (request, reply) => {
    const accountId = await authenticatedAccountId(options.db, request, reply);
    if (accountId === undefined) return reply;
    try {
      await changeOverHttp(options, request.log, accountId, (context) => setCompanyLogo(context, request.params.id, null));
    } catch (error) {
      if (error instanceof RequestError && error.code === 'not_found') return sendHttpError(reply, 'not_found');
      throw error;
    }
    return reply.code(204).send();
  });

  app.get<{ Params: { id: string; size: string } }>(`${LOGO_ROUTE}/:size`, async (request, reply) => {
    const accountId = await authenticatedAccountId(options.db, request, reply);
    if (accountId === undefined) return reply;
    const { id, size } = request.params;
    const logoKey = await findCompanyLogoKey(options.db, accountId, id);
    if (logoKey === undefined || logoKey === null || !(COMPANY_LOGO_SIZES as readonly string[]).includes(size)) return sendHttpError(reply, 'not_found');
    return sendStoredObject(reply, options.storage, logoImageKey(logoKey, size), {
      'content-type': 'image/png',
      // The path stays when the logo is replaced: the browser asks again each time rather than show an old one.
      'cache-control': 'private, no-cache',
    });
  });
}

/** The upload's bytes, or undefined once an error has been answered (not multipart, no `file`, too large). */
async function receiveLogo(request: FastifyRequest, reply: FastifyReply): Promise<Buffer | undefined> {
  if (!request.isMultipart()) {
    await sendHttpError(reply, 'invalid_params');
    return undefined;
  }
  let bytes: Buffer | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: COMPANY_LOGO_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    for await (const part of parts) {
      if (part.type === 'field' || part.fieldname !== 'file') {
        if (part.type === 'file') part.file.resume();
        continue;
      }
      bytes = await part.toBuffer();
      // Busboy stops at the limit and marks the part truncated, whether or not the plugin throws for it.
      if (part.file.truncated) {
        await sendHttpError(reply, 'file_too_large');
        return undefined;
      }
    }
  } catch (error) {
    // Past the size limit, busboy's error carries its 413; a body that is not multipart, none.
    await sendHttpError(reply, (error as { statusCode?: unknown } | null)?.statusCode === 413 ? 'file_too_large' : 'invalid_params');
    return undefined;
  }
  if (bytes === undefined) await sendHttpError(reply, 'invalid_params');
  return bytes;
}

async function removeQuietly(options: CompanyLogoRouteOptions, request: FastifyRequest, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await options.storage.remove(key).catch((error: unknown) => {
      request.log.error({ err: error, key }, 'could not remove the images of a logo that was not recorded');
    });
  }
}
