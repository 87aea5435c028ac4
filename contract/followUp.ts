// "Follow up?" (docs/decisions.md, "Reminders and follow-ups"): an application whose latest action, by date, is
// its submission, dated more than the account's `follow_up_days` ago, asks for a follow-up; 0 days turns it off.
// Any later action (an email, a reminder, an interview, even one still to come) is an answer or a plan, and the
// nudge goes. One rule for both sides: the server answers the submission's date with every status
// (`job_application.list_statuses`), the browser finds it in an application's actions as they change live.
// Without zod, like applicationStatuses.ts.
import type { ActionType } from './entities';

export interface OrderedAction {
  readonly type: ActionType;
  /** ISO 8601 UTC, so text order is time order. */
  readonly date: string;
  /** Tie-breakers of two actions at the same moment, as the server orders them: the later created, then the higher id. */
  readonly created?: string;
  readonly id?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function isLater(a: OrderedAction, b: OrderedAction): boolean {
  if (a.date !== b.date) return a.date > b.date;
  if ((a.created ?? '') !== (b.created ?? '')) return (a.created ?? '') > (b.created ?? '');
  return (a.id ?? '') > (b.id ?? '');
}

/** The date of the submission that is the application's latest action, or null when its latest is another (or none). */
export function unansweredSubmitDate(actions: Iterable<OrderedAction>): string | null {
  let latest: OrderedAction | undefined;
  for (const action of actions) if (latest === undefined || isLater(action, latest)) latest = action;
  return latest?.type === 'submit' ? latest.date : null;
}

/** Whether a submission left unanswered since `submitDate` asks for a follow-up at `now` (strictly more than the days). */
export function needsFollowUp(submitDate: string | null | undefined, followUpDays: number, now: Date): boolean {
  if (submitDate === null || submitDate === undefined || followUpDays <= 0) return false;
  const submitted = Date.parse(submitDate);
  return Number.isFinite(submitted) && now.getTime() - submitted > followUpDays * DAY_MS;
}
