// POST /api/postings/extract (bearer) {url} or {url, html}: the posting a job board's page describes, as
// {"data": posting}. With `html` (what the bookmarklet read on the page) nothing is fetched; with `url` alone
// the server fetches the page under fetchPostingPage's rules (public addresses only, after every redirect too;
// 2 MiB, 10 s, no cookies). 422 `posting_unreachable` when the page cannot be read, 422 `posting_not_found`
// when it names no job title. Each address may ask 30 times a minute: every call may make the server fetch.
import type { FastifyInstance } from 'fastify';
import { API_PATHS, extractPostingBodySchema, POSTING_HTML_MAX_BYTES, type Posting } from '../../../contract';
import { extractPosting } from '../../services/postings/extractPosting';
import { fetchPostingPage, PostingUnreachableError } from '../../services/postings/fetchPostingPage';
import { authenticatedAccountId } from '../authentication';
import { sendHttpError } from '../httpErrors';
import { perIpLimit } from '../rateLimits';
import type { PostingRouteOptions } from './postingRouteOptions';

const EXTRACTIONS_PER_MINUTE = { max: 30, windowMs: 60_000 } as const;
/** The JSON body carries up to 2 MiB of HTML, escaped: room for its quotes and backslashes. */
const BODY_LIMIT = 3 * POSTING_HTML_MAX_BYTES;

export function registerExtractPostingRoute(app: FastifyInstance, options: PostingRouteOptions): void {
  app.post(
    API_PATHS.postingsExtract,
    { bodyLimit: BODY_LIMIT, config: { rateLimit: perIpLimit(EXTRACTIONS_PER_MINUTE, 'rate_limited') } },
    async (request, reply) => {
      const accountId = await authenticatedAccountId(options.db, request, reply);
      if (accountId === undefined) return reply;
      const body = extractPostingBodySchema.safeParse(request.body);
      if (!body.success) return sendHttpError(reply, 'invalid_params');

      let page: { readonly html: string; readonly finalUrl: string };
      if (body.data.html === undefined) {
        try {
          page = await fetchPostingPage(body.data.url, { allowPrivateAddresses: options.allowPrivateAddresses });
        } catch (error) {
          if (!(error instanceof PostingUnreachableError)) throw error;
          request.log.info({ reason: error.reason }, 'posting page not read');
          return sendHttpError(reply, 'posting_unreachable');
        }
      } else {
        if (Buffer.byteLength(body.data.html) > POSTING_HTML_MAX_BYTES) return sendHttpError(reply, 'posting_unreachable');
        page = { html: body.data.html, finalUrl: body.data.url };
      }

      const posting: Posting = extractPosting(page.html, page.finalUrl);
      if (posting.title === null) return sendHttpError(reply, 'posting_not_found');
      return { data: posting };
    },
  );
}
