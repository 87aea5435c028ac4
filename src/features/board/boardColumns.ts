// Which card goes in which column: every application not archived, by its status (or the column it is being
// moved to), newest first within a column, as the list orders them.
import { APPLICATION_STATUSES, type ApplicationListItem, type ApplicationStatus } from '../../../contract';

export type BoardColumns = Readonly<Record<ApplicationStatus, readonly string[]>>;

export function boardColumns(
  items: readonly ApplicationListItem[],
  statusById: Readonly<Record<string, ApplicationStatus>>,
  pendingMoves: Readonly<Record<string, ApplicationStatus>>,
): BoardColumns {
  const columns = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, [] as string[]])) as Record<ApplicationStatus, string[]>;
  // The creation dates are kept newest first: each column keeps that order.
  for (const { id, archived } of items) {
    if (archived) continue;
    // An application without a status listed was created since the statuses were: it is new.
    columns[pendingMoves[id] ?? statusById[id] ?? 'new'].push(id);
  }
  return columns;
}
