// GET /api/calendar/{secret}.ics: the account's upcoming actions for calendar apps to subscribe to. The secret
// in the path is the only credential (calendar apps send no header); an unknown one is a plain 404. The
// document is kept a minute per account (see CalendarFeedCache) and holds the soonest 500 actions at most.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { localeSchema } from '../../contract';
import type { Database } from '../db/schema';
import { findAccountById } from '../domain/accounts/accountQueries';
import { listFutureActions } from '../domain/actions/actionQueries';
import { CALENDAR_FEED_EVENTS_LIMIT, calendarDocument } from '../domain/actions/calendarDocument';
import { CalendarFeedCache, type CalendarFeedCacheOptions } from '../domain/actions/calendarFeedCache';
import { accountOfCalendarFeed } from '../domain/actions/calendarFeeds';

export interface CalendarFeedRouteOptions {
  readonly db: Kysely<Database>;
  readonly publicUrl: string;
  readonly clock?: () => Date;
  readonly cache?: CalendarFeedCacheOptions;
}

export function registerCalendarFeedRoute(
  app: FastifyInstance,
  { db, publicUrl, clock = () => new Date(), cache: cacheOptions }: CalendarFeedRouteOptions,
): void {
  const cache = new CalendarFeedCache(cacheOptions);
  app.get<{ Params: { feed: string } }>('/api/calendar/:feed', async (request, reply) => {
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
        calendarDocument(await listFutureActions(db, account.id, now, CALENDAR_FEED_EVENTS_LIMIT), { locale, publicUrl, generatedAt: now }),
      );
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline; filename="upcoming-events.ics"')
      .send(document);
  });
}
