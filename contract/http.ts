// The HTTP calls of the API (docs/api.md): request bodies and answers (their paths and headers are in httpPaths.ts).
// Bodies are strict: an unknown key is an error, so a misspelled field fails loudly instead of being dropped.
import { z } from 'zod';
import { timeZoneSchema } from './accountSettings';
import { APPLICATION_IMPORT_FIELDS } from './applicationCsv';
import { applicationDetailsInput, isOrderedSalaryRange, SALARY_RANGE_REVERSED } from './applicationDetails';
import { accountSessionSchema, companySchema, fileTypeSchema, jobApplicationSchema, localeSchema } from './entities';
import { HTTP_ERROR_CODES, isHttpErrorCode, type HttpErrorCode } from './errors';
import {
  companyNameSchema,
  countSchema,
  emailSchema,
  fileDescriptionSchema,
  filenameSchema,
  idSchema,
  jobUrlSchema,
  longTextSchema,
  passwordSchema,
  successSchema,
  titleSchema,
} from './fields';
import { PAYMENT_PROVIDERS } from './httpPaths';
import {
  CAPTCHA_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_LENGTH,
  TERMS_VERSION_MAX_LENGTH,
  TOKEN_MAX_LENGTH,
} from './limits';

/**
 * GET /api/settings (no token needed): what the browser app shows of the server's settings. `support_email` is
 * `SUPPORT_EMAIL` (the help page's contact), null when unset; `payments` says whether and how credits are bought.
 */
// Not strict: a newer server may tell more, and an older browser should still read what it knows.
export const publicSettingsSchema = z.object({
  support_email: z.string().nullable(),
  payments: z.enum(PAYMENT_PROVIDERS),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

const captchaSchema = z
  .string({ error: 'captcha_missing' })
  .min(1, { error: 'captcha_missing' })
  .max(CAPTCHA_MAX_LENGTH, { error: 'captcha_invalid' });

// Sign-in only requires both fields: an existing password is not re-checked against today's rules, and a
// malformed email is just a failed sign-in. The upper bounds still stop oversized input before hashing.
const credentialsSchema = z.strictObject({
  email: z.string().min(1).max(EMAIL_MAX_LENGTH),
  password: z.string().min(1).max(PASSWORD_LENGTH.max),
});
/**
 * `captcha`: a solved sign-in challenge (GET /api/captcha?purpose=sign_in), needed only once the server has
 * answered `captcha_required` for that email (docs/decisions.md).
 */
/** `time_zone`: the browser's own, kept for an account that has none yet (docs/decisions.md). */
export const loginBodySchema = credentialsSchema.extend({ captcha: captchaSchema.optional(), time_zone: timeZoneSchema.optional() });
export type LoginBody = z.infer<typeof loginBodySchema>;
export const loginResponseSchema = accountSessionSchema;

/** GET /api/captcha: the sign-up and reset challenge, or with `purpose=sign_in` the harder sign-in one. */
export const CAPTCHA_PURPOSES = ['sign_in'] as const;
export type CaptchaPurpose = (typeof CAPTCHA_PURPOSES)[number];
// Not strict: a widget that adds a parameter of its own (a cache buster) still gets its challenge.
export const captchaQuerySchema = z.object({ purpose: z.enum(CAPTCHA_PURPOSES).optional() });

/**
 * POST /api/session/owner {token}: whose session a `/login/{login_info}` link holds, asked before the browser
 * signs in with it. The token goes in the body, never the URL, so that it stays out of every log. Answers
 * the account (no token) for a live session, else 401 `unauthorized`, alike for unknown, expired and revoked.
 */
export const sessionOwnerBodySchema = z.strictObject({ token: z.string().min(1).max(TOKEN_MAX_LENGTH) });
export type SessionOwnerBody = z.infer<typeof sessionOwnerBodySchema>;
export const sessionOwnerResponseSchema = accountSessionSchema.omit({ token: true });
export type SessionOwner = z.infer<typeof sessionOwnerResponseSchema>;

/** The terms version the user read and accepted (the `x-terms-version` of the terms they were shown). */
const acceptedTermsSchema = z
  .string({ error: 'terms_rejected' })
  .min(1, { error: 'terms_rejected' })
  .max(TERMS_VERSION_MAX_LENGTH, { error: 'terms_rejected' });

export const signUpBodySchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  accepted_terms: acceptedTermsSchema,
  captcha: captchaSchema,
  locale: localeSchema,
  time_zone: timeZoneSchema.optional(),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;
export const signUpResponseSchema = successSchema;

/** A mailed single-use token; any malformed one is answered like an unknown one. */
function mailedTokenSchema(code: HttpErrorCode) {
  return z.string({ error: code }).min(1, { error: code }).max(TOKEN_MAX_LENGTH, { error: code });
}

export const signUpConfirmationBodySchema = z.strictObject({
  token: mailedTokenSchema('invalid_confirmation_code'),
});
export type SignUpConfirmationBody = z.infer<typeof signUpConfirmationBodySchema>;
export const signUpConfirmationResponseSchema = successSchema;

/**
 * Not in the spec: sends the confirmation mail again (offered on the sign-in page after `email_not_confirmed`).
 * It needs the password, so only the account's owner can make it mail; the answer is 204 whether a mail was
 * sent or not (already confirmed, unknown email, wrong password), so it tells nothing about the account.
 */
export const resendConfirmationBodySchema = credentialsSchema;
export type ResendConfirmationBody = z.infer<typeof credentialsSchema>;

/** GET /api/terms/current?locale=fr-FR: the terms in that language (en-US when absent). */
export const currentTermsQuerySchema = z.strictObject({ locale: localeSchema.optional() });
export type CurrentTermsQuery = z.infer<typeof currentTermsQuerySchema>;

export const resetPasswordRequestBodySchema = z.strictObject({
  email: emailSchema,
  captcha: captchaSchema,
});
export type ResetPasswordRequestBody = z.infer<typeof resetPasswordRequestBodySchema>;

export const resetPasswordBodySchema = z.strictObject({
  token: mailedTokenSchema('invalid_reset_token'),
  password: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const createCompanyBodySchema = z.strictObject({ name: companyNameSchema, url: jobUrlSchema.nullable().optional(), notes: longTextSchema.optional() });
export type CreateCompanyBody = z.infer<typeof createCompanyBodySchema>;
export const createCompanyResponseSchema = z.object({ data: companySchema });

export const createJobApplicationBodySchema = z
  .strictObject({
    title: titleSchema,
    url: jobUrlSchema,
    company_id: idSchema.nullable().optional(),
    notes: longTextSchema.optional(),
    job_description: longTextSchema.optional(),
    ...applicationDetailsInput,
  })
  .refine(isOrderedSalaryRange, SALARY_RANGE_REVERSED);
export type CreateJobApplicationBody = z.infer<typeof createJobApplicationBodySchema>;
export const createJobApplicationResponseSchema = z.object({ data: jobApplicationSchema });

/** POST /api/job_applications/import's optional `mapping` field: CSV header -> the column it stands for. */
export const applicationImportMappingSchema = z.record(z.string().min(1).max(200), z.enum(APPLICATION_IMPORT_FIELDS).nullable());
export const applicationImportResponseSchema = z.object({
  data: z.object({
    created: countSchema,
    skipped_duplicates: countSchema,
    errors: z.array(z.object({ line: z.number().int().min(2), message: z.string() })),
  }),
});

/** The text fields of the multipart POST /api/files; the `file` part carries the bytes. */
export const uploadFileFieldsSchema = z.strictObject({
  description: fileDescriptionSchema,
  type: fileTypeSchema,
  filename: filenameSchema,
  /** Links the new file to this application of the account's in the same step. */
  job_application_id: idSchema.optional(),
});
export type UploadFileFields = z.infer<typeof uploadFileFieldsSchema>;
export const uploadFileResponseSchema = z.object({ data: z.object({ id: idSchema }) });

/** The file kinds the spec supports (pdf, docx, doc, png, jpg), by extension and by media type. */
export const SUPPORTED_FILE_EXTENSIONS = ['pdf', 'docx', 'doc', 'png', 'jpg', 'jpeg'] as const;
export const SUPPORTED_CONTENT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
  'image/png',
  'image/jpeg',
] as const;
export type SupportedContentType = (typeof SUPPORTED_CONTENT_TYPES)[number];

export function isSupportedContentType(contentType: string): contentType is SupportedContentType {
  return (SUPPORTED_CONTENT_TYPES as readonly string[]).includes(contentType);
}

export const httpErrorBodySchema = z.object({ error: z.enum(HTTP_ERROR_CODES) });
export type HttpErrorBody = z.infer<typeof httpErrorBodySchema>;

/**
 * The error code a failed body validation answers with: the first issue whose message is an HTTP error code
 * (the field schemas above use codes as messages), else `fallback`.
 */
export function errorCodeOfIssues(error: z.ZodError, fallback: HttpErrorCode = 'invalid_params'): HttpErrorCode {
  for (const issue of error.issues) {
    if (isHttpErrorCode(issue.message)) return issue.message;
  }
  return fallback;
}

/**
 * Not in the spec: "Export my data" (docs/decisions.md). POST /api/account/export (bearer) starts an
 * export, made in the background; GET answers the latest one (null before any); once it is ready (the
 * `updated_account_export` push tells), POST /api/account/export/link gives a download path whose token works
 * once and only until the export expires; each link given replaces the one before.
 */
/** `failed`: still not made 30 minutes after it was asked for (its job failed for good); ask again. */
export const ACCOUNT_EXPORT_STATUSES = ['pending', 'ready', 'downloaded', 'expired', 'failed'] as const;
export type AccountExportStatus = (typeof ACCOUNT_EXPORT_STATUSES)[number];
export const accountExportSchema = z.object({
  id: idSchema,
  status: z.enum(ACCOUNT_EXPORT_STATUSES),
  created: z.string(),
  /** Size of the zip in bytes, once ready. */
  size: z.number().int().nonnegative().nullable(),
  expires_at: z.string().nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
export const accountExportResponseSchema = z.object({ data: accountExportSchema.nullable() });
export const accountExportLinkResponseSchema = z.object({ data: z.object({ download_path: z.string() }) });

/**
 * Not in the spec: POST /api/account/delete (bearer) with the account's password again deletes the account and
 * everything of it, signs out every session and answers 204; a wrong password is 401 `invalid_credentials`.
 */
export const deleteAccountBodySchema = z.strictObject({ password: z.string().min(1).max(PASSWORD_LENGTH.max) });
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
