// Calendar dates and their first instants in a time zone, with Intl alone: the statistics' range and weeks are
// cut at local midnights, which move with daylight saving time, and SQLite has no time-zone functions. Every
// boundary is found here as a UTC instant, and the queries compare stored ISO strings with it.

const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `instant` in `timeZone`, read as if it were UTC (milliseconds), and its calendar date. */
function wallClock(instant: number, timeZone: string): { readonly asUtc: number; readonly date: string } {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  const asUtc = Date.UTC(year, month - 1, day, Number(parts.hour), Number(parts.minute), Number(parts.second));
  return { asUtc, date: `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}` };
}

/** How far `timeZone`'s clocks are ahead of UTC at `instant`, in milliseconds (whole seconds). */
function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClock(whole, timeZone).asUtc - whole;
}

/** The calendar date `instant` falls on in `timeZone` (YYYY-MM-DD). */
export function calendarDateIn(instant: Date, timeZone: string): string {
  return wallClock(instant.getTime(), timeZone).date;
}

/**
 * The first instant of `date` in `timeZone`: its local midnight, or, where the clocks jump over midnight, the
 * moment they land on (01:00 in a zone that moves from 00:00 to 01:00). The offset is that of the day before or
 * the day after, whichever gives an instant still on `date`, the earlier when both do (a repeated midnight).
 */
export function startOfDayIn(date: string, timeZone: string): Date {
  const midnightAsUtc = Date.parse(`${date}T00:00:00Z`);
  const candidates = [offsetAt(midnightAsUtc - DAY_MS, timeZone), offsetAt(midnightAsUtc + DAY_MS, timeZone), offsetAt(midnightAsUtc, timeZone)]
    .map((offset) => midnightAsUtc - offset)
    .filter((instant) => wallClock(instant, timeZone).date === date);
  if (candidates.length === 0) throw new Error(`no instant of ${date} found in ${timeZone}`);
  return new Date(Math.min(...candidates));
}

/** `date` moved by `days` calendar days (no time zone: dates only). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday on or before `date`. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** Whole calendar days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
