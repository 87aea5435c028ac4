// Capturing a posting (api contract, "Capture a posting"): `POST /api/postings/extract` reads a job board's page,
// fetched by the server from `url` or sent as `html` by the bookmarklet, and answers what it found. Every field
// is null when the page does not say it.
import { z } from 'zod';
import { remoteKindSchema, salaryAmountSchema, salaryPeriodSchema } from './applicationDetails';

/** The most HTML the server reads, whether it fetches the page or is sent it: 2 MiB. */
export const POSTING_HTML_MAX_BYTES = 2 * 1024 * 1024;
/** A page's address, as long as an application's may be. */
export const POSTING_URL_MAX_LENGTH = 2048;

const postingUrlSchema = z.url({ protocol: /^https?$/ }).max(POSTING_URL_MAX_LENGTH);

export const extractPostingBodySchema = z.strictObject({
  url: postingUrlSchema,
  /** The page as the bookmarklet read it (its JSON-LD, or its HTML when it has none); absent: the server fetches `url`. */
  html: z.string().max(POSTING_HTML_MAX_BYTES).optional(),
});
export type ExtractPostingBody = z.infer<typeof extractPostingBodySchema>;

export const postingSchema = z.object({
  title: z.string().nullable(),
  company: z.string().nullable(),
  url: z.string().nullable(),
  location: z.string().nullable(),
  remote: remoteKindSchema.nullable(),
  salary_min: salaryAmountSchema.nullable(),
  salary_max: salaryAmountSchema.nullable(),
  salary_currency: z.string().regex(/^[A-Z]{3}$/).nullable(),
  salary_period: salaryPeriodSchema.nullable(),
  /** Plain text: paragraphs and list items as lines. */
  job_description: z.string().nullable(),
  /** ISO dates (`YYYY-MM-DD`) or date-times, as the page gave them. */
  date_posted: z.string().nullable(),
  valid_through: z.string().nullable(),
  /** Where the posting was found: the job board's host name ("www.welcometothejungle.com"). */
  source: z.string().nullable(),
});
export type Posting = z.infer<typeof postingSchema>;

export const extractPostingResponseSchema = z.object({ data: postingSchema });
