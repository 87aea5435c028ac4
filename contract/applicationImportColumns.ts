// Which application field each column of an imported CSV holds: from the mapping the user corrected, else by
// its header's name in English or French, compared without case, accents, spaces or punctuation ("Intitulé du
// poste" reads as "intituleduposte"). The export's own headers are among the names, so a file exported here
// imports back as it was. Both sides use it: the import page shows what the server will read.
import type { ApplicationImportField } from './applicationCsv';

/** A header as it is compared: lower case, without accents, spaces or punctuation. */
export function normalizedHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The names each field is known by, in English and French, written as people write them. */
const FIELD_NAMES: Readonly<Record<ApplicationImportField, readonly string[]>> = {
  title: ['title', 'job title', 'position', 'role', 'job', 'poste', 'intitulé', 'intitulé du poste', 'titre', 'emploi'],
  company: ['company', 'company name', 'employer', 'organization', 'organisation', 'entreprise', 'société', 'employeur'],
  url: ['url', 'link', 'job url', 'job link', 'posting', 'lien', 'adresse', "lien de l'offre", 'annonce'],
  status: ['status', 'stage', 'state', 'statut', 'étape', 'état'],
  location: ['location', 'city', 'place', 'lieu', 'ville', 'localisation'],
  remote: ['remote', 'work mode', 'workplace', 'télétravail', 'mode de travail'],
  salary_min: ['salary min', 'min salary', 'salary from', 'minimum salary', 'salaire min', 'salaire minimum', 'salaire de'],
  salary_max: ['salary max', 'max salary', 'salary to', 'maximum salary', 'salaire max', 'salaire maximum', "salaire jusqu'à"],
  salary_currency: ['salary currency', 'currency', 'devise', 'monnaie'],
  salary_period: ['salary period', 'period', 'pay period', 'période', 'période du salaire'],
  source: ['source', 'found on', 'origin', 'origine', 'trouvée sur', 'trouvé sur'],
  deadline: ['deadline', 'due date', 'apply by', 'date limite', 'échéance'],
  tags: ['tags', 'labels', 'étiquettes', 'mots clés'],
  archived: ['archived', 'archive', 'archivée', 'archivé', 'archives'],
  notes: ['notes', 'note', 'comments', 'commentaires', 'remarques'],
  job_description: ['job description', 'description', 'description du poste', "description de l'offre"],
};

const FIELD_OF_NAME: ReadonlyMap<string, ApplicationImportField> = new Map(
  (Object.entries(FIELD_NAMES) as [ApplicationImportField, readonly string[]][]).flatMap(([field, names]) =>
    [field, ...names].map((name) => [normalizedHeader(name), field] as const),
  ),
);

/** The field a header is known to stand for, if any. */
export function recognizedField(header: string): ApplicationImportField | null {
  return FIELD_OF_NAME.get(normalizedHeader(header)) ?? null;
}

/**
 * The field of each column, in order; null for a column left out. `mapping` (header -> field, or null to leave
 * the column out) wins over the names; a field is read from its first column only.
 */
export function columnFields(
  headers: readonly string[],
  mapping: Readonly<Record<string, ApplicationImportField | null>> = {},
): (ApplicationImportField | null)[] {
  const taken = new Set<ApplicationImportField>();
  return headers.map((header) => {
    const field = header in mapping ? (mapping[header] ?? null) : recognizedField(header);
    if (field === null || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/**
 * A CSV file's bytes as text: UTF-8 (its byte order mark dropped) when they are, else Windows-1252, as
 * spreadsheets on Windows save CSV; null for bytes that are not text (a NUL character).
 */
export function decodedCsvText(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.includes('\u0000') ? null : text.replace(/^\ufeff/, '');
}

/** The delimiter the header row uses most, outside quotes: a comma, a semicolon (French spreadsheets) or a tab. */
export function csvDelimiterOf(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && (character === ',' || character === ';' || character === '\t')) counts[character] += 1;
  }
  return counts[';'] > counts[','] && counts[';'] >= counts['\t'] ? ';' : counts['\t'] > counts[','] ? '\t' : ',';
}
