// The CSV of an account's applications (GET /api/job_applications/export.csv, and what the import reads back):
// its columns in order. A header row names them; `tags` are joined by `;`; dates are ISO 8601 (`deadline` a
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
