import { CalendarFeedCache } from '../../../../server/domain/actions/calendarFeedCache';

const MADE_AT = new Date('2026-11-22T10:00:00.000Z');
const after = (milliseconds: number) => new Date(MADE_AT.getTime() + milliseconds);

describe('CalendarFeedCache', () => {
  it('answers a feed until its time to live has passed, and only in the language it was made in', () => {
    const cache = new CalendarFeedCache({ ttlMs: 60_000 });
    expect(cache.put('account', 'en-US', MADE_AT, 'BEGIN:VCALENDAR')).toBe('BEGIN:VCALENDAR');
    expect(cache.get('account', 'en-US', after(59_999))).toBe('BEGIN:VCALENDAR');
    expect(cache.get('account', 'fr-FR', after(1))).toBeUndefined();
    expect(cache.get('other account', 'en-US', after(1))).toBeUndefined();

    cache.put('account', 'en-US', MADE_AT, 'BEGIN:VCALENDAR');
    expect(cache.get('account', 'en-US', after(60_000))).toBeUndefined();
    // An expired copy is dropped, not kept around.
    expect(cache.size).toBe(0);
  });

  it('keeps at most its budget of characters, dropping the least recently read feed first', () => {
    const cache = new CalendarFeedCache({ ttlMs: 60_000, maxCharacters: 30 });
    cache.put('first', 'en-US', MADE_AT, 'a'.repeat(10));
    cache.put('second', 'en-US', MADE_AT, 'b'.repeat(10));
    cache.put('third', 'en-US', MADE_AT, 'c'.repeat(10));
    expect(cache.get('first', 'en-US', after(1))).toBe('a'.repeat(10));

    cache.put('fourth', 'en-US', MADE_AT, 'd'.repeat(10));
    expect(cache.get('second', 'en-US', after(1))).toBeUndefined();
    expect(cache.get('first', 'en-US', after(1))).toBeDefined();
    expect(cache.get('third', 'en-US', after(1))).toBeDefined();
    expect(cache.get('fourth', 'en-US', after(1))).toBeDefined();

    // Replacing a feed counts its new length only.
    cache.put('fourth', 'en-US', MADE_AT, 'e'.repeat(10));
    expect(cache.size).toBe(3);
  });

  it('serves but does not keep a feed larger than the whole budget', () => {
    const cache = new CalendarFeedCache({ ttlMs: 60_000, maxCharacters: 30 });
    cache.put('small', 'en-US', MADE_AT, 'a'.repeat(10));
    expect(cache.put('huge', 'en-US', MADE_AT, 'z'.repeat(31))).toBe('z'.repeat(31));
    expect(cache.get('huge', 'en-US', after(1))).toBeUndefined();
    expect(cache.get('small', 'en-US', after(1))).toBe('a'.repeat(10));
  });
});
