// An account's settings (docs/decisions.md, "Reminders and follow-ups"): the time zone its dates are
// shown and mailed in, how and how long ahead its actions are reminded, and after how many days without an
// answer an application asks for a follow-up. `account.get_settings` answers them, `account.update_settings`
// changes some, and `updated_settings` tells every device.
import { z } from 'zod';

/** How long before an action its reminder goes, in minutes: a minute to a week. */
export const REMINDER_LEAD_MINUTES = { min: 1, max: 7 * 24 * 60, default: 60 } as const;
/** Days after a submission without any answer before "Follow up?" shows; 0 turns it off. */
export const FOLLOW_UP_DAYS = { min: 0, max: 365, default: 7 } as const;
export const TIME_ZONE_MAX_LENGTH = 64;
/** An account whose browser never told its time zone (one made before settings existed) reads in UTC. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** Whether `name` is an IANA time zone this runtime knows (`Europe/Paris`, `America/New_York`, `UTC`). */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string()
  .min(1)
  .max(TIME_ZONE_MAX_LENGTH)
  .refine(isKnownTimeZone, { error: 'an IANA time zone name' });

const reminderLeadMinutesSchema = z.number().int().min(REMINDER_LEAD_MINUTES.min).max(REMINDER_LEAD_MINUTES.max);
const followUpDaysSchema = z.number().int().min(FOLLOW_UP_DAYS.min).max(FOLLOW_UP_DAYS.max);

export const accountSettingsSchema = z.object({
  time_zone: timeZoneSchema,
  reminder_email: z.boolean(),
  reminder_push: z.boolean(),
  reminder_lead_minutes: reminderLeadMinutesSchema,
  follow_up_days: followUpDaysSchema,
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  time_zone: DEFAULT_TIME_ZONE,
  reminder_email: true,
  reminder_push: false,
  reminder_lead_minutes: REMINDER_LEAD_MINUTES.default,
  follow_up_days: FOLLOW_UP_DAYS.default,
};

/** `account.update_settings`: any of the settings, at least one. */
export const accountSettingsUpdateSchema = accountSettingsSchema
  .partial()
  .strict()
  .refine((update) => Object.keys(update).length > 0, {
    error: 'an update needs at least one setting',
  });
export type AccountSettingsUpdate = z.infer<typeof accountSettingsUpdateSchema>;

/** Where a push service is, with the keys that encrypt for this browser (the Push API's `PushSubscription.toJSON()`). */
const base64UrlSchema = z
  .string()
  .min(1)
  .max(256)
  .regex(/^[A-Za-z0-9_-]+=*$/);
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
const pushEndpointSchema = z.url({ protocol: /^https$/ }).max(PUSH_ENDPOINT_MAX_LENGTH);

/** POST /api/push/subscriptions. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: pushEndpointSchema,
  // `PushSubscription.toJSON()` also sends `expirationTime`; it is accepted and not kept.
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64UrlSchema, auth: base64UrlSchema }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** DELETE /api/push/subscriptions. */
export const pushSubscriptionRemovalBodySchema = z.strictObject({ endpoint: pushEndpointSchema });
export type PushSubscriptionRemovalBody = z.infer<typeof pushSubscriptionRemovalBodySchema>;

/** GET /api/push/public_key: the VAPID public key browsers subscribe with (uncompressed P-256, base64url). */
export const pushPublicKeyResponseSchema = z.object({ data: base64UrlSchema });

/**
 * What a reminder's Web Push message carries, encrypted for each subscription; the service worker shows it as
 * a notification and opens `path` when it is clicked. Texts are in the account's language already.
 */
export const reminderPushMessageSchema = z.object({
  kind: z.literal('action_reminder'),
  action_id: z.uuidv4(),
  title: z.string().max(500),
  body: z.string().max(2000),
  path: z.string().startsWith('/').max(500),
});
export type ReminderPushMessage = z.infer<typeof reminderPushMessageSchema>;
