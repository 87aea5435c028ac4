// GET /outbox: with no SMTP_URL, the mail written to DATA_DIR/outbox, listed for whoever runs the server on
// their own machine (`npm start`), so that they can confirm an address without opening a file. It answers 404
// as any unknown API path does when SMTP_URL is set and to every request that is not local (localRequest.ts);
// the route exists either way, so that the browser app's page is never served in its place.
import type { FastifyInstance } from 'fastify';
import { readOutbox } from '../../services/mail';
import { sendHttpError } from '../httpErrors';
import { visitorLocale } from '../visitorLocale';
import { isLocalRequest } from './localRequest';
import { outboxPage } from './outboxPage';

export const OUTBOX_PAGE_PATH = '/outbox';
/** The page shows this many of the newest mails; the rest stay in the folder. */
const MAILS_SHOWN = 100;

export interface OutboxPageOptions {
  /** The outbox folder, or undefined when mail goes through SMTP. */
  readonly outboxDir: string | undefined;
  readonly publicUrl: string;
}

export function registerOutboxPage(app: FastifyInstance, options: OutboxPageOptions): void {
  const { outboxDir, publicUrl } = options;
  app.get(OUTBOX_PAGE_PATH, async (request, reply) => {
    if (outboxDir === undefined || !isLocalRequest(request, publicUrl)) return sendHttpError(reply, 'not_found');
    const { mails, total } = await readOutbox(outboxDir, MAILS_SHOWN);
    const html = outboxPage({ locale: visitorLocale(request.headers['accept-language']), folder: outboxDir, mails, total });
    // The links are secrets: kept out of every cache and out of search engines.
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('x-robots-tag', 'noindex').send(html);
  });
}
