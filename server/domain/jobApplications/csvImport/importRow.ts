// One row of an imported CSV read as an application: its cells trimmed, the export's formula guard taken off,
// numbers, dates and choices read as people write them in either language, then checked by the contract's
// schema for a creation. Pure: the import (importApplications.ts) finds companies and duplicates.
import {
  type ApplicationImportField,
  type ApplicationStatus,
  APPLICATION_STATUSES,
  companyNameSchema,
  createJobApplicationBodySchema,
  type CreateJobApplicationBody,
  CSV_TAG_SEPARATOR,
  normalizedHeader,
} from '../../../../contract';
import type { ImportTexts } from './importTexts';

export interface ImportedApplication {
  readonly body: Omit<CreateJobApplicationBody, 'company_id'>;
  readonly companyName: string | null;
  readonly status: ApplicationStatus | null;
}

export type ImportedRow = { readonly ok: true; readonly application: ImportedApplication } | { readonly ok: false; readonly message: string };

/** The export writes `'` before a cell a spreadsheet would run as a formula: read back, it goes. */
function withoutFormulaGuard(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** Words for each choice, compared as headers are (case, accents and spaces aside). */
function choices<T extends string>(table: Readonly<Record<T, readonly string[]>>): ReadonlyMap<string, T> {
  return new Map((Object.entries(table) as [T, readonly string[]][]).flatMap(([value, words]) => [value, ...words].map((word) => [normalizedHeader(word), value] as const)));
}

const STATUS_WORDS = choices<ApplicationStatus>({
  new: ['nouvelle', 'nouveau', 'to apply', 'wishlist', 'à postuler'],
  submitted: ['applied', 'sent', 'envoyée', 'envoyé', 'postulé', 'postulée', 'candidature envoyée'],
  interviewing: ['interview', 'interviews', 'entretien', 'entretiens', 'entretiens en cours'],
  offer: ['offre', 'offered'],
  accepted: ['acceptée', 'accepté', 'hired', 'embauché', 'embauchée'],
  refused: ['rejected', 'declined', 'refusée', 'refusé', 'refus', 'rejetée'],
});
const REMOTE_WORDS = choices({
  onsite: ['on site', 'on-site', 'office', 'sur site', 'présentiel', 'au bureau'],
  hybrid: ['hybride', 'mixed'],
  remote: ['full remote', 'fully remote', 'télétravail', 'à distance', 'distanciel', 'teletravail complet'],
});
const PERIOD_WORDS = choices({
  year: ['yearly', 'annual', 'annually', 'per year', 'a year', 'an', 'année', 'annuel', 'par an'],
  month: ['monthly', 'per month', 'a month', 'mois', 'mensuel', 'par mois'],
  day: ['daily', 'per day', 'a day', 'jour', 'par jour', 'journalier'],
  hour: ['hourly', 'per hour', 'an hour', 'heure', 'par heure', 'horaire'],
});
const BOOLEAN_WORDS = choices({ true: ['yes', 'y', 'x', '1', 'oui', 'vrai'], false: ['no', 'n', '0', 'non', 'faux'] });

/** A whole amount: "90000", "90,000", "90 000", "90.000", "90000.00"; undefined when it is none. */
function amountOf(cell: string): number | undefined {
  const compact = cell.replace(/[\s\u00a0\u202f']/g, '');
  if (/^\d+$/.test(compact)) return Number(compact);
  if (/^\d{1,3}([,.]\d{3})+$/.test(compact)) return Number(compact.replace(/[,.]/g, ''));
  if (/^\d+[,.]\d{1,2}$/.test(compact)) return Math.round(Number(compact.replace(',', '.')));
  return undefined;
}

/** A field's value as the creation schema takes it, or undefined when the cell says nothing it can read. */
function valueOf(field: Exclude<ApplicationImportField, 'company' | 'status'>, cell: string): unknown {
  switch (field) {
    case 'salary_min':
    case 'salary_max':
      return amountOf(cell);
    case 'salary_currency':
      return cell.toUpperCase();
    case 'remote':
      return REMOTE_WORDS.get(normalizedHeader(cell));
    case 'salary_period':
      return PERIOD_WORDS.get(normalizedHeader(cell));
    case 'archived': {
      const word = BOOLEAN_WORDS.get(normalizedHeader(cell));
      return word === undefined ? undefined : word === 'true';
    }
    case 'tags':
      return [...new Set(cell.split(CSV_TAG_SEPARATOR).map((tag) => tag.trim()).filter((tag) => tag !== ''))];
    default:
      return cell;
  }
}

/**
 * Reads `record` (its cells in the columns' order) with `fields` (the field of each column, null for one left
 * out) and `headers` (to name a column in a message).
 */
export function importedRow(
  record: readonly string[],
  fields: readonly (ApplicationImportField | null)[],
  headers: readonly string[],
  texts: ImportTexts,
): ImportedRow {
  const raw: Record<string, unknown> = {};
  const columnOf = new Map<string, string>();
  let companyName: string | null = null;
  let status: ApplicationStatus | null = null;
  for (const [index, field] of fields.entries()) {
    const cell = withoutFormulaGuard((record[index] ?? '').trim());
    if (field === null || cell === '') continue;
    const header = headers[index] ?? field;
    columnOf.set(field, header);
    if (field === 'company') {
      companyName = cell;
      continue;
    }
    if (field === 'status') {
      const known = STATUS_WORDS.get(normalizedHeader(cell));
      if (known === undefined || !APPLICATION_STATUSES.includes(known)) return { ok: false, message: texts.invalid(header, cell) };
      status = known;
      continue;
    }
    const value = valueOf(field, cell);
    if (value === undefined) return { ok: false, message: texts.invalid(header, cell) };
    raw[field] = value;
  }
  if (raw.title === undefined) return { ok: false, message: texts.missing(columnOf.get('title') ?? headerOf('title', fields, headers)) };
  if (raw.url === undefined) return { ok: false, message: texts.missing(columnOf.get('url') ?? headerOf('url', fields, headers)) };
  const parsed = createJobApplicationBodySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = typeof issue?.path[0] === 'string' ? issue.path[0] : undefined;
    if (field === 'salary_min' && typeof raw.salary_max === 'number' && typeof raw.salary_min === 'number' && raw.salary_min > raw.salary_max) {
      return { ok: false, message: texts.salaryReversed };
    }
    const value = field === undefined ? '' : raw[field];
    return { ok: false, message: texts.invalid(field === undefined ? '' : (columnOf.get(field) ?? field), Array.isArray(value) ? value.join(CSV_TAG_SEPARATOR) : String(value)) };
  }
  if (companyName !== null && !companyNameSchema.safeParse(companyName).success) return { ok: false, message: texts.invalid(columnOf.get('company') ?? 'company', companyName) };
  return { ok: true, application: { body: parsed.data, companyName, status } };
}

/** The header of a field's column, or the field's own name when no column holds it. */
function headerOf(field: ApplicationImportField, fields: readonly (ApplicationImportField | null)[], headers: readonly string[]): string {
  const index = fields.indexOf(field);
  return index === -1 ? field : (headers[index] ?? field);
}
