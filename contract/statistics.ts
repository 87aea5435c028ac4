// `account.get_statistics`: figures about the job search, worked out by the server over the account's
// applications and actions (docs/decisions.md, "Insights").
import { z } from 'zod';
import { calendarDateSchema } from './applicationDetails';
import { countSchema } from './fields';

/** The funnel's stages in order; each counts the applications that reached it, so each counts the later ones too. */
export const FUNNEL_STAGES = ['applied', 'responded', 'interview', 'offer', 'accepted'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** The widest range one request may ask for: about five years of weeks. */
export const STATISTICS_MAX_DAYS = 5 * 366;
/** The range when none is given: the last 12 weeks, this one included. */
export const STATISTICS_DEFAULT_WEEKS = 12;

export const statisticsParamsSchema = z
  .strictObject({ from: calendarDateSchema.optional(), to: calendarDateSchema.optional() })
  .refine(({ from, to }) => from === undefined || to === undefined || from <= to, { error: 'from must not be after to' })
  .refine(
    ({ from, to }) => from === undefined || to === undefined || (Date.parse(to) - Date.parse(from)) / 86_400_000 <= STATISTICS_MAX_DAYS,
    { error: `a range of at most ${STATISTICS_MAX_DAYS} days` },
  );
export type StatisticsParams = z.infer<typeof statisticsParamsSchema>;

export const statisticsSchema = z.object({
  /** Applications created in the range: the population every other figure but `weekly.actions` is about. */
  applications: countSchema,
  funnel: z.array(z.object({ stage: z.enum(FUNNEL_STAGES), count: countSchema })),
  /** Every week of the range, oldest first, weeks starting Monday 00:00 in the account's time zone. */
  weekly: z.array(z.object({ week_start: calendarDateSchema, applications: countSchema, actions: countSchema })),
  /** By the applications' `source`, most applications first; `null` gathers the applications without one. */
  by_source: z.array(
    z.object({
      source: z.string().nullable(),
      applications: countSchema,
      responses: countSchema,
      interviews: countSchema,
      offers: countSchema,
    }),
  ),
  /** The median, over applications that had an answer, of the days from their first submission to it. */
  median_days_to_response: z.number().nonnegative().nullable(),
});
export type Statistics = z.infer<typeof statisticsSchema>;
