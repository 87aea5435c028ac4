// The first rows of a picked CSV, read in the browser as the server will read them (the same decoding, delimiter
// and header names, contract/applicationImportColumns.ts), so that the page can show which column holds what and
// let the person correct it before anything is sent.
import { parse } from 'csv-parse/browser/esm/sync';
import { type ApplicationImportField, columnFields, csvDelimiterOf, decodedCsvText } from '../../../contract';

/** Rows shown under the headers. */
export const PREVIEW_ROWS = 5;

export interface CsvPreview {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** The field each column is recognised as, a field given to its first column only; null when none. */
  readonly fields: readonly (ApplicationImportField | null)[];
}

/** Null when the bytes are not CSV text (the server would answer 415 too). */
export function csvPreview(bytes: Uint8Array): CsvPreview | null {
  const text = decodedCsvText(bytes);
  if (text === null) return null;
  let records: string[][];
  try {
    const parsed: unknown = parse(text, { delimiter: csvDelimiterOf(text), relax_column_count: true, skip_empty_lines: true, to: PREVIEW_ROWS + 1 });
    records = parsed as string[][];
  } catch {
    return null;
  }
  const [headers, ...rows] = records;
  if (headers === undefined) return null;
  return { headers, rows, fields: columnFields(headers) };
}
