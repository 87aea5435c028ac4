// The address a contact's phone link opens.

/**
 * A phone number as a `tel:` address: its digits, and a leading + for a global number (RFC 3966). The "(0)" of
 * "+33 (0)6…" is the trunk prefix, dialled only from inside the country: a global number leaves it out.
 */
export function telHref(phone: string): string {
  const global = phone.trim().startsWith('+');
  const digits = (global ? phone.replace(/\(0\)/g, '') : phone).replace(/\D/g, '');
  return `tel:${global ? '+' : ''}${digits}`;
}
