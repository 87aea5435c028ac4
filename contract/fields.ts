// Field schemas shared by entities, HTTP bodies and channel params, each enforcing the limits of limits.ts.
// Text is taken as given (no trimming): the API contract stores text fields exactly as sent.
import { z } from 'zod';
import {
  ACTION_TITLE_LENGTH,
  COMPANY_NAME_LENGTH,
  CONTACT_NAME_LENGTH,
  CONTACT_PHONE_LENGTH,
  CONTACT_ROLE_LENGTH,
  EMAIL_MAX_LENGTH,
  FILE_DESCRIPTION_LENGTH,
  FILENAME_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  PASSWORD_LENGTH,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  TITLE_LENGTH,
  TOKEN_MAX_LENGTH,
  URL_LENGTH,
  hasPasswordCharacterClasses,
} from './limits';

/** Ids of stored rows and request uuids: UUID version 4. */
export const idSchema = z.uuidv4();

/** ISO 8601 in UTC with a `Z` suffix (`2026-11-22T09:30:00.000Z`), what `Date.prototype.toISOString` writes. */
export const dateTimeSchema = z.iso.datetime();

/** Any absolute http or https URL, as a payment link must be. */
export const httpUrlSchema = z.url({ protocol: /^https?$/ });

/** A job application's URL: http or https, 5..2048 characters. */
export const jobUrlSchema = httpUrlSchema.min(URL_LENGTH.min).max(URL_LENGTH.max);

export const titleSchema = z.string().min(TITLE_LENGTH.min).max(TITLE_LENGTH.max);
/** An action's title ("Call", "HR") may be short: the five-character rule is the application title's. */
export const actionTitleSchema = z.string().min(ACTION_TITLE_LENGTH.min).max(ACTION_TITLE_LENGTH.max);
export const searchQuerySchema = z.string().min(SEARCH_MIN_LENGTH).max(SEARCH_MAX_LENGTH);
/** `/api/calendar/{secret}.ics`: the feed a calendar app subscribes to. */
export const calendarFeedPathSchema = z.string().regex(/^\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
export const companyNameSchema = z.string().min(COMPANY_NAME_LENGTH.min).max(COMPANY_NAME_LENGTH.max);
/** Notes and job descriptions; empty is allowed. */
export const longTextSchema = z.string().max(LONG_TEXT_MAX_LENGTH);
export const fileDescriptionSchema = z.string().min(FILE_DESCRIPTION_LENGTH.min).max(FILE_DESCRIPTION_LENGTH.max);
export const filenameSchema = z.string().min(FILENAME_LENGTH.min).max(FILENAME_LENGTH.max);

export const contactNameSchema = z.string().min(CONTACT_NAME_LENGTH.min).max(CONTACT_NAME_LENGTH.max);
export const contactRoleSchema = z.string().min(CONTACT_ROLE_LENGTH.min).max(CONTACT_ROLE_LENGTH.max);
/** A phone number as people write it: digits, spaces and `+ ( ) - . /`, at least one digit ("+33 (0)6 12.34/56-78"). */
export const phoneSchema = z
  .string()
  .min(CONTACT_PHONE_LENGTH.min)
  .max(CONTACT_PHONE_LENGTH.max)
  .regex(/^[\d +()./-]*\d[\d +()./-]*$/);

// An issue's message is the HTTP error code the server answers with, so both sides derive the same code.
export const emailSchema = z.email({ error: 'email_rejected' }).max(EMAIL_MAX_LENGTH, { error: 'email_rejected' });

/** A new password: 8..128 characters with the four character classes; issue messages are the error codes. */
export const passwordSchema = z
  .string({ error: 'password_too_short' })
  .min(PASSWORD_LENGTH.min, { error: 'password_too_short' })
  .max(PASSWORD_LENGTH.max, { error: 'password_too_long' })
  .refine(hasPasswordCharacterClasses, { error: 'password_too_weak' });

/** Opaque tokens: login tokens, confirmation and reset tokens. */
export const tokenSchema = z.string().min(1).max(TOKEN_MAX_LENGTH);

/** Non-negative whole numbers: credits, prices in minor units, byte sizes. */
export const countSchema = z.number().int().nonnegative();

/** The literal answer of calls that return nothing else (sign-up, updates, deletes, links). */
export const successSchema = z.literal('success');
export type Success = z.infer<typeof successSchema>;
