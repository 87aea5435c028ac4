// An application's details beyond the spec as the job_applications table stores them, and back: tags as a JSON
// array (null when none), archived as 0 or 1, amounts as bigint (which PostgreSQL's driver reads as text).
import {
  APPLICATION_DETAIL_FIELDS,
  type ApplicationDetails,
  type RemoteKind,
  type SalaryPeriod,
  UNSET_APPLICATION_DETAILS,
} from '../../../contract';

export type { ApplicationDetails } from '../../../contract';

/** The details as the table's columns hold them. */
export interface ApplicationDetailRow {
  readonly location: string | null;
  readonly remote: string | null;
  readonly salary_min: number | string | null;
  readonly salary_max: number | string | null;
  readonly salary_currency: string | null;
  readonly salary_period: string | null;
  readonly source: string | null;
  readonly deadline: string | null;
  readonly tags: string | null;
  readonly archived: number;
}

/** Each detail has a column of its own name. */
export const APPLICATION_DETAIL_COLUMNS: readonly (keyof ApplicationDetailRow)[] = APPLICATION_DETAIL_FIELDS;

/** Every detail: the ones given, and the unset value for the others. */
export function completeDetails(given: Partial<ApplicationDetails>): ApplicationDetails {
  // A list of its own: the answer of one creation never shares an array with another's.
  const complete: Record<string, unknown> = { ...UNSET_APPLICATION_DETAILS, tags: [] };
  for (const field of APPLICATION_DETAIL_FIELDS) {
    // What a body leaves out, or sends as null, stays unset.
    const value: unknown = given[field];
    if (value !== undefined && value !== null) complete[field] = value;
  }
  return complete as ApplicationDetails;
}

const amount = (stored: number | string | null): number | null => (stored === null ? null : Number(stored));

/** What was written through detailColumns, read back (the enumerations were checked on the way in). */
export function detailsFromRow(row: ApplicationDetailRow): ApplicationDetails {
  return {
    location: row.location,
    remote: row.remote as RemoteKind | null,
    salary_min: amount(row.salary_min),
    salary_max: amount(row.salary_max),
    salary_currency: row.salary_currency,
    salary_period: row.salary_period as SalaryPeriod | null,
    source: row.source,
    deadline: row.deadline,
    tags: row.tags === null ? [] : (JSON.parse(row.tags) as string[]),
    archived: row.archived === 1,
  };
}

/** The columns of the details given (an absent one is left as it is; null clears it). */
export function detailColumns(details: Partial<ApplicationDetails>): Partial<ApplicationDetailRow> {
  const { tags, archived, ...plain } = details;
  const columns: { -readonly [K in keyof ApplicationDetailRow]?: ApplicationDetailRow[K] } = {};
  for (const [key, value] of Object.entries(plain) as [keyof typeof plain, string | number | null | undefined][]) {
    if (value !== undefined) Object.assign(columns, { [key]: value });
  }
  if (tags !== undefined) columns.tags = tags.length === 0 ? null : JSON.stringify(tags);
  if (archived !== undefined) columns.archived = archived ? 1 : 0;
  return columns;
}
