// The status of every application of an account (`job_application.list_statuses`), read from the status the
// database keeps on each application's row. An application whose latest status-moving action is still to come
// (an interview planned next week) has, until then, the status of the latest move already dated, which the same
// query finds (jobApplicationQueries.ts): no action is read in bulk. With each, the date of a submission still
// unanswered (contract/followUp.ts), read from the submitted applications' latest action alone.
import type { Kysely } from 'kysely';
import {
  ACTION_TYPES,
  APPLICATION_STATUSES,
  type ActionType,
  type ApplicationStatus,
  type ApplicationStatusItem,
  statusMovedBy,
} from '../../../contract';
import type { Database } from '../../db/schema';
import { listStoredStatuses, type StoredStatus } from './jobApplicationQueries';

const KNOWN_STATUSES: ReadonlySet<string> = new Set(APPLICATION_STATUSES);
const KNOWN_ACTION_TYPES: ReadonlySet<string> = new Set(ACTION_TYPES);

/** Written only by the migration's triggers, from the contract's statuses; checked without a parser's cost per row. */
function storedStatus(status: string): ApplicationStatus {
  if (!KNOWN_STATUSES.has(status)) throw new Error(`unknown stored status ${JSON.stringify(status)}`);
  return status as ApplicationStatus;
}

/** The status until the stored one's action comes: that of the latest move already dated, else 'new'. */
function statusUntilThen(earlierMove: string | null): ApplicationStatus {
  if (earlierMove === null) return 'new';
  if (!KNOWN_ACTION_TYPES.has(earlierMove)) throw new Error(`unknown stored action type ${JSON.stringify(earlierMove)}`);
  return statusMovedBy(earlierMove as ActionType) ?? 'new';
}

export async function listApplicationStatuses(db: Kysely<Database>, accountId: string, now: Date): Promise<ApplicationStatusItem[]> {
  const nowIso = now.toISOString();
  // The query looked for an earlier move exactly where the stored status is still to come at `now`.
  const currentStatus = ({ status, status_date, earlier_move }: StoredStatus): ApplicationStatus =>
    status_date !== null && status_date > nowIso ? statusUntilThen(earlier_move) : storedStatus(status);
  // A submission is unanswered while it is the application's latest action: the stored status's own action.
  const unansweredSubmitDate = ({ status, status_date, latest_type }: StoredStatus): string | null =>
    status === 'submitted' && latest_type === 'submit' ? status_date : null;
  return (await listStoredStatuses(db, accountId, now)).map((row) => ({
    id: row.id,
    status: currentStatus(row),
    unanswered_submit_date: unansweredSubmitDate(row),
  }));
}
