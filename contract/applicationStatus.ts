// The schemas of an application's status (its values and the derivation are in applicationStatuses.ts).
import { z } from 'zod';
import { APPLICATION_STATUSES } from './applicationStatuses';
import { dateTimeSchema, idSchema } from './fields';

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

/**
 * An item of `job_application.list_statuses`. `unanswered_submit_date`: the date of the application's submission
 * when it is its latest action (followUp.ts), else null; the list and the board show "Follow up?" from it.
 */
export const applicationStatusItemSchema = z.object({
  id: idSchema,
  status: applicationStatusSchema,
  // Optional: absent from an older server's answer, read as unknown (no nudge).
  unanswered_submit_date: dateTimeSchema.nullable().optional(),
});
export type ApplicationStatusItem = z.infer<typeof applicationStatusItemSchema>;
