// The time zones the settings page offers: every IANA name this browser knows, sorted, with the account's own
// always among them (a browser may leave out an alias, `UTC` itself on some).

/** Every time zone of this browser, the current one included. */
export function timeZoneNames(current: string): readonly string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const names = new Set(known);
  names.add(current);
  names.add('UTC');
  return [...names].sort((a, b) => a.localeCompare(b));
}
