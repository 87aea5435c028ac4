// Live-channel requests about dated actions, and the address of the account's calendar feed.
import type { RequestHandlers } from '../requests/requestHandlers';
import { notFound } from '../requests/requestErrors';
import { DEFAULT_ACCOUNT_ROW_LIMITS } from '../../config';
import { requireRoomFor } from '../accountQuotas/accountRowQuota';
import { findJobApplication } from '../jobApplications/jobApplicationQueries';
import { scheduleActionReminder } from '../reminders/reminderSchedule';
import {
  deleteAction,
  findAction,
  insertAction,
  listActionCreationDates,
  listActionsOfApplication,
  listFutureActions,
  updateAction,
} from './actionQueries';
import type { CalendarFeedSeal } from './calendarFeedSeal';
import { calendarFeedPath, calendarFeedTokenOf, renewCalendarFeedToken } from './calendarFeeds';

/** Upcoming actions answered at most; years of a busy search stay far below it. */
export const FUTURE_ACTIONS_LIMIT = 1000;

/** `action.create`, refused with `account_limit_reached` once the account keeps `maxActions`. */
export function createActionCreateHandler(maxActions: number) {
  return {
    'action.create': async (params, { accountId, db, now, push }) => {
      if ((await findJobApplication(db, accountId, params.job_application_id)) === undefined) {
        throw notFound('job_application');
      }
      await requireRoomFor(db, accountId, 'actions', maxActions);
      const action = await insertAction(db, accountId, params, now);
      await scheduleActionReminder(db, accountId, action, now);
      push('created_action', { data: action });
      return action;
    },
  } satisfies RequestHandlers;
}

export const actionRequestHandlers = {
  'action.get': async ({ id }, { accountId, db }) => {
    const action = await findAction(db, accountId, id);
    if (action === undefined) throw notFound('action');
    return action;
  },

  // With the default bound; the app's own comes from createActionCreateHandler (its settings).
  ...createActionCreateHandler(DEFAULT_ACCOUNT_ROW_LIMITS.actions),

  'action.update': async ({ id, ...changes }, { accountId, db, now, push }) => {
    if (!(await updateAction(db, accountId, id, changes))) throw notFound('action');
    const updated = await findAction(db, accountId, id);
    if (updated === undefined) throw notFound('action');
    // A new date or type may call for a reminder; the one queued for the former date finds it changed and stops.
    if (changes.date !== undefined || changes.type !== undefined) await scheduleActionReminder(db, accountId, updated, now);
    push('updated_action', { data: updated });
    return 'success';
  },

  'action.delete': async ({ id }, { accountId, db, push }) => {
    const deleted = await deleteAction(db, accountId, id);
    if (deleted === undefined) throw notFound('action');
    push('deleted_action', { id: deleted.id, job_application_id: deleted.job_application_id });
    return 'success';
  },

  'action.list_for_application': async ({ id }, { accountId, db }) => {
    if ((await findJobApplication(db, accountId, id)) === undefined) throw notFound('job_application');
    return listActionsOfApplication(db, accountId, id);
  },

  'action.list_future': (_params, { accountId, db, now }) => listFutureActions(db, accountId, now, FUTURE_ACTIONS_LIMIT),

  'action.list_creation_dates': (_params, { accountId, db }) => listActionCreationDates(db, accountId),
} satisfies RequestHandlers;

/** The calendar feed's address, which the server's key seals in the database (calendarFeeds.ts). */
export function createCalendarFeedRequestHandlers(seal: CalendarFeedSeal) {
  return {
    'action.get_calendar_feed': async (_params, { accountId, db, now }) =>
      calendarFeedPath(await calendarFeedTokenOf(db, seal, accountId, now)),

    'action.renew_calendar_feed': async (_params, { accountId, db, now }) =>
      calendarFeedPath(await renewCalendarFeedToken(db, seal, accountId, now)),
  } satisfies RequestHandlers;
}
