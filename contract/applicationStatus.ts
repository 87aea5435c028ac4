// The schemas of an application's status (its values and the derivation are in applicationStatuses.ts).
import { z } from 'zod';
import { APPLICATION_STATUSES } from './applicationStatuses';
import { idSchema } from './fields';

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

/** An item of `job_application.list_statuses`. */
export const applicationStatusItemSchema = z.object({ id: idSchema, status: applicationStatusSchema });
export type ApplicationStatusItem = z.infer<typeof applicationStatusItemSchema>;
