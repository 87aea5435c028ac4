// When an action's reminder goes, and the jobs that send it (docs/decisions.md, "Reminders and follow-ups").
// Every change that creates or redates an action queues, in its own transaction, a `send_action_reminder` job
// delayed to the reminder's time (the date less the account's lead time); a change of the lead time queues one
// per future action. Nothing is cancelled: the job decides when it runs, from the action and settings stored
// then (reminderJobs.ts), so a job for a date since changed, or for a deleted action, sends nothing.
import type { Kysely } from 'kysely';
import { type ActionType, REMINDER_LEAD_MINUTES } from '../../../contract';
import type { Database } from '../../db/schema';
import { enqueueJob } from '../../services/jobs/jobQueue';

/** The types of action that are reminded of: those that happen at a time, with someone, or a reminder itself. */
export const REMINDED_ACTION_TYPES: readonly ActionType[] = ['interview', 'phone_call', 'video_call', 'reminder'];

export function isRemindedType(type: string): boolean {
  return (REMINDED_ACTION_TYPES as readonly string[]).includes(type);
}

/** When the reminder of an action at `date` goes. */
export function reminderTime(date: string, leadMinutes: number): Date {
  return new Date(new Date(date).getTime() - leadMinutes * 60_000);
}

export interface DatedAction {
  readonly id: string;
  readonly type: string;
  /** As stored (ISO 8601 UTC, as `toISOString` writes it): the job compares it with the action's date as text. */
  readonly date: string;
}

/**
 * Queues the reminder of an action just created or redated, on `db` (the change's transaction): nothing for a type
 * that is not reminded, nor when the reminder's time has already come (a date within the lead time).
 */
export async function scheduleActionReminder(db: Kysely<Database>, accountId: string, action: DatedAction, now: Date): Promise<void> {
  if (!isRemindedType(action.type)) return;
  // Within the shortest lead time, whatever the account's: no need to read it (a status the import dates now).
  if (reminderTime(action.date, REMINDER_LEAD_MINUTES.min) <= now) return;
  const account = await db.selectFrom('accounts').select('reminder_lead_minutes').where('id', '=', accountId).executeTakeFirst();
  if (account === undefined) return;
  const at = reminderTime(action.date, account.reminder_lead_minutes);
  if (at <= now) return;
  await enqueueJob(db, 'send_action_reminder', { action_id: action.id, date: action.date }, now, { runAfter: at });
}

/** Queues again the reminder of every future reminded action of the account, at its time under the current lead. */
export async function scheduleAccountReminders(db: Kysely<Database>, accountId: string, now: Date): Promise<number> {
  const account = await db.selectFrom('accounts').select('reminder_lead_minutes').where('id', '=', accountId).executeTakeFirst();
  if (account === undefined) return 0;
  const actions = await db
    .selectFrom('actions')
    .select(['id', 'date'])
    .where('account_id', '=', accountId)
    .where('type', 'in', REMINDED_ACTION_TYPES)
    .where('date', '>', now.toISOString())
    .execute();
  let queued = 0;
  for (const action of actions) {
    const at = reminderTime(action.date, account.reminder_lead_minutes);
    if (at <= now) continue;
    await enqueueJob(db, 'send_action_reminder', { action_id: action.id, date: action.date }, now, { runAfter: at });
    queued += 1;
  }
  return queued;
}
