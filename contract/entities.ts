// The entities of the API (docs/api.md) as the server sends them. Schemas check shape and formats (ids, dates,
// enumerations) but not the text length limits: those guard what goes in, and a stored row must stay readable
// even if a limit changes later. Unknown keys are stripped, so the server may add fields without breaking
// older tabs.
import { z } from 'zod';
import { applicationDetailsOutput } from './applicationDetails';
import { countSchema, dateTimeSchema, httpUrlSchema, idSchema, tokenSchema } from './fields';

export const LOCALES = ['en-US', 'fr-FR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'en-US' satisfies Locale;
export const localeSchema = z.enum(LOCALES);

export const ACTION_TYPES = [
  'accepted',
  'email',
  'feedback',
  'interview',
  'negotiation',
  'phone_call',
  'refused',
  'reminder',
  'submit',
  'video_call',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];
export const actionTypeSchema = z.enum(ACTION_TYPES);

export const FILE_TYPES = ['resume', 'cover_letter'] as const;
export type FileType = (typeof FILE_TYPES)[number];
export const fileTypeSchema = z.enum(FILE_TYPES);

// Wire ids: `candaidate` is misspelled on purpose, as the spec spells it.
export const AI_PRODUCT_NAMES = [
  'generate_cover_letter_for_job_application',
  'generate_candaidate_questions_for_interview',
  'generate_interviewer_questions_for_interview',
  'analyze_candidate_resume',
] as const;
export type AiProductName = (typeof AI_PRODUCT_NAMES)[number];
export const aiProductNameSchema = z.enum(AI_PRODUCT_NAMES);

/** What an AI product needs as input: files of a type, or a job application. */
export const REQUIRED_DOCUMENTS = ['resume', 'cover_letter', 'job_application'] as const;
export type RequiredDocument = (typeof REQUIRED_DOCUMENTS)[number];
export const requiredDocumentSchema = z.enum(REQUIRED_DOCUMENTS);

export const TRANSACTION_REASONS = ['sign_up_bonus', 'purchase', 'ai_usage', 'ai_refund', 'adjustment'] as const;
export type TransactionReason = (typeof TRANSACTION_REASONS)[number];
export const transactionReasonSchema = z.enum(TRANSACTION_REASONS);

/** The thumbnail size the app shows; `thumbnails["72"][0]` is its path. */
export const THUMBNAIL_SIZE = '72';

/** A company's logo, re-encoded as PNG at each size: the paths of `GET /api/companies/{id}/logo/{size}`. */
export const COMPANY_LOGO_SIZES = ['72', '144'] as const;
export type CompanyLogoSize = (typeof COMPANY_LOGO_SIZES)[number];
export const companyLogoSchema = z.object({ '72': z.string().startsWith('/'), '144': z.string().startsWith('/') });
export type CompanyLogo = z.infer<typeof companyLogoSchema>;

// `url` is null when none was given; `notes` is an empty string, never null (as an application's notes).
export const companySchema = z.object({
  id: idSchema,
  name: z.string(),
  url: z.string().nullable(),
  notes: z.string(),
  logo: companyLogoSchema.nullable(),
  created: dateTimeSchema,
});
export type Company = z.infer<typeof companySchema>;

export const companyRefSchema = z.object({ id: idSchema, name: z.string() });
export type CompanyRef = z.infer<typeof companyRefSchema>;

// `company_id` and `company` are both null for an application without a company; `notes` and
// `job_description` are empty strings when none were given, never null. The details beyond the spec are in
// applicationDetails.ts; `updated` is when the application itself last changed (its creation at first).
export const jobApplicationSchema = z.object({
  id: idSchema,
  title: z.string(),
  company_id: idSchema.nullable(),
  company: companyRefSchema.nullable(),
  url: z.string(),
  notes: z.string(),
  job_description: z.string(),
  ...applicationDetailsOutput,
  created: dateTimeSchema,
  updated: dateTimeSchema,
});
export type JobApplication = z.infer<typeof jobApplicationSchema>;

// The spec's reply check reads `action_id`; the contract makes it equal to `id`.
export const actionSchema = z
  .object({
    id: idSchema,
    action_id: idSchema,
    job_application_id: idSchema,
    type: actionTypeSchema,
    title: z.string(),
    notes: z.string(),
    date: dateTimeSchema,
    created: dateTimeSchema,
  })
  .refine((action) => action.action_id === action.id, { error: 'action_id must equal id', path: ['action_id'] });
export type Action = z.infer<typeof actionSchema>;

/** Thumbnail paths by size; `{}` until the first page is rendered. */
export const thumbnailsSchema = z.record(z.string().regex(/^\d+$/), z.array(z.string().startsWith('/')));
export type Thumbnails = z.infer<typeof thumbnailsSchema>;

export const fileSchema = z.object({
  id: idSchema,
  created: dateTimeSchema,
  description: z.string(),
  type: fileTypeSchema,
  filename: z.string(),
  content_type: z.string(),
  size: countSchema,
  thumbnails: thumbnailsSchema,
  /** The applications the file is linked to. */
  job_application_ids: z.array(idSchema),
});
export type StoredFile = z.infer<typeof fileSchema>;

/** `price` is in credits; `available` is false while no AI provider answers (nothing can be generated). */
export const aiProductSchema = z.object({
  id: idSchema,
  name: aiProductNameSchema,
  required_documents: z.array(requiredDocumentSchema),
  price: countSchema,
  available: z.boolean(),
});
export type AiProduct = z.infer<typeof aiProductSchema>;

export const idRefSchema = z.object({ id: idSchema });
export type IdRef = z.infer<typeof idRefSchema>;

export const aiResponseSchema = z.object({
  id: idSchema,
  ai_product_name: aiProductNameSchema,
  text: z.string(),
  created: dateTimeSchema,
  job_applications: z.array(idRefSchema),
  files: z.array(idRefSchema),
  credits_spent: countSchema,
  /** The language the text was asked in. */
  locale: localeSchema,
});
export type AiResponse = z.infer<typeof aiResponseSchema>;

/** `amount` is signed (negative for spending); balances are in credits. */
export const transactionSchema = z.object({
  id: idSchema,
  amount: z.number().int(),
  previous_balance: countSchema,
  balance: countSchema,
  reason: transactionReasonSchema,
  created: dateTimeSchema,
  /** The checkout a `purchase` paid for. */
  checkout_id: idSchema.optional(),
  /** The AI response an `ai_usage` or `ai_refund` was for. */
  ai_response_id: idSchema.optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** `price` is in minor units of `currency` (cents for EUR), `currency` an ISO 4217 code in either case. */
export const paymentOptionSchema = z.object({
  id: idSchema,
  name: z.string(),
  credits: countSchema,
  price: countSchema,
  currency: z.string().regex(/^[A-Za-z]{3}$/),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

/** An item of `job_application.list_creation_dates` and `action.list_creation_dates`. */
export const creationDateSchema = z.object({ id: idSchema, created: dateTimeSchema });
export type CreationDate = z.infer<typeof creationDateSchema>;

/** A row of the applications list: its creation date, and whether it is archived (hidden unless asked for). */
export const applicationListItemSchema = creationDateSchema.extend({ archived: z.boolean() });
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

/** An item of `action.list_future`: the action and enough of its application to show it. */
export const futureActionSchema = z.object({
  action: actionSchema,
  job_application: z.object({
    id: idSchema,
    title: z.string(),
    company: companyRefSchema.nullable(),
  }),
});
export type FutureAction = z.infer<typeof futureActionSchema>;

/**
 * The login answer, kept as the account session. `accepted_terms` is the terms version the account accepted
 * (null before any); the route guard sends to the terms review while it differs from `current_terms`.
 */
export const accountSessionSchema = z.object({
  // Never empty: "connected" means token, user id and email all present (spec section 3).
  email: z.string().min(1),
  user_id: idSchema,
  credits: countSchema,
  token: tokenSchema,
  locale: localeSchema,
  accepted_terms: z.string().nullable(),
  current_terms: z.string().min(1),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** The base64 JSON of the `/login/{login_info}` route: the session without the locale. */
export const loginInfoSchema = accountSessionSchema.omit({ locale: true });
export type LoginInfo = z.infer<typeof loginInfoSchema>;

export const CHECKOUT_STATUSES = ['open', 'paid', 'canceled', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];
export const checkoutStatusSchema = z.enum(CHECKOUT_STATUSES);

/** One purchase of a payment option: `credits` are granted once, when it becomes `paid`. */
export const checkoutSchema = z.object({
  id: idSchema,
  option_id: idSchema,
  status: checkoutStatusSchema,
  credits: countSchema,
  created: dateTimeSchema,
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** The answer of `account.use_payment_option`: where the browser goes to pay. */
export const paymentUrlSchema = httpUrlSchema;

/**
 * A person met along the search: a recruiter, a hiring manager, someone who refers (docs/decisions.md,
 * "Contacts"). Every field but `name` is null when not given; `job_application_ids` are the applications the
 * contact is linked to, oldest link first.
 */
export const contactSchema = z.object({
  id: idSchema,
  name: z.string(),
  role: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  url: z.string().nullable(),
  notes: z.string().nullable(),
  company_id: idSchema.nullable(),
  job_application_ids: z.array(idSchema),
  created: dateTimeSchema,
});
export type Contact = z.infer<typeof contactSchema>;
