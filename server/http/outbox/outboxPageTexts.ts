// The words of the outbox page (outboxPage.ts), in each language of the interface. A Record over Locale makes
// a new locale a type error until its texts exist here.
import type { Locale } from '../../../contract';

export interface OutboxPageTexts {
  readonly title: string;
  readonly intro: (folder: string) => string;
  readonly empty: string;
  readonly shown: (shown: number, total: number) => string;
  readonly reload: string;
  readonly written: string;
  readonly to: string;
  readonly links: string;
  readonly noLinks: string;
  readonly file: string;
}

// French puts a no-break space before a colon.
const NBSP = '\u00a0';

const english: OutboxPageTexts = {
  title: 'Outbox',
  intro: (folder) =>
    `No mail server is configured (SMTP_URL), so the mail this server sends is written to ${folder} instead. This page lists it, and only this computer can open it.`,
  empty: 'No mail yet. A sign-up or a password reset writes one here.',
  shown: (shown, total) => `The ${String(shown)} newest of ${String(total)} mails.`,
  reload: 'Reload the page to see mail written since.',
  written: 'Written',
  to: 'To',
  links: 'Links',
  noLinks: 'No link',
  file: 'File',
};

const french: OutboxPageTexts = {
  title: 'Boîte d’envoi',
  intro: (folder) =>
    `Aucun serveur de messagerie n’est configuré (SMTP_URL)${NBSP}: les e-mails que ce serveur envoie sont écrits dans ${folder}. Cette page les liste, et seul cet ordinateur peut l’ouvrir.`,
  empty: 'Aucun e-mail pour l’instant. Une inscription ou une réinitialisation de mot de passe en écrit un ici.',
  shown: (shown, total) => `Les ${String(shown)} plus récents des ${String(total)}${NBSP}e-mails.`,
  reload: 'Rechargez la page pour voir les e-mails écrits depuis.',
  written: 'Écrit le',
  to: 'À',
  links: 'Liens',
  noLinks: 'Aucun lien',
  file: 'Fichier',
};

export const outboxPageTexts: Readonly<Record<Locale, OutboxPageTexts>> = { 'en-US': english, 'fr-FR': french };
