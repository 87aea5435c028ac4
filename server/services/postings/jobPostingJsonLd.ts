// The schema.org `JobPosting` a page declares in its `<script type="application/ld+json">` blocks, mapped to
// the posting's fields (api contract, "Capture a posting"). The first JobPosting in document order wins: a
// block may hold one object, an array, an `@graph`, or nest the posting deeper (a WebPage's `mainEntity`), so
// every object and array of a block is searched, within bounds (depth 20, 1,000 objects and arrays per block)
// that keep a hostile page from making the walk spin. A block that is not JSON is tried once more with its raw
// control characters (line breaks some boards leave inside strings) turned into spaces, then skipped.
//
// Choices the schema leaves open:
// - remote: `jobLocationType` TELECOMMUTE with no usable `jobLocation` is 'remote'; TELECOMMUTE beside a
//   physical location is 'hybrid'. Without TELECOMMUTE the page says nothing about remote work: null, not
//   'onsite', since most boards never set the property.
// - location: "Locality, Region, Country" of each place's PostalAddress (empty parts and repeats left out), the
//   address itself when it is a string, else the place's name; several places joined with " / ".
// - salary: `baseSalary` (the first one when it is an array) as a MonetaryAmount whose `value` is a number, a
//   numeric string ("45000.00", "45,000", "45 000", "45.000,00") or a QuantitativeValue (`value`, or
//   `minValue`/`maxValue`); amounts rounded to whole units, min and max swapped when reversed, one `value` gives
//   both. `unitText` HOUR, DAY, MONTH, YEAR (and their -LY forms, ANNUAL) give the period; an amount per WEEK
//   has no period in the contract, so its amounts and period are left null (its currency is kept); another or
//   no unit keeps the amounts with a null period. The currency comes as written (`currency`, else the posting's
//   `salaryCurrency`): extractPosting checks it.
// - url: the posting's `url` when it is an absolute http(s) address, else null (extractPosting falls back).
import type { Posting } from '../../../contract';
import { attributeOf, findElements, flatTextOf, htmlToText, inlineText, type HtmlDocument } from './htmlText';

/** What a JobPosting gives; `source` is the page's, never the posting's. Texts are not yet capped. */
export type JobPostingFields = Omit<Posting, 'source'>;

const MAX_DEPTH = 20;
const MAX_NODES = 1000;
/** More places than any real posting lists; the joined text is capped at 200 characters anyway. */
const MAX_PLACES = 50;
const JSON_LD_TYPE = 'application/ld+json';

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value that may be one thing or a list of them, as a list. */
function listOf(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [value];
}

/** A non-empty string, trimmed; null for anything else. */
function stringOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function lineOf(value: unknown): string | null {
  const text = stringOf(value);
  if (text === null) return null;
  const line = inlineText(text);
  return line === '' ? null : line;
}

function isJsonLdScript(element: { name: string }, type: string | undefined): boolean {
  if (element.name !== 'script' || type === undefined) return false;
  return (type.split(';')[0] ?? '').trim().toLowerCase() === JSON_LD_TYPE;
}

function parseLeniently(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    try {
      // Outside strings a control character is whitespace to JSON anyway, so a space changes nothing there.
      // eslint-disable-next-line no-control-regex
      return JSON.parse(text.replace(/[\u0000-\u001f]/g, ' ')) as unknown;
    } catch {
      return undefined;
    }
  }
}

const SCHEMA_PREFIXES = ['http://schema.org/', 'https://schema.org/', 'schema:'];

function typeName(type: string): string {
  const trimmed = type.trim();
  const prefix = SCHEMA_PREFIXES.find((candidate) => trimmed.toLowerCase().startsWith(candidate));
  return (prefix === undefined ? trimmed : trimmed.slice(prefix.length)).toLowerCase();
}

function isJobPosting(record: JsonRecord): boolean {
  return listOf(record['@type']).some((type) => typeof type === 'string' && typeName(type) === 'jobposting');
}

interface Pending {
  value: unknown;
  depth: number;
}

/** The first JobPosting of one parsed block, depth first in the order written; null when none is in bounds. */
function findJobPosting(root: unknown): JsonRecord | null {
  const stack: Pending[] = [{ value: root, depth: 0 }];
  let visited = 0;
  for (let pending = stack.pop(); pending !== undefined; pending = stack.pop()) {
    const { value, depth } = pending;
    if (depth > MAX_DEPTH) continue;
    visited += 1;
    if (visited > MAX_NODES) return null;
    if (isRecord(value) && isJobPosting(value)) return value;
    const children = Array.isArray(value) ? (value as unknown[]) : isRecord(value) ? Object.values(value) : [];
    // Only what the budget can still visit is stacked: a list of a million entries costs a thousand.
    const containers = children.filter((child) => typeof child === 'object' && child !== null).slice(0, MAX_NODES - visited);
    for (let index = containers.length - 1; index >= 0; index -= 1) stack.push({ value: containers[index], depth: depth + 1 });
  }
  return null;
}

function companyOf(posting: JsonRecord): string | null {
  for (const organization of listOf(posting.hiringOrganization)) {
    const name = isRecord(organization) ? lineOf(organization.name) : lineOf(organization);
    if (name !== null) return name;
  }
  return null;
}

function countryOf(value: unknown): string | null {
  return isRecord(value) ? lineOf(value.name) : lineOf(value);
}

function placeText(place: unknown): string | null {
  if (!isRecord(place)) return lineOf(place);
  const address = listOf(place.address).find((candidate) => isRecord(candidate) || stringOf(candidate) !== null);
  if (isRecord(address)) {
    const parts: string[] = [];
    for (const part of [lineOf(address.addressLocality), lineOf(address.addressRegion), countryOf(address.addressCountry)]) {
      if (part !== null && !parts.some((kept) => kept.toLowerCase() === part.toLowerCase())) parts.push(part);
    }
    if (parts.length > 0) return parts.join(', ');
  } else if (address !== undefined) {
    return lineOf(address);
  }
  return lineOf(place.name);
}

function locationOf(posting: JsonRecord): string | null {
  const places: string[] = [];
  for (const place of listOf(posting.jobLocation).slice(0, MAX_PLACES)) {
    const text = placeText(place);
    if (text !== null && !places.includes(text)) places.push(text);
  }
  return places.length > 0 ? places.join(' / ') : null;
}

function remoteOf(posting: JsonRecord, location: string | null): Posting['remote'] {
  const telecommute = listOf(posting.jobLocationType).some(
    (type) => typeof type === 'string' && type.trim().toUpperCase() === 'TELECOMMUTE',
  );
  if (!telecommute) return null;
  return location === null ? 'remote' : 'hybrid';
}

/** A non-negative amount in whole units, from a number or a numeric string; null when it is neither. */
export function amountOf(value: unknown): number | null {
  let amount: number;
  if (typeof value === 'number') {
    amount = value;
  } else if (typeof value === 'string') {
    // Spaces (also non-breaking ones) group thousands in French: "45 000".
    const text = value.replace(/[\s\u202f]/g, '');
    if (/^\d+(\.\d+)?$/.test(text)) amount = Number(text);
    else if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) amount = Number(text.replaceAll(',', ''));
    else if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) amount = Number(text.replaceAll('.', '').replace(',', '.'));
    else if (/^\d+,\d{1,2}$/.test(text)) amount = Number(text.replace(',', '.'));
    else return null;
  } else {
    return null;
  }
  if (!Number.isFinite(amount) || amount < 0) return null;
  const rounded = Math.round(amount);
  return Number.isSafeInteger(rounded) ? rounded : null;
}

type Unit = Posting['salary_period'] | 'week';

const UNITS: Readonly<Record<string, Exclude<Unit, null>>> = {
  HOUR: 'hour',
  HOURLY: 'hour',
  DAY: 'day',
  DAILY: 'day',
  WEEK: 'week',
  WEEKLY: 'week',
  MONTH: 'month',
  MONTHLY: 'month',
  YEAR: 'year',
  YEARLY: 'year',
  ANNUAL: 'year',
  ANNUALLY: 'year',
};

function unitOf(value: unknown): Unit {
  const text = stringOf(value);
  return text === null ? null : (UNITS[text.toUpperCase()] ?? null);
}

type Salary = Pick<Posting, 'salary_min' | 'salary_max' | 'salary_currency' | 'salary_period'>;

interface Amounts {
  min: number | null;
  max: number | null;
  unit: Unit;
}

/** A MonetaryAmount's amounts and unit; a bare number or numeric string is one amount with no unit. */
function amountsOf(base: unknown): Amounts {
  if (!isRecord(base)) {
    const amount = amountOf(base);
    return { min: amount, max: amount, unit: null };
  }
  const quantity = isRecord(base.value) ? base.value : null;
  const unit = unitOf(quantity?.unitText) ?? unitOf(base.unitText);
  const single = amountOf(quantity === null ? base.value : quantity.value);
  if (single !== null) return { min: single, max: single, unit };
  // Some boards put minValue/maxValue on the MonetaryAmount itself rather than in a QuantitativeValue.
  const range = quantity ?? base;
  return { min: amountOf(range.minValue), max: amountOf(range.maxValue), unit };
}

function salaryOf(posting: JsonRecord): Salary {
  const base = listOf(posting.baseSalary).find((candidate) => candidate !== undefined && candidate !== null);
  const currency = (isRecord(base) ? stringOf(base.currency) : null) ?? stringOf(posting.salaryCurrency);
  const { min, max, unit } = amountsOf(base);
  if (unit === 'week') return { salary_min: null, salary_max: null, salary_currency: currency, salary_period: null };
  const reversed = min !== null && max !== null && min > max;
  return { salary_min: reversed ? max : min, salary_max: reversed ? min : max, salary_currency: currency, salary_period: unit };
}

function absoluteUrlOf(value: unknown): string | null {
  const text = stringOf(value);
  if (text === null || !URL.canParse(text)) return null;
  const protocol = new URL(text).protocol;
  return protocol === 'http:' || protocol === 'https:' ? text : null;
}

function descriptionOf(posting: JsonRecord): string | null {
  const description = stringOf(posting.description);
  if (description === null) return null;
  const text = htmlToText(description);
  return text === '' ? null : text;
}

function fieldsOf(posting: JsonRecord): JobPostingFields {
  const location = locationOf(posting);
  return {
    title: lineOf(posting.title) ?? lineOf(posting.name),
    company: companyOf(posting),
    url: absoluteUrlOf(posting.url),
    location,
    remote: remoteOf(posting, location),
    ...salaryOf(posting),
    job_description: descriptionOf(posting),
    date_posted: stringOf(posting.datePosted),
    valid_through: stringOf(posting.validThrough),
  };
}

/** The fields of the page's first JobPosting, or null when its JSON-LD declares none. */
export function readJobPostingJsonLd(document: HtmlDocument): JobPostingFields | null {
  const scripts = findElements(document, (element) => isJsonLdScript(element, attributeOf(element, 'type')));
  for (const script of scripts) {
    const parsed = parseLeniently(flatTextOf(script));
    if (parsed === undefined) continue;
    const posting = findJobPosting(parsed);
    if (posting !== null) return fieldsOf(posting);
  }
  return null;
}
