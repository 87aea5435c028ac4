// Time zones as the browser knows them (IANA names: `Europe/Paris`), for the pages and sagas that place a moment in
// the account's zone rather than the device's.

/** The browser's own time zone, which a sign-in and a sign-up tell the server; undefined if it cannot say. */
export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return typeof zone === 'string' && zone !== '' ? zone : undefined;
  } catch {
    return undefined;
  }
}

interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

/** The date and time `instantMs` shows on the clocks of `zone`. */
function wallClockOf(instantMs: number, zone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(instantMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

/**
 * The instant when the clocks of `zone` show this date and time. Twice corrected by the zone's offset, so that
 * a change of offset between the first guess and the answer (daylight saving time) is taken into account; a
 * time that does not exist that day (skipped by the clocks going forward) gives the instant an hour later.
 */
export function instantOfWallClock(clock: WallClock, zone: string): number {
  const wanted = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  let guess = wanted;
  for (let step = 0; step < 2; step += 1) {
    const shown = wallClockOf(guess, zone);
    guess += wanted - Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute);
  }
  return guess;
}

/** Today's date as the clocks of `zone` show it at `instantMs`: year, month (1-12) and day of the month. */
export function calendarDayIn(instantMs: number, zone: string): { readonly year: number; readonly month: number; readonly day: number } {
  const { year, month, day } = wallClockOf(instantMs, zone);
  return { year, month, day };
}

/** The instant, as ISO 8601 UTC, of tomorrow at `hour`:00 in `zone`, "tomorrow" as its clocks say now. */
export function tomorrowAt(nowMs: number, zone: string, hour: number): string {
  const today = wallClockOf(nowMs, zone);
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  const clock = { year: tomorrow.getUTCFullYear(), month: tomorrow.getUTCMonth() + 1, day: tomorrow.getUTCDate(), hour, minute: 0 };
  return new Date(instantOfWallClock(clock, zone)).toISOString();
}
