// The import page's messages.
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { ApplicationImportField } from '../../../contract';

export const csvImportMessages = defineMessages({
  title: { id: 'csvImport.title', defaultMessage: 'Import applications', description: 'Title of the page that imports applications from a CSV file' },
  intro: {
    id: 'csvImport.intro',
    defaultMessage:
      'Bring the applications you kept in a spreadsheet or another tracker: save it as CSV, pick the file, check what each column holds, then import. Rows already here (same URL, or same title and company) are skipped, so importing a file twice adds nothing.',
    description: 'What the import page does',
  },
  fileLabel: { id: 'csvImport.fileLabel', defaultMessage: 'CSV file', description: 'Label of the file picker' },
  fileHint: {
    id: 'csvImport.fileHint',
    defaultMessage: 'Up to 5 MB and 10,000 rows; comma, semicolon or tab separated.',
    description: 'What the file picker takes',
  },
  unreadable: {
    id: 'csvImport.unreadable',
    defaultMessage: 'This file cannot be read as CSV. Save your spreadsheet as CSV and pick that file.',
    description: 'Shown when the picked file is not CSV text',
  },
  previewLabel: { id: 'csvImport.previewLabel', defaultMessage: 'The first rows of the file', description: 'Accessible name of the preview table' },
  leaveOut: { id: 'csvImport.leaveOut', defaultMessage: 'Leave out', description: 'Option of a column select: the column is not imported' },
  needsTitleAndUrl: {
    id: 'csvImport.needsTitleAndUrl',
    defaultMessage: 'Choose the column that holds the title and the one that holds the URL: every application has both.',
    description: 'Shown when no column is chosen for the title or the URL',
  },
  importButton: { id: 'csvImport.importButton', defaultMessage: 'Import', description: 'Button that sends the file' },
  uploading: { id: 'csvImport.uploading', defaultMessage: 'Sending the file', description: 'Accessible name of the progress bar while the file is sent' },
  importing: {
    id: 'csvImport.importing',
    defaultMessage: 'Importing… The applications appear in the list as they are created.',
    description: 'Shown while the server imports the rows',
  },
  summaryTitle: { id: 'csvImport.summaryTitle', defaultMessage: 'Import finished', description: 'Heading of the summary' },
  errorsTitle: { id: 'csvImport.errorsTitle', defaultMessage: 'Rows not imported', description: 'Heading of the list of rows refused' },
  seeList: { id: 'csvImport.seeList', defaultMessage: 'See the applications', description: 'Link from the summary to the list' },
  another: { id: 'csvImport.another', defaultMessage: 'Import another file', description: 'Button that starts again' },
  failedUnsupported: {
    id: 'csvImport.failed.unsupported',
    defaultMessage: 'The server could not read this file as CSV. Nothing was imported.',
    description: 'The import failed: not a CSV file',
  },
  failedTooLarge: {
    id: 'csvImport.failed.tooLarge',
    defaultMessage: 'This file is larger than 5 MB or holds more than 10,000 rows. Split it and import each part. Nothing was imported.',
    description: 'The import failed: the file is too large',
  },
  failedOther: {
    id: 'csvImport.failed.other',
    defaultMessage: 'The import failed. Check your connection and try again: rows already imported would be skipped.',
    description: 'The import failed for another reason',
  },
});

export const columnSelectLabelMessage = defineMessage<{ header: string }>({
  id: 'csvImport.columnSelectLabel',
  defaultMessage: 'What the column "{header}" holds',
  description: 'Accessible name of the select that says what a column holds',
});

export const createdMessage = defineMessage<{ count: number }>({
  id: 'csvImport.created',
  defaultMessage: '{count, plural, =0 {No application created} one {# application created} other {# applications created}}',
  description: 'Summary: applications created',
});

export const duplicatesMessage = defineMessage<{ count: number }>({
  id: 'csvImport.duplicates',
  defaultMessage: '{count, plural, =0 {No duplicate} one {# duplicate skipped} other {# duplicates skipped}}',
  description: 'Summary: rows skipped as duplicates',
});

export const errorCountMessage = defineMessage<{ count: number }>({
  id: 'csvImport.errorCount',
  defaultMessage: '{count, plural, =0 {No error} one {# row not imported} other {# rows not imported}}',
  description: 'Summary: rows refused',
});

export const lineErrorMessage = defineMessage<{ line: number; message: string }>({
  id: 'csvImport.lineError',
  defaultMessage: 'Line {line, number}: {message}',
  description: 'One refused row: its line in the file (the header is line 1) and why',
});

export const fileChosenMessage = defineMessage<{ name: string; rows: number }>({
  id: 'csvImport.fileChosen',
  defaultMessage: '{name}: the first {rows, plural, one {row} other {# rows}} below.',
  description: 'Names the file picked above its preview',
});

/** The name of each field in the column selects. */
export const FIELD_MESSAGES: Readonly<Record<ApplicationImportField, MessageDescriptor>> = {
  title: defineMessage({ id: 'csvImport.field.title', defaultMessage: 'Title', description: 'Column content: the title' }),
  company: defineMessage({ id: 'csvImport.field.company', defaultMessage: 'Company', description: 'Column content: the company' }),
  url: defineMessage({ id: 'csvImport.field.url', defaultMessage: 'URL', description: 'Column content: the URL of the posting' }),
  status: defineMessage({ id: 'csvImport.field.status', defaultMessage: 'Status', description: 'Column content: the status' }),
  location: defineMessage({ id: 'csvImport.field.location', defaultMessage: 'Location', description: 'Column content: the location' }),
  remote: defineMessage({ id: 'csvImport.field.remote', defaultMessage: 'Remote', description: 'Column content: on site, hybrid or remote' }),
  salary_min: defineMessage({ id: 'csvImport.field.salaryMin', defaultMessage: 'Salary from', description: 'Column content: the lowest salary' }),
  salary_max: defineMessage({ id: 'csvImport.field.salaryMax', defaultMessage: 'Salary up to', description: 'Column content: the highest salary' }),
  salary_currency: defineMessage({ id: 'csvImport.field.salaryCurrency', defaultMessage: 'Currency', description: 'Column content: the currency' }),
  salary_period: defineMessage({ id: 'csvImport.field.salaryPeriod', defaultMessage: 'Salary period', description: 'Column content: year, month, day or hour' }),
  source: defineMessage({ id: 'csvImport.field.source', defaultMessage: 'Source', description: 'Column content: where the posting was found' }),
  deadline: defineMessage({ id: 'csvImport.field.deadline', defaultMessage: 'Deadline', description: 'Column content: the deadline' }),
  tags: defineMessage({ id: 'csvImport.field.tags', defaultMessage: 'Tags', description: 'Column content: tags separated by semicolons' }),
  archived: defineMessage({ id: 'csvImport.field.archived', defaultMessage: 'Archived', description: 'Column content: whether it is archived' }),
  notes: defineMessage({ id: 'csvImport.field.notes', defaultMessage: 'Notes', description: 'Column content: notes' }),
  job_description: defineMessage({ id: 'csvImport.field.jobDescription', defaultMessage: 'Job description', description: 'Column content: the job description' }),
};
