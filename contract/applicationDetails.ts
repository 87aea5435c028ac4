// What an application says beyond the spec's title, company, url, notes and job description: where the job is,
// how remote, the salary range, where it was found, the deadline, tags, and whether it is archived. Every field
// is optional on the way in; on the way out each is null (tags [], archived false) when unset.
import { z } from 'zod';
import {
  APPLICATION_LOCATION_LENGTH,
  APPLICATION_SOURCE_LENGTH,
  APPLICATION_TAG_LENGTH,
  APPLICATION_TAGS_MAX,
  SALARY_AMOUNT_MAX,
} from './limits';
import { CSV_TAG_SEPARATOR } from './applicationCsv';

export const REMOTE_KINDS = ['onsite', 'hybrid', 'remote'] as const;
export type RemoteKind = (typeof REMOTE_KINDS)[number];
export const remoteKindSchema = z.enum(REMOTE_KINDS);

export const SALARY_PERIODS = ['year', 'month', 'day', 'hour'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];
export const salaryPeriodSchema = z.enum(SALARY_PERIODS);

let knownCurrencies: ReadonlySet<string> | undefined;
/** ISO 4217 codes as the runtime's Intl knows them (Node and every browser the app supports list them). */
export function isCurrencyCode(code: string): boolean {
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCurrencies.has(code);
}

export const applicationLocationSchema = z.string().min(APPLICATION_LOCATION_LENGTH.min).max(APPLICATION_LOCATION_LENGTH.max);
export const applicationSourceSchema = z.string().min(APPLICATION_SOURCE_LENGTH.min).max(APPLICATION_SOURCE_LENGTH.max);
export const salaryAmountSchema = z.number().int().nonnegative().max(SALARY_AMOUNT_MAX);
/** Upper case, as ISO 4217 writes it: `eur` is refused rather than guessed. */
export const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/).refine(isCurrencyCode);
/** A calendar date, `YYYY-MM-DD`: a deadline has no time of day. */
export const calendarDateSchema = z.iso.date();
/** A tag never holds the CSV's tag separator, so that tags read back from an export are the ones written. */
export const applicationTagSchema = z
  .string()
  .min(APPLICATION_TAG_LENGTH.min)
  .max(APPLICATION_TAG_LENGTH.max)
  .refine((tag) => !tag.includes(CSV_TAG_SEPARATOR), { error: `a tag may not hold "${CSV_TAG_SEPARATOR}"` });
export const applicationTagsSchema = z
  .array(applicationTagSchema)
  .max(APPLICATION_TAGS_MAX)
  .refine((tags) => new Set(tags).size === tags.length, { error: 'tags must be distinct' });

/** The fields as `POST /api/job_applications` and `job_application.update` take them; null clears one. */
export const applicationDetailsInput = {
  location: applicationLocationSchema.nullable().optional(),
  remote: remoteKindSchema.nullable().optional(),
  salary_min: salaryAmountSchema.nullable().optional(),
  salary_max: salaryAmountSchema.nullable().optional(),
  salary_currency: currencyCodeSchema.nullable().optional(),
  salary_period: salaryPeriodSchema.nullable().optional(),
  source: applicationSourceSchema.nullable().optional(),
  deadline: calendarDateSchema.nullable().optional(),
  tags: applicationTagsSchema.optional(),
  archived: z.boolean().optional(),
};

export const applicationDetailsInputSchema = z.object(applicationDetailsInput);
/** The details a creation or an update may name. */
export type ApplicationDetailsInput = z.infer<typeof applicationDetailsInputSchema>;

/** The fields as every job_application payload carries them (limits guard what goes in, not what is read). */
export const applicationDetailsOutput = {
  location: z.string().nullable(),
  remote: remoteKindSchema.nullable(),
  salary_min: z.number().int().nonnegative().nullable(),
  salary_max: z.number().int().nonnegative().nullable(),
  salary_currency: z.string().nullable(),
  salary_period: salaryPeriodSchema.nullable(),
  source: z.string().nullable(),
  deadline: calendarDateSchema.nullable(),
  tags: z.array(z.string()),
  archived: z.boolean(),
};

/** The details as the API carries them. */
export type ApplicationDetails = z.infer<z.ZodObject<typeof applicationDetailsOutput>>;
export type ApplicationDetailField = keyof ApplicationDetails;

/** The details' names, in the order the API documents them. */
export const APPLICATION_DETAIL_FIELDS = Object.keys(applicationDetailsOutput) as readonly ApplicationDetailField[];

/** The details of an application that was given none. */
export const UNSET_APPLICATION_DETAILS: Readonly<ApplicationDetails> = {
  location: null,
  remote: null,
  salary_min: null,
  salary_max: null,
  salary_currency: null,
  salary_period: null,
  source: null,
  deadline: null,
  tags: [],
  archived: false,
};

export interface SalaryRange {
  readonly salary_min?: number | null | undefined;
  readonly salary_max?: number | null | undefined;
}

/** `salary_min <= salary_max` when both are set. */
export function isOrderedSalaryRange({ salary_min: min, salary_max: max }: SalaryRange): boolean {
  return min === undefined || min === null || max === undefined || max === null || min <= max;
}

export const SALARY_RANGE_REVERSED = { error: 'salary_min must not exceed salary_max', path: ['salary_min'] };
