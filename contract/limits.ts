// Length limits of the API contract (docs/api.md, "Common rules"). The server enforces them and the browser app validates
// with the same numbers, so both import them from here. A length is a count of Unicode code points (an emoji
// is one character), which is how zod 4's min/max count strings; textLength counts the same way, so a form
// validated with it agrees with the server where an HTML `minlength` (UTF-16 units) would not.

export interface LengthRange {
  readonly min: number;
  readonly max: number;
}

export const TITLE_LENGTH = { min: 5, max: 200 } as const satisfies LengthRange;
export const ACTION_TITLE_LENGTH = { min: 1, max: 200 } as const satisfies LengthRange;
export const URL_LENGTH = { min: 5, max: 2048 } as const satisfies LengthRange;
export const COMPANY_NAME_LENGTH = { min: 1, max: 200 } as const satisfies LengthRange;
export const FILE_DESCRIPTION_LENGTH = { min: 5, max: 500 } as const satisfies LengthRange;
export const FILENAME_LENGTH = { min: 1, max: 255 } as const satisfies LengthRange;
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const satisfies LengthRange;

/** The details of an application beyond the spec (docs/decisions.md, "Richer applications"). */
export const APPLICATION_LOCATION_LENGTH = { min: 1, max: 200 } as const satisfies LengthRange;
export const APPLICATION_SOURCE_LENGTH = { min: 1, max: 100 } as const satisfies LengthRange;
export const APPLICATION_TAG_LENGTH = { min: 1, max: 40 } as const satisfies LengthRange;
export const APPLICATION_TAGS_MAX = 20;
/** Whole units of the currency; the largest a JSON number carries exactly, far above any salary in any currency. */
export const SALARY_AMOUNT_MAX = Number.MAX_SAFE_INTEGER;

/** A contact's texts (docs/decisions.md, "Contacts"); its URL and notes take the application's limits. */
export const CONTACT_NAME_LENGTH = { min: 1, max: 200 } as const satisfies LengthRange;
export const CONTACT_ROLE_LENGTH = { min: 1, max: 200 } as const satisfies LengthRange;
export const CONTACT_PHONE_LENGTH = { min: 1, max: 50 } as const satisfies LengthRange;

/**
 * The largest upload by default (MAX_UPLOAD_BYTES on the server): the browser refuses bigger files before
 * sending them; a server set lower still answers file_too_large.
 */
export const DEFAULT_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** A company's logo: PNG or JPEG of at most 2 MiB, re-encoded by the server (POST /api/companies/{id}/logo). */
export const COMPANY_LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** Notes (of applications and actions) and job descriptions: may be empty. */
export const LONG_TEXT_MAX_LENGTH = 100_000;
/** RFC 5321 caps a forward path at 256 octets, brackets included, which leaves 254 for the address. */
export const EMAIL_MAX_LENGTH = 254;
/** The client-side search filters only from this many characters on. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 200;

/**
 * Not in the original API contract, which left these unbounded: caps that keep a single request from naming an
 * unreasonable number of rows or carrying an oversized token, far above what the app ever sends.
 */
export const IDS_PER_REQUEST_MAX = 1000;
export const TOKEN_MAX_LENGTH = 1024;
export const TERMS_VERSION_MAX_LENGTH = 200;
/** An ALTCHA payload is a few hundred characters of base64; this leaves ample room. */
export const CAPTCHA_MAX_LENGTH = 10_000;

/** Length in Unicode code points, the unit of every limit above. */
export function textLength(text: string): number {
  let length = 0;
  // String iteration walks code points, pairing surrogates.
  for (const _codePoint of text) length += 1;
  return length;
}

export function isWithinLength(text: string, range: LengthRange): boolean {
  const length = textLength(text);
  return length >= range.min && length <= range.max;
}

export const PASSWORD_CHARACTER_CLASSES = ['lower_case', 'upper_case', 'digit', 'special'] as const;
export type PasswordCharacterClass = (typeof PASSWORD_CHARACTER_CLASSES)[number];

// Unicode-aware so that a French user's 'é' counts as a lower-case letter. "Special" is anything that is
// neither a letter nor a digit (punctuation, symbols, spaces), so a letter of a caseless script never counts.
const PASSWORD_CLASS_PATTERNS: Readonly<Record<PasswordCharacterClass, RegExp>> = {
  lower_case: /\p{Ll}/u,
  upper_case: /\p{Lu}/u,
  digit: /\p{Nd}/u,
  special: /[^\p{L}\p{N}]/u,
};

/** The character classes the password lacks, in the order of PASSWORD_CHARACTER_CLASSES (empty when it has all). */
export function missingPasswordCharacterClasses(password: string): PasswordCharacterClass[] {
  return PASSWORD_CHARACTER_CLASSES.filter((characterClass) => !PASSWORD_CLASS_PATTERNS[characterClass].test(password));
}

/** The spec's character-class rule alone: one lower case, one upper case, one digit, one special character. */
export function hasPasswordCharacterClasses(password: string): boolean {
  return missingPasswordCharacterClasses(password).length === 0;
}

/** The whole password rule: the length limits and the character classes. */
export function isAcceptablePassword(password: string): boolean {
  return isWithinLength(password, PASSWORD_LENGTH) && hasPasswordCharacterClasses(password);
}
