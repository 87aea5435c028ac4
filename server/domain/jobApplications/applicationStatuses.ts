// The status of every application of an account (`job_application.list_statuses`), read from the status the
// database keeps on each application's row. Only applications whose latest status-moving action is still to
// come (an interview planned next week) read their actions, to find the status they have until then.
import type { Kysely } from 'kysely';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ApplicationStatusItem,
  type DatedActionType,
  statusOfActions,
} from '../../../contract';
import type { Database } from '../../db/schema';
import { listDatedActionTypesOfStatusesAfter } from '../actions/actionQueries';
import { listStoredStatuses } from './jobApplicationQueries';

const KNOWN_STATUSES: ReadonlySet<string> = new Set(APPLICATION_STATUSES);

/** Written only by the migration's triggers, from the contract's statuses; checked without a parser's cost per row. */
function storedStatus(status: string): ApplicationStatus {
  if (!KNOWN_STATUSES.has(status)) throw new Error(`unknown stored status ${JSON.stringify(status)}`);
  return status as ApplicationStatus;
}

export async function listApplicationStatuses(db: Kysely<Database>, accountId: string, now: Date): Promise<ApplicationStatusItem[]> {
  const nowIso = now.toISOString();
  const stored = await listStoredStatuses(db, accountId);
  const isStillToCome = (statusDate: string | null) => statusDate !== null && statusDate > nowIso;

  const actionsByApplication = new Map<string, DatedActionType[]>();
  if (stored.some(({ status_date }) => isStillToCome(status_date))) {
    for (const action of await listDatedActionTypesOfStatusesAfter(db, accountId, now)) {
      const actions = actionsByApplication.get(action.job_application_id);
      if (actions === undefined) actionsByApplication.set(action.job_application_id, [action]);
      else actions.push(action);
    }
  }
  return stored.map(({ id, status, status_date }) => ({
    id,
    status: isStillToCome(status_date) ? statusOfActions(actionsByApplication.get(id) ?? [], now) : storedStatus(status),
  }));
}
