// The posting a job board's page describes (api contract, "Capture a posting"). The page is parsed once
// (htmlText.ts's parseHtml: htmlparser2, bounded against hostile nesting) and the tree handed to both readers:
// the schema.org JobPosting JSON-LD first (jobPostingJsonLd.ts), then the page's own metadata for each field it
// leaves empty (pageMetadata.ts: title and description; the company is never guessed from the site's name).
// `url` is the posting's own address, else the canonical or OpenGraph one, else the page's; `source` is the
// page's host name without "www.". Texts are trimmed, empty ones become null, and each is cut to the
// application's limit (contract/limits.ts) so that what is captured can be saved as it is; an address longer
// than an application's is passed over. A currency that is not an ISO 4217 code once upper-cased becomes
// null, its amounts kept. Any string in, a posting out: this never throws.
import {
  isCurrencyCode,
  APPLICATION_LOCATION_LENGTH,
  APPLICATION_SOURCE_LENGTH,
  COMPANY_NAME_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  TITLE_LENGTH,
  URL_LENGTH,
  type Posting,
} from '../../../contract';
import { parseHtml } from './htmlText';
import { readJobPostingJsonLd, type JobPostingFields } from './jobPostingJsonLd';
import { readPageMetadata, type PageMetadata } from './pageMetadata';

/** A date-time with fractions and an offset is about 35 characters; the contract sets no limit of its own. */
const DATE_MAX_LENGTH = 64;

/** Trimmed, at most `max` code points (the unit of contract/limits.ts), null when empty. */
function capped(text: string | null, max: number): string | null {
  if (text === null) return null;
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (trimmed.length <= max) return trimmed;
  let codePoints = 0;
  let end = 0;
  for (const codePoint of trimmed) {
    if (codePoints === max) break;
    codePoints += 1;
    end += codePoint.length;
  }
  // A cut may leave a space before the end.
  return trimmed.slice(0, end).trimEnd();
}

function httpUrl(text: string | null): string | null {
  if (text === null) return null;
  const trimmed = text.trim();
  if (trimmed.length > URL_LENGTH.max || !URL.canParse(trimmed)) return null;
  const protocol = new URL(trimmed).protocol;
  return protocol === 'http:' || protocol === 'https:' ? trimmed : null;
}

function sourceOf(pageUrl: string): string | null {
  if (!URL.canParse(pageUrl.trim())) return null;
  const host = new URL(pageUrl.trim()).hostname;
  return capped(host.startsWith('www.') ? host.slice('www.'.length) : host, APPLICATION_SOURCE_LENGTH.max);
}

function currencyOf(text: string | null): string | null {
  if (text === null) return null;
  const code = text.trim().toUpperCase();
  // An ISO 4217 code the application's own schema takes, so the captured posting saves as it is.
  return /^[A-Z]{3}$/.test(code) && isCurrencyCode(code) ? code : null;
}

const NOTHING_DECLARED: JobPostingFields = {
  title: null,
  company: null,
  url: null,
  location: null,
  remote: null,
  salary_min: null,
  salary_max: null,
  salary_currency: null,
  salary_period: null,
  job_description: null,
  date_posted: null,
  valid_through: null,
};

function postingFrom(declared: JobPostingFields, metadata: PageMetadata, pageUrl: string): Posting {
  return {
    title: capped(declared.title, TITLE_LENGTH.max) ?? capped(metadata.title, TITLE_LENGTH.max),
    company: capped(declared.company, COMPANY_NAME_LENGTH.max),
    url: httpUrl(declared.url) ?? httpUrl(metadata.url) ?? httpUrl(pageUrl),
    location: capped(declared.location, APPLICATION_LOCATION_LENGTH.max),
    remote: declared.remote,
    salary_min: declared.salary_min,
    salary_max: declared.salary_max,
    salary_currency: currencyOf(declared.salary_currency),
    salary_period: declared.salary_period,
    job_description:
      capped(declared.job_description, LONG_TEXT_MAX_LENGTH) ?? capped(metadata.description, LONG_TEXT_MAX_LENGTH),
    date_posted: capped(declared.date_posted, DATE_MAX_LENGTH),
    valid_through: capped(declared.valid_through, DATE_MAX_LENGTH),
    source: sourceOf(pageUrl),
  };
}

export function extractPosting(html: string, pageUrl: string): Posting {
  try {
    const document = parseHtml(html);
    return postingFrom(readJobPostingJsonLd(document) ?? NOTHING_DECLARED, readPageMetadata(document), pageUrl);
  } catch {
    // Nothing above is known to throw; should a page still find a way, it says nothing rather than failing the
    // request.
    return postingFrom(NOTHING_DECLARED, { title: null, description: null, url: null }, pageUrl);
  }
}
