// Every request of the live channel with the schema of its params and of the `data` of its answer. Params are
// strict (an unknown key is `invalid_params`, never silently dropped) and enforce the same limits as HTTP.
// Companies and job applications are created over HTTP (POST /api/companies, /api/job_applications), so
// there is no `company.create` nor `job_application.create` here.
import { z } from 'zod';
import { applicationDetailsInput, isOrderedSalaryRange, SALARY_RANGE_REVERSED } from './applicationDetails';
import { applicationOrderParamsSchema, applicationOrderSchema, applicationTagCountSchema } from './applicationOrder';
import { applicationStatusItemSchema } from './applicationStatus';
import {
  actionSchema,
  actionTypeSchema,
  aiProductNameSchema,
  aiProductSchema,
  aiResponseSchema,
  applicationListItemSchema,
  checkoutSchema,
  companySchema,
  contactSchema,
  creationDateSchema,
  fileSchema,
  fileTypeSchema,
  futureActionSchema,
  jobApplicationSchema,
  localeSchema,
  paymentOptionSchema,
  paymentUrlSchema,
  transactionSchema,
} from './entities';
import {
  actionTitleSchema,
  calendarFeedPathSchema,
  companyNameSchema,
  contactNameSchema,
  contactRoleSchema,
  countSchema,
  dateTimeSchema,
  emailSchema,
  fileDescriptionSchema,
  filenameSchema,
  idSchema,
  jobUrlSchema,
  longTextSchema,
  phoneSchema,
  searchQuerySchema,
  successSchema,
  titleSchema,
} from './fields';
import { IDS_PER_REQUEST_MAX, TERMS_VERSION_MAX_LENGTH } from './limits';
import { accountSettingsSchema, accountSettingsUpdateSchema } from './accountSettings';
import { statisticsParamsSchema, statisticsSchema } from './statistics';

const noParams = z.strictObject({});
const byId = z.strictObject({ id: idSchema });
const idList = z.array(idSchema).max(IDS_PER_REQUEST_MAX);
/** Linking or unlinking nothing is a client bug, not a no-op worth a round trip. */
const nonEmptyIdList = idList.min(1);

/** True when the update names at least one field besides `id` (an update of nothing is `invalid_params`). */
function changesSomething(update: Readonly<Record<string, unknown>>): boolean {
  return Object.entries(update).some(([key, value]) => key !== 'id' && value !== undefined);
}
const NOTHING_TO_UPDATE = { error: 'an update needs at least one field besides id' } as const;

const linkFiles = z.strictObject({ job_application_id: idSchema, file_ids: nonEmptyIdList });
const linkContacts = z.strictObject({ job_application_id: idSchema, contact_ids: nonEmptyIdList });

/** A contact's fields besides its name, each optional; null clears one (or leaves it empty at creation). */
const contactDetails = {
  role: contactRoleSchema.nullable().optional(),
  email: emailSchema.nullable().optional(),
  phone: phoneSchema.nullable().optional(),
  url: jobUrlSchema.nullable().optional(),
  notes: longTextSchema.nullable().optional(),
  // One of the account's companies (else not_found).
  company_id: idSchema.nullable().optional(),
};

export const requestContracts = {
  'company.get': { params: byId, data: companySchema },
  // Not in the contract's table: the application form picks an existing company from this list (by name).
  'company.list': { params: noParams, data: z.array(companySchema) },
  'company.update': {
    params: z
      .strictObject({
        id: idSchema,
        name: companyNameSchema.optional(),
        // null removes the address.
        url: jobUrlSchema.nullable().optional(),
        notes: longTextSchema.optional(),
      })
      .refine(changesSomething, NOTHING_TO_UPDATE),
    data: successSchema,
  },
  // Its applications stay, with `company_id: null`; its contacts stay, without a company.
  'company.delete': { params: byId, data: successSchema },

  'job_application.get': { params: byId, data: jobApplicationSchema },
  // Not in the contract's table: the capture of a posting warns when the account already has an application at
  // that address. The ids of those applications, newest first.
  'job_application.find_by_url': { params: z.strictObject({ url: jobUrlSchema }), data: z.array(idSchema) },
  'job_application.list_creation_dates': { params: noParams, data: z.array(applicationListItemSchema) },
  'job_application.update': {
    params: z
      .strictObject({
        id: idSchema,
        title: titleSchema.optional(),
        url: jobUrlSchema.optional(),
        // null detaches the application from its company.
        company_id: idSchema.nullable().optional(),
        notes: longTextSchema.optional(),
        job_description: longTextSchema.optional(),
        ...applicationDetailsInput,
      })
      .refine(changesSomething, NOTHING_TO_UPDATE)
      // Against the stored values too, when only one end is sent: the server checks that (invalid_params).
      .refine(isOrderedSalaryRange, SALARY_RANGE_REVERSED),
    data: successSchema,
  },
  'job_application.delete': { params: byId, data: successSchema },
  // Not in the contract's table: search over every application of the account (title, company, notes, job
  // description), loaded in the browser or not. Answers the matches as the list does, newest first.
  'job_application.search': { params: z.strictObject({ query: searchQuerySchema }), data: z.array(creationDateSchema) },
  // Not in the contract's table: every application's status at once, for the list's status column and filter.
  'job_application.list_statuses': { params: noParams, data: z.array(applicationStatusItemSchema) },
  // Not in the contract's table: the list in another order than newest first, or narrowed to some tags
  // (applicationOrder.ts), and every tag the account uses, for the list's tag filter.
  'job_application.list_order': { params: applicationOrderParamsSchema, data: applicationOrderSchema },
  'job_application.list_tags': { params: noParams, data: z.array(applicationTagCountSchema) },

  'action.get': { params: byId, data: actionSchema },
  'action.create': {
    params: z.strictObject({
      job_application_id: idSchema,
      type: actionTypeSchema,
      title: actionTitleSchema,
      notes: longTextSchema.optional(),
      date: dateTimeSchema,
    }),
    data: actionSchema,
  },
  'action.update': {
    params: z
      .strictObject({
        id: idSchema,
        type: actionTypeSchema.optional(),
        title: actionTitleSchema.optional(),
        notes: longTextSchema.optional(),
        date: dateTimeSchema.optional(),
      })
      .refine(changesSomething, NOTHING_TO_UPDATE),
    data: successSchema,
  },
  'action.delete': { params: byId, data: successSchema },
  'action.list_for_application': { params: byId, data: z.array(actionSchema) },
  'action.list_future': { params: noParams, data: z.array(futureActionSchema) },
  'action.list_creation_dates': { params: noParams, data: z.array(creationDateSchema) },
  // Not in the contract's table: the secret address of the account's calendar feed of upcoming actions
  // (a path below /api), and a new one that replaces it.
  'action.get_calendar_feed': { params: noParams, data: calendarFeedPathSchema },
  'action.renew_calendar_feed': { params: noParams, data: calendarFeedPathSchema },

  'file.get_multiple': { params: z.strictObject({ ids: idList }), data: z.array(fileSchema) },
  'file.list_for_application': { params: byId, data: z.array(fileSchema) },
  'file.list_recent': { params: noParams, data: z.array(fileSchema) },
  'file.update': {
    params: z
      .strictObject({
        id: idSchema,
        description: fileDescriptionSchema.optional(),
        type: fileTypeSchema.optional(),
        filename: filenameSchema.optional(),
      })
      .refine(changesSomething, NOTHING_TO_UPDATE),
    data: successSchema,
  },
  'file.delete': { params: byId, data: successSchema },
  'file.link_to_application': { params: linkFiles, data: successSchema },
  'file.unlink_from_application': { params: linkFiles, data: successSchema },

  // Not in the contract's table: the contract's section "Contacts" (docs/decisions.md, "Contacts"). Every
  // application and contact named must be the account's (else not_found); linking twice is harmless.
  'contact.create': {
    params: z.strictObject({ name: contactNameSchema, ...contactDetails, job_application_ids: idList.optional() }),
    data: contactSchema,
  },
  'contact.update': {
    params: z
      .strictObject({ id: idSchema, name: contactNameSchema.optional(), ...contactDetails })
      .refine(changesSomething, NOTHING_TO_UPDATE),
    data: successSchema,
  },
  'contact.delete': { params: byId, data: successSchema },
  'contact.list': { params: noParams, data: z.array(contactSchema) },
  'contact.list_for_application': { params: byId, data: z.array(contactSchema) },
  'contact.link_to_application': { params: linkContacts, data: successSchema },
  'contact.unlink_from_application': { params: linkContacts, data: successSchema },

  'ai.list_products': { params: noParams, data: z.array(aiProductSchema) },
  'ai.list_responses': { params: noParams, data: z.array(aiResponseSchema) },
  'ai.list_responses_for_job_application': { params: byId, data: z.array(aiResponseSchema) },
  'ai.list_responses_for_file': { params: byId, data: z.array(aiResponseSchema) },
  'ai.get_response': { params: byId, data: aiResponseSchema },
  'ai.use_ai_product': {
    params: z.strictObject({
      ai_product_id: idSchema,
      ai_product_name: aiProductNameSchema,
      locale: localeSchema,
      job_application_ids: idList,
      file_ids: idList,
    }),
    // The spec's reply check: a generated answer always has text.
    data: aiResponseSchema.extend({ text: z.string().min(1) }),
  },

  'account.accept_terms': {
    params: z.strictObject({ accepted_terms: z.string().min(1).max(TERMS_VERSION_MAX_LENGTH) }),
    data: successSchema,
  },
  'account.update_locale': { params: z.strictObject({ locale: localeSchema }), data: successSchema },
  'account.get_credits': { params: noParams, data: countSchema },
  'account.list_transactions': { params: noParams, data: z.array(transactionSchema) },
  'account.list_payment_options': { params: noParams, data: z.array(paymentOptionSchema) },
  'account.get_payment_option': { params: byId, data: paymentOptionSchema },
  'account.use_payment_option': { params: byId, data: paymentUrlSchema },
  'account.get_checkout': { params: byId, data: checkoutSchema },
  'account.get_settings': { params: noParams, data: accountSettingsSchema },
  'account.update_settings': { params: accountSettingsUpdateSchema, data: successSchema },
  'account.get_statistics': { params: statisticsParamsSchema, data: statisticsSchema },
} as const satisfies Record<string, { params: z.ZodType<Record<string, unknown>>; data: z.ZodType }>;

type RequestContracts = typeof requestContracts;
export type RequestName = keyof RequestContracts;
export type RequestParams<N extends RequestName> = z.infer<RequestContracts[N]['params']>;
export type ResponseData<N extends RequestName> = z.infer<RequestContracts[N]['data']>;

export const REQUEST_NAMES = Object.keys(requestContracts) as readonly RequestName[];

export function isRequestName(name: unknown): name is RequestName {
  return typeof name === 'string' && Object.hasOwn(requestContracts, name);
}

// The same table seen through a mapped type, so that a generic name N indexes to schemas of N's own types.
const typedContracts: {
  readonly [N in RequestName]: { readonly params: z.ZodType<RequestParams<N>>; readonly data: z.ZodType<ResponseData<N>> };
} = requestContracts;

export function parseRequestParams<N extends RequestName>(
  name: N,
  params: unknown,
): z.ZodSafeParseResult<RequestParams<N>> {
  return typedContracts[name].params.safeParse(params);
}

export function parseResponseData<N extends RequestName>(name: N, data: unknown): z.ZodSafeParseResult<ResponseData<N>> {
  return typedContracts[name].data.safeParse(data);
}
