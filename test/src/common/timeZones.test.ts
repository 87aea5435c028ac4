import { instantOfWallClock, tomorrowAt } from '../../../src/common/timeZones';

describe('time zones', () => {
  it('finds tomorrow 09:00 on the clocks of the zone, whatever the device’s', () => {
    // 23:30 in Paris on 14 March is already the 15th in Tokyo.
    const now = Date.parse('2026-03-14T22:30:00.000Z');
    expect(tomorrowAt(now, 'Europe/Paris', 9)).toBe('2026-03-15T08:00:00.000Z');
    expect(tomorrowAt(now, 'Asia/Tokyo', 9)).toBe('2026-03-16T00:00:00.000Z');
    expect(tomorrowAt(now, 'America/New_York', 9)).toBe('2026-03-15T13:00:00.000Z');
    expect(tomorrowAt(now, 'UTC', 9)).toBe('2026-03-15T09:00:00.000Z');
  });

  it('takes the offset of the day itself across a change to summer time', () => {
    // Paris goes to summer time in the night of 28 to 29 March 2026: +01:00 the day before, +02:00 then.
    expect(tomorrowAt(Date.parse('2026-03-28T10:00:00.000Z'), 'Europe/Paris', 9)).toBe('2026-03-29T07:00:00.000Z');
    // At the end of the month and of the year.
    expect(tomorrowAt(Date.parse('2026-12-31T12:00:00.000Z'), 'Europe/Paris', 9)).toBe('2027-01-01T08:00:00.000Z');
  });

  it('places a wall-clock time in its zone', () => {
    expect(new Date(instantOfWallClock({ year: 2026, month: 7, day: 1, hour: 9, minute: 30 }, 'Europe/Paris')).toISOString()).toBe('2026-07-01T07:30:00.000Z');
  });
});
