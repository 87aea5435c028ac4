// POST /api/job_applications/import's work: the CSV read as text (UTF-8, else Windows-1252 as spreadsheets on
// Windows save it), its delimiter found on the header row, its rows read, checked and created a batch at a time.
// Each batch is one short transaction (its companies, applications and the actions their statuses stand for),
// and the event loop is handed back between batches and between chunks of parsing, so neither other accounts'
// writes nor the server's other requests wait for a whole file. A row whose url, or whose title and company,
// matches an application of the account (or an earlier row) is skipped as a duplicate: importing a file again
// creates nothing.
import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse } from 'csv-parse';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  actionTypeYielding,
  type ApplicationImportField,
  type ApplicationImportSummary,
  columnFields,
  type Company,
  csvDelimiterOf,
  decodedCsvText,
  CSV_IMPORT_MAX_ROWS,
  type Locale,
} from '../../../../contract';
import type { Database } from '../../../db/schema';
import { insertAction } from '../../actions/actionQueries';
import { scheduleActionReminder } from '../../reminders/reminderSchedule';
import { countAccountRows, requireRoomFor } from '../../accountQuotas/accountRowQuota';
import { insertCompany, listCompanies } from '../../companies/companyQueries';
import { type AccountPublisher, type ChangeContext, commitAccountChange } from '../../requests/accountChange';
import { RequestError } from '../../requests/requestErrors';
import { writtenApplication } from '../createJobApplication';
import { insertJobApplication, listApplicationIdentities } from '../jobApplicationQueries';
import { type ImportedApplication, importedRow } from './importRow';
import { importTexts, type ImportTexts } from './importTexts';

/** Rows created in one transaction: short enough that another account's write waits a few milliseconds at most. */
export const IMPORT_BATCH_ROWS = 50;
/**
 * Characters parsed between two turns of the event loop: 64 Ki held it up to 40 ms on 10,000 short rows, on the
 * 2-core machine; 16 Ki, about 10.
 */
const PARSE_CHUNK_CHARS = 16 * 1024;
/**
 * The longest record read: csv-parse's time grows faster than a record's length (a record of 5 MiB took 4 s), and
 * a valid row is far shorter (two long texts of 100,000 characters at most).
 */
const MAX_RECORD_CHARS = 1024 * 1024;

export class UnreadableCsvError extends Error {}
export class TooManyRowsError extends Error {}

export interface ImportDependencies {
  readonly db: Kysely<Database>;
  readonly publisher: AccountPublisher;
  readonly logger: FastifyBaseLogger;
  readonly now: Date;
  readonly maxApplications: number;
  readonly maxCompanies: number;
}

/** The bytes as text, or UnreadableCsvError for bytes that are not. */
function decodedText(bytes: Uint8Array): string {
  const text = decodedCsvText(bytes);
  if (text === null) throw new UnreadableCsvError('the file holds NUL characters');
  return text;
}

/** Every record of the text, the header row first, parsed a chunk at a time with a turn of the event loop between. */
async function parsedRecords(text: string): Promise<string[][]> {
  const records: string[][] = [];
  const parser = parse({ delimiter: csvDelimiterOf(text), relax_column_count: true, skip_empty_lines: true, max_record_size: MAX_RECORD_CHARS });
  let failure: Error | undefined;
  parser.on('readable', () => {
    for (let record = parser.read() as string[] | null; record !== null; record = parser.read() as string[] | null) records.push(record);
  });
  parser.on('error', (error) => {
    failure = error;
  });
  for (let offset = 0; offset < text.length && failure === undefined; offset += PARSE_CHUNK_CHARS) {
    // A chunk the parser queues instead of parsing (its buffers are full) would be parsed later with every other
    // queued one, in one go: each waits until the one before is parsed.
    if (!parser.write(text.slice(offset, offset + PARSE_CHUNK_CHARS))) {
      // An error meanwhile (a record too long) rejects the wait: it is the file's, said below.
      await once(parser, 'drain').catch((error: unknown) => {
        failure ??= error instanceof Error ? error : new Error(String(error));
      });
    }
    if (records.length > CSV_IMPORT_MAX_ROWS + 1) throw new TooManyRowsError(`more than ${String(CSV_IMPORT_MAX_ROWS)} rows`);
    await nextTurn();
  }
  if (failure === undefined) {
    await new Promise<void>((resolve) => {
      parser.end(resolve);
    });
  }
  if (failure !== undefined) throw new UnreadableCsvError(failure.message);
  if (records.length > CSV_IMPORT_MAX_ROWS + 1) throw new TooManyRowsError(`more than ${String(CSV_IMPORT_MAX_ROWS)} rows`);
  return records;
}

/** Titles and names compared as people read them: case and runs of spaces aside. */
function looseKey(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
}

function identityKey(title: string, companyName: string | null): string {
  return `${looseKey(title)}\n${companyName === null ? '' : looseKey(companyName)}`;
}

interface PendingRow {
  readonly line: number;
  readonly application: ImportedApplication;
}

/** Creates one batch's rows in the change's transaction; answers the lines it could not create, with why. */
async function createBatch(
  context: ChangeContext,
  rows: readonly PendingRow[],
  companiesByName: Map<string, Company>,
  texts: ImportTexts,
  { maxApplications, maxCompanies }: Pick<ImportDependencies, 'maxApplications' | 'maxCompanies'>,
): Promise<{ created: number; errors: { line: number; message: string }[] }> {
  const { accountId, db, now, push } = context;
  const room = maxApplications - (await countAccountRows(db, accountId, 'applications'));
  const errors: { line: number; message: string }[] = [];
  let created = 0;
  for (const { line, application } of rows) {
    if (created >= room) {
      errors.push({ line, message: texts.accountFull });
      continue;
    }
    let company: Company | null = null;
    if (application.companyName !== null) {
      const key = looseKey(application.companyName);
      company = companiesByName.get(key) ?? null;
      if (company === null) {
        try {
          await requireRoomFor(db, accountId, 'companies', maxCompanies);
        } catch (error) {
          if (!(error instanceof RequestError)) throw error;
          errors.push({ line, message: error.message });
          continue;
        }
        company = await insertCompany(db, accountId, { name: application.companyName }, now);
        companiesByName.set(key, company);
        push('created_company', { data: company });
      }
    }
    const body = { ...application.body, company_id: company?.id ?? null };
    const id = await insertJobApplication(db, accountId, body, now);
    push('created_job_application', { data: writtenApplication(id, body, company, now) });
    const type = application.status === null ? null : actionTypeYielding(application.status);
    if (application.status !== null && type !== null) {
      const action = await insertAction(db, accountId, { job_application_id: id, type, title: texts.statusActionTitle(application.status), date: now.toISOString() }, now);
      // Dated now, a status is never reminded of; scheduled like every new action all the same.
      await scheduleActionReminder(db, accountId, action, now);
      push('created_action', { data: action });
    }
    created += 1;
  }
  return { created, errors };
}

/**
 * Imports `bytes` (a CSV) into the account. Throws UnreadableCsvError when it is not CSV text, TooManyRowsError
 * past CSV_IMPORT_MAX_ROWS rows. `line` in the errors counts the header row as line 1, a record per line (a cell
 * holding a line break stays one line of the sheet).
 */
export async function importApplications(
  dependencies: ImportDependencies,
  accountId: string,
  bytes: Uint8Array,
  mapping: Readonly<Record<string, ApplicationImportField | null>>,
  locale: Locale,
): Promise<ApplicationImportSummary> {
  const texts = importTexts(locale);
  const [headers = [], ...rows] = await parsedRecords(decodedText(bytes));
  const fields = columnFields(headers, mapping);
  const { db } = dependencies;
  const [identities, companies] = await Promise.all([listApplicationIdentities(db, accountId), listCompanies(db, accountId)]);
  const knownUrls = new Set(identities.map(({ url }) => url));
  const knownIdentities = new Set(identities.map(({ title, company_name: companyName }) => identityKey(title, companyName)));
  const companiesByName = new Map(companies.map((company) => [looseKey(company.name), company]));
  const committer = { db, publisher: dependencies.publisher, logger: dependencies.logger };

  let created = 0;
  let skippedDuplicates = 0;
  const errors: { line: number; message: string }[] = [];
  for (let start = 0; start < rows.length; start += IMPORT_BATCH_ROWS) {
    const batch: PendingRow[] = [];
    for (const [offset, record] of rows.slice(start, start + IMPORT_BATCH_ROWS).entries()) {
      const line = start + offset + 2;
      const row = importedRow(record, fields, headers, texts);
      if (!row.ok) {
        errors.push({ line, message: row.message });
        continue;
      }
      const { body, companyName } = row.application;
      const identity = identityKey(body.title, companyName);
      if (knownUrls.has(body.url) || knownIdentities.has(identity)) {
        skippedDuplicates += 1;
        continue;
      }
      knownUrls.add(body.url);
      knownIdentities.add(identity);
      batch.push({ line, application: row.application });
    }
    if (batch.length > 0) {
      const outcome = await commitAccountChange(committer, accountId, dependencies.now, (context) => createBatch(context, batch, companiesByName, texts, dependencies));
      created += outcome.created;
      errors.push(...outcome.errors);
    }
    await nextTurn();
  }
  errors.sort((a, b) => a.line - b.line);
  return { created, skipped_duplicates: skippedDuplicates, errors };
}
