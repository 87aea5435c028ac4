// GET /api/terms/current?locale=fr-FR: the current terms as HTML (en-US when no locale is given), with their
// version in x-terms-version; the version is what sign-up and account.accept_terms send back.
import type { FastifyInstance } from 'fastify';
import { API_PATHS, currentTermsQuerySchema, DEFAULT_LOCALE, TERMS_VERSION_HEADER } from '../../contract';
import type { CurrentTerms } from '../domain/terms/termsCatalog';
import { sendHttpError } from './httpErrors';

export function registerTermsRoute(app: FastifyInstance, terms: CurrentTerms): void {
  app.get(API_PATHS.currentTerms, async (request, reply) => {
    const query = currentTermsQuerySchema.safeParse(request.query);
    if (!query.success) return sendHttpError(reply, 'invalid_params');
    return reply
      .type('text/html; charset=utf-8')
      .header(TERMS_VERSION_HEADER, terms.version)
      // Never cached: once a new version ships, a cached copy would ask for terms that are no longer current.
      .header('cache-control', 'no-store')
      .send(terms.html[query.data.locale ?? DEFAULT_LOCALE]);
  });
}
