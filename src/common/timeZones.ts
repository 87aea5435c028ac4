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
