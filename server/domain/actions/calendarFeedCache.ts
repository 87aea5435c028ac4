// Copies of calendar feeds, one per account, kept for a minute. Calendar apps poll a subscribed feed, often
// several at once for one person (phone, laptop, a shared calendar) and at most hourly as the feed asks, so a
// copy up to a minute old is what any of them could have read a minute earlier: an action added, edited or
// deleted shows at the next poll after that minute. Time-based rather than invalidated on change, because a
// change may be made by another server process; the address itself is checked on every request, so a renewed
// address stops working at once. Bounded in total size, dropping the least recently read first.
import type { Locale } from '../../../contract';

export const CALENDAR_FEED_CACHE_TTL_MS = 60_000;
/** The sum of the kept documents' lengths: a few dozen of the largest feeds, thousands of ordinary ones. */
export const CALENDAR_FEED_CACHE_MAX_CHARACTERS = 16 * 1024 * 1024;

interface CachedFeed {
  readonly locale: Locale;
  readonly document: string;
  readonly expiresAt: number;
}

export interface CalendarFeedCacheOptions {
  readonly ttlMs?: number;
  readonly maxCharacters?: number;
}

export class CalendarFeedCache {
  // A Map iterates in insertion order; reading an entry moves it to the end, so the first is the least recent.
  private readonly feeds = new Map<string, CachedFeed>();
  private characters = 0;
  private readonly ttlMs: number;
  private readonly maxCharacters: number;

  constructor({ ttlMs = CALENDAR_FEED_CACHE_TTL_MS, maxCharacters = CALENDAR_FEED_CACHE_MAX_CHARACTERS }: CalendarFeedCacheOptions = {}) {
    this.ttlMs = ttlMs;
    this.maxCharacters = maxCharacters;
  }

  /** The account's feed in that language made less than the TTL before `now`, or undefined. */
  get(accountId: string, locale: Locale, now: Date): string | undefined {
    const cached = this.feeds.get(accountId);
    if (cached === undefined) return undefined;
    this.remove(accountId, cached);
    if (cached.expiresAt <= now.getTime() || cached.locale !== locale) return undefined;
    this.feeds.set(accountId, cached);
    this.characters += cached.document.length;
    return cached.document;
  }

  /** Keeps the account's feed, made at `now`, and answers it. */
  put(accountId: string, locale: Locale, now: Date, document: string): string {
    const previous = this.feeds.get(accountId);
    if (previous !== undefined) this.remove(accountId, previous);
    // A document larger than the whole budget is served but not kept.
    if (document.length > this.maxCharacters) return document;
    this.feeds.set(accountId, { locale, document, expiresAt: now.getTime() + this.ttlMs });
    this.characters += document.length;
    for (const [oldestAccountId, oldest] of this.feeds) {
      if (this.characters <= this.maxCharacters) break;
      this.remove(oldestAccountId, oldest);
    }
    return document;
  }

  /** How many feeds are kept (for tests and metrics). */
  get size(): number {
    return this.feeds.size;
  }

  private remove(accountId: string, cached: CachedFeed): void {
    this.feeds.delete(accountId);
    this.characters -= cached.document.length;
  }
}
