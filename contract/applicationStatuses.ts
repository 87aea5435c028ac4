// The status of a job application, derived from its actions (issue: "a status derived from its latest action").
// One function for both sides: the server answers every status at once for the list and its filter, and the
// browser recomputes an application's status as its actions change live. Without zod: the applications list
// names the statuses in its filter before the contract's schemas are downloaded (their schemas are in
// applicationStatus.ts).
import type { ActionType } from './entities';

export const APPLICATION_STATUSES = ['new', 'submitted', 'interviewing', 'offer', 'accepted', 'refused'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The status an action moves its application to. Emails and reminders happen at every stage, so they move
 * nothing: an application stays "interviewing" when a reminder is logged after the interview.
 */
const STATUS_OF_ACTION_TYPE: Readonly<Record<ActionType, ApplicationStatus | null>> = {
  submit: 'submitted',
  phone_call: 'interviewing',
  video_call: 'interviewing',
  interview: 'interviewing',
  feedback: 'interviewing',
  negotiation: 'offer',
  accepted: 'accepted',
  refused: 'refused',
  email: null,
  reminder: null,
};

/** The status `type` moves its application to, or null for a type that moves none (an email, a reminder). */
export function statusMovedBy(type: ActionType): ApplicationStatus | null {
  return STATUS_OF_ACTION_TYPE[type];
}

/** The action types that move a status, for a query that looks for the latest of them. */
export const STATUS_MOVING_ACTION_TYPES: readonly ActionType[] = (Object.keys(STATUS_OF_ACTION_TYPE) as ActionType[]).filter(
  (type) => STATUS_OF_ACTION_TYPE[type] !== null,
);

export interface DatedActionType {
  readonly type: ActionType;
  /** ISO 8601 UTC, so text order is time order. */
  readonly date: string;
}

/**
 * The status of the latest action that moves one, among those already dated (an interview planned for next week
 * does not make the application "interviewing" yet); "new" when there is none.
 */
export function statusOfActions(actions: Iterable<DatedActionType>, now: Date): ApplicationStatus {
  const nowIso = now.toISOString();
  let latest: { status: ApplicationStatus; date: string } | undefined;
  for (const action of actions) {
    const status = STATUS_OF_ACTION_TYPE[action.type];
    if (status === null || action.date > nowIso) continue;
    if (latest === undefined || action.date >= latest.date) latest = { status, date: action.date };
  }
  return latest?.status ?? 'new';
}

/**
 * The action a move on the board records to give an application `status`: the one action type that moves
 * there for each status but `new`, which no action yields (an application is new until its first move).
 */
const ACTION_TYPE_YIELDING: Readonly<Record<ApplicationStatus, ActionType | null>> = {
  new: null,
  submitted: 'submit',
  interviewing: 'interview',
  offer: 'negotiation',
  accepted: 'accepted',
  refused: 'refused',
};

export function actionTypeYielding(status: ApplicationStatus): ActionType | null {
  return ACTION_TYPE_YIELDING[status];
}
