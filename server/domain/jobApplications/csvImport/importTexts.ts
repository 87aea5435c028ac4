// What an import says about a row it could not take, and the title of the action its status column records, in
// the account's language (the language of its mails, which the interface keeps in step with its own).
import type { ApplicationStatus, Locale } from '../../../../contract';

export interface ImportTexts {
  /** A required value is missing: `column` is the CSV's own header, or the field's name without a column. */
  readonly missing: (column: string) => string;
  readonly invalid: (column: string, value: string) => string;
  readonly salaryReversed: string;
  readonly accountFull: string;
  readonly statusActionTitle: (status: ApplicationStatus) => string;
}

const STATUS_NAMES: Readonly<Record<Locale, Readonly<Record<ApplicationStatus, string>>>> = {
  'en-US': { new: 'New', submitted: 'Submitted', interviewing: 'Interviewing', offer: 'Offer', accepted: 'Accepted', refused: 'Refused' },
  'fr-FR': { new: 'Nouvelle', submitted: 'Envoyée', interviewing: 'Entretiens en cours', offer: 'Offre', accepted: 'Acceptée', refused: 'Refusée' },
};

/** A value quoted in a message: cut short, so that a long note does not fill the summary. */
function quoted(value: string): string {
  return value.length > 60 ? `${value.slice(0, 57)}...` : value;
}

const TEXTS: Readonly<Record<Locale, ImportTexts>> = {
  'en-US': {
    missing: (column) => `"${column}" is missing.`,
    invalid: (column, value) => `"${column}" does not take "${quoted(value)}".`,
    salaryReversed: 'The lowest salary is above the highest.',
    accountFull: 'The account already keeps as many applications as it may.',
    statusActionTitle: (status) => `Imported with the status ${STATUS_NAMES['en-US'][status]}`,
  },
  'fr-FR': {
    missing: (column) => `«\u00a0${column}\u00a0» manque.`,
    invalid: (column, value) => `«\u00a0${column}\u00a0» n’accepte pas «\u00a0${quoted(value)}\u00a0».`,
    salaryReversed: 'Le salaire minimum dépasse le maximum.',
    accountFull: 'Le compte garde déjà autant de candidatures qu’il le peut.',
    statusActionTitle: (status) => `Importée avec le statut «\u00a0${STATUS_NAMES['fr-FR'][status]}\u00a0»`,
  },
};

export function importTexts(locale: Locale): ImportTexts {
  return TEXTS[locale];
}
