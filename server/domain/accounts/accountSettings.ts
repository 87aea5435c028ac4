// An account's settings, read from and written to its row (migration 2026_11_29_0170). A stored time zone the
// runtime no longer knows, or none yet, reads as the default, so that every date still formats.
import type { Kysely } from 'kysely';
import {
  type AccountSettings,
  type AccountSettingsUpdate,
  DEFAULT_TIME_ZONE,
  isKnownTimeZone,
} from '../../../contract';
import type { Database } from '../../db/schema';

const SETTINGS_COLUMNS = ['time_zone', 'reminder_email', 'reminder_push', 'reminder_lead_minutes', 'follow_up_days'] as const;

interface SettingsRow {
  readonly time_zone: string | null;
  readonly reminder_email: number;
  readonly reminder_push: number;
  readonly reminder_lead_minutes: number;
  readonly follow_up_days: number;
}

export function settingsOfRow(row: SettingsRow): AccountSettings {
  return {
    time_zone: row.time_zone !== null && isKnownTimeZone(row.time_zone) ? row.time_zone : DEFAULT_TIME_ZONE,
    reminder_email: row.reminder_email === 1,
    reminder_push: row.reminder_push === 1,
    reminder_lead_minutes: row.reminder_lead_minutes,
    follow_up_days: row.follow_up_days,
  };
}

/** The account's settings, or undefined when it has gone. */
export async function accountSettingsOf(db: Kysely<Database>, accountId: string): Promise<AccountSettings | undefined> {
  const row = await db.selectFrom('accounts').select(SETTINGS_COLUMNS).where('id', '=', accountId).executeTakeFirst();
  return row === undefined ? undefined : settingsOfRow(row);
}

/** Writes the settings given; answers whether the account exists. */
export async function updateAccountSettings(db: Kysely<Database>, accountId: string, update: AccountSettingsUpdate): Promise<boolean> {
  const result = await db
    .updateTable('accounts')
    .set({
      ...(update.time_zone !== undefined && { time_zone: update.time_zone }),
      ...(update.reminder_email !== undefined && { reminder_email: update.reminder_email ? 1 : 0 }),
      ...(update.reminder_push !== undefined && { reminder_push: update.reminder_push ? 1 : 0 }),
      ...(update.reminder_lead_minutes !== undefined && { reminder_lead_minutes: update.reminder_lead_minutes }),
      ...(update.follow_up_days !== undefined && { follow_up_days: update.follow_up_days }),
    })
    .where('id', '=', accountId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Keeps a browser's time zone for an account that has none yet: a sign-in never overrides what was chosen. */
export async function adoptBrowserTimeZone(db: Kysely<Database>, accountId: string, timeZone: string): Promise<void> {
  await db.updateTable('accounts').set({ time_zone: timeZone }).where('id', '=', accountId).where('time_zone', 'is', null).execute();
}
