// GET /api/calendar/{secret}.ics: the account's upcoming actions for calendar apps to subscribe to. The secret
// in the path is the only credential (calendar apps send no header); an unknown one is a plain 404. The
// document is kept a minute per account (see CalendarFeedCache) and holds the soonest 500 actions at most,
// read a page at a time with their notes cut in the database and written a few events at a time, so that
// making it never holds the event loop for long. Each address is limited per IP address (429 rate_limited).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { localeSchema } from '../../contract';
import type { Database } from '../db/schema';
import type { WindowLimit } from '../domain/accounts/accountLimits';
import { findAccountById } from '../domain/accounts/accountQueries';
import { digestOfToken } from '../domain/accounts/secretTokens';
import { CALENDAR_FEED_EVENTS_LIMIT, calendarDocumentInSteps } from '../domain/actions/calendarDocument';
import { listFeedActions } from '../domain/actions/calendarFeedActions';
import { CalendarFeedCache, type CalendarFeedCacheOptions } from '../domain/actions/calendarFeedCache';
import { accountOfCalendarFeed } from '../domain/actions/calendarFeeds';
import { perIpLimit } from './rateLimits';

/**
 * Requests for one feed address from one IP address. Calendar apps poll at most hourly as the feed asks, and a
 * person's devices each have their own address; a minute's copy is served from the cache, so this only stops
 * a client polling in a loop (or guessing addresses) from taking a share of the server.
 */
export const DEFAULT_CALENDAR_FEED_RATE_LIMIT: WindowLimit = { max: 30, windowMs: 60_000 };

export interface CalendarFeedRouteOptions {
  readonly db: Kysely<Database>;
  readonly publicUrl: string;
  readonly clock?: () => Date;
  readonly cache?: CalendarFeedCacheOptions;
  /** Applies when the app registered @fastify/rate-limit (server/http/rateLimits.ts). */
  readonly rateLimit?: WindowLimit;
}

export function registerCalendarFeedRoute(
  app: FastifyInstance,
  { db, publicUrl, clock = () => new Date(), cache: cacheOptions, rateLimit = DEFAULT_CALENDAR_FEED_RATE_LIMIT }: CalendarFeedRouteOptions,
): void {
  const cache = new CalendarFeedCache(cacheOptions);
  const routeConfig = {
    rateLimit: {
      ...perIpLimit(rateLimit, 'rate_limited'),
      // A digest of the address, so that the limit's store (Redis with several processes) never holds it.
      keyGenerator: (request: { ip: string; params: unknown }) =>
        `calendar-feed:${request.ip}:${digestOfToken(String((request.params as { feed?: unknown }).feed))}`,
    },
  };
  app.get<{ Params: { feed: string } }>('/api/calendar/:feed', { config: routeConfig }, async (request, reply) => {
    const token = /^([\w-]+)\.ics$/.exec(request.params.feed)?.[1];
    const accountId = token === undefined ? undefined : await accountOfCalendarFeed(db, token);
    const account = accountId === undefined ? undefined : await findAccountById(db, accountId);
    if (account === undefined) return reply.code(404).send({ error: 'not_found' });

    const locale = localeSchema.catch('en-US').parse(account.locale);
    const now = clock();
    const document =
      cache.get(account.id, locale, now) ??
      cache.put(
        account.id,
        locale,
        now,
        await calendarDocumentInSteps(await listFeedActions(db, account.id, now, CALENDAR_FEED_EVENTS_LIMIT), {
          locale,
          publicUrl,
          generatedAt: now,
        }),
      );
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline; filename="upcoming-events.ics"')
      .send(document);
  });
}
