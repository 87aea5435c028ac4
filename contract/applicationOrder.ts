// How the list of applications is ordered and narrowed on the server, over every application of the account
// (`job_application.list_order`), and the tags the account uses (`job_application.list_tags`). The default
// order, newest first, is the one `job_application.list_creation_dates` already answers.
import { z } from 'zod';
import { applicationTagSchema } from './applicationDetails';
import { localeSchema } from './entities';
import { countSchema, idSchema } from './fields';
import { APPLICATION_TAGS_MAX } from './limits';

export const APPLICATION_SORT_KEYS = ['created', 'updated', 'title', 'company', 'status', 'deadline'] as const;
export type ApplicationSortKey = (typeof APPLICATION_SORT_KEYS)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const applicationOrderParamsSchema = z.strictObject({
  sort: z.enum(APPLICATION_SORT_KEYS),
  direction: z.enum(SORT_DIRECTIONS),
  /** Only the applications holding every one of these tags; none or absent: every application. */
  tags: z.array(applicationTagSchema).max(APPLICATION_TAGS_MAX).optional(),
  /** Only the applications of this company (the company's page); another account's company has none. */
  company_id: idSchema.optional(),
  /** The reader's language: titles and company names sort as its alphabet does (é beside e, 2 before 10). */
  locale: localeSchema,
});
export type ApplicationOrderParams = z.infer<typeof applicationOrderParamsSchema>;

/** An item of `job_application.list_tags`: a tag and how many of the account's applications hold it. */
export const applicationTagCountSchema = z.object({ tag: applicationTagSchema, count: countSchema });
export type ApplicationTagCount = z.infer<typeof applicationTagCountSchema>;

/** The ids in order (archived ones too: the list's archive filter hides them as it does in the default order). */
export const applicationOrderSchema = z.array(idSchema);
