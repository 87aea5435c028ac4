// The CSV of an account's applications (GET /api/job_applications/export.csv, and what the import reads back,
// POST /api/job_applications/import): its columns in order. A header row names them; `tags` are joined by `;`; dates are ISO 8601 (`deadline` a
// calendar date); `status` and `last_action` are the API's own keys (`interviewing`, `phone_call`...).
export const APPLICATION_CSV_COLUMNS = [
  'title',
  'company',
  'url',
  'status',
  'created',
  'updated',
  'location',
  'remote',
  'salary_min',
  'salary_max',
  'salary_currency',
  'salary_period',
  'source',
  'deadline',
  'tags',
  'archived',
  'notes',
  'job_description',
  'last_action',
  'last_action_date',
] as const;
export type ApplicationCsvColumn = (typeof APPLICATION_CSV_COLUMNS)[number];

/** How the tags of one application share their cell. */
export const CSV_TAG_SEPARATOR = ';';

/** The largest CSV the import takes, and its most rows (the header row aside). */
export const CSV_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const CSV_IMPORT_MAX_ROWS = 10_000;

/**
 * The columns of the export an import does not read. The times are the server's (an imported application is
 * created now), and the last action is the history the status column stands for.
 */
const NOT_IMPORTED = ['created', 'updated', 'last_action', 'last_action_date'] as const;
export type ApplicationImportField = Exclude<ApplicationCsvColumn, (typeof NOT_IMPORTED)[number]>;

function isImported(column: ApplicationCsvColumn): column is ApplicationImportField {
  return !(NOT_IMPORTED as readonly string[]).includes(column);
}

/** The columns an import reads, in the export's order. Never empty (title and url are among them): a tuple for z.enum. */
export const APPLICATION_IMPORT_FIELDS = APPLICATION_CSV_COLUMNS.filter(isImported) as [ApplicationImportField, ...ApplicationImportField[]];

/** What the import answers: `line` counts the header row as line 1. */
export interface ApplicationImportSummary {
  readonly created: number;
  readonly skipped_duplicates: number;
  readonly errors: readonly { readonly line: number; readonly message: string }[];
}
