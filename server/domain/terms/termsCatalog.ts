// The terms of service, versioned in the repository: `<directory>/<version>/<locale>.md`, where a version is
// the date it takes effect (2026-11-01). The current version is the newest; an account whose accepted version
// differs is asked to review it. Rendered once, when the server starts.
import fs from 'node:fs/promises';
import path from 'node:path';
import { LOCALES, type Locale } from '../../../contract';
import { renderTermsHtml } from './renderTerms';

/** server/terms: the versions that ship with the server. */
export const DEFAULT_TERMS_DIRECTORY = path.resolve(__dirname, '../../terms');

const VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export interface CurrentTerms {
  readonly version: string;
  /** Sanitized HTML of the terms, in each language of the interface. */
  readonly html: Readonly<Record<Locale, string>>;
}

export class TermsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TermsError';
  }
}

/** The versions in the directory, oldest first; a name that is not a real date is not a version. */
export async function termsVersions(directory: string): Promise<string[]> {
  const entries = await fs.readdir(directory, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && isVersion(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** Loads and renders the newest version; a missing language fails the start rather than a visitor later. */
export async function loadCurrentTerms(directory: string = DEFAULT_TERMS_DIRECTORY): Promise<CurrentTerms> {
  const version = (await termsVersions(directory)).at(-1);
  if (version === undefined) throw new TermsError(`no terms version (a folder named like 2026-11-01) in ${directory}`);
  // Every text is read before any is rendered, so a missing one fails the load with nothing left running.
  const texts = await Promise.all(
    LOCALES.map(async (locale) => {
      const file = path.join(directory, version, `${locale}.md`);
      try {
        return [locale, await fs.readFile(file, 'utf8')] as const;
      } catch (error) {
        throw new TermsError(`the terms ${version} have no ${locale} text (${file}): ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
  const rendered = texts.map(([locale, markdown]) => [locale, renderTermsHtml(markdown)] as const);
  return { version, html: Object.fromEntries(rendered) as Record<Locale, string> };
}

function isVersion(name: string): boolean {
  if (!VERSION_PATTERN.test(name)) return false;
  const date = new Date(`${name}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(name);
}
