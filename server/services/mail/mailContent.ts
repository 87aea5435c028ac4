// The account mails, in each language the interface speaks. A Record over Locale makes a new locale a type error
// until its texts exist here.
import type { Locale } from '../../../contract';
import type { MailContent } from './mailer';
import { renderMail } from './renderMail';

/** Matches the token lifetimes of the api contract. */
const CONFIRMATION_VALID_HOURS = 48;
const RESET_VALID_HOURS = 1;

interface LinkMailTexts {
  readonly subject: string;
  readonly intro: readonly string[];
  readonly outro: readonly string[];
}

export const PRODUCT_NAMES: Readonly<Record<Locale, string>> = {
  'en-US': 'Job search tracker',
  'fr-FR': 'Suivi de recherche d’emploi',
};

// French puts a no-break space before a colon.
const NBSP = '\u00a0';

const CONFIRMATION_TEXTS: Readonly<Record<Locale, LinkMailTexts>> = {
  'en-US': {
    subject: 'Confirm your email address',
    intro: ['Hello,', `Thank you for signing up to ${PRODUCT_NAMES['en-US']}. To confirm your email address, open this link:`],
    outro: [
      `The link is valid for ${CONFIRMATION_VALID_HOURS} hours and works once.`,
      'If you did not sign up, ignore this mail: no account will be activated.',
    ],
  },
  'fr-FR': {
    subject: 'Confirmez votre adresse e-mail',
    intro: [
      'Bonjour,',
      `Merci de votre inscription à ${PRODUCT_NAMES['fr-FR']}. Pour confirmer votre adresse e-mail, ouvrez ce lien${NBSP}:`,
    ],
    outro: [
      `Ce lien est valable ${CONFIRMATION_VALID_HOURS}${NBSP}heures et ne sert qu’une fois.`,
      `Si vous ne vous êtes pas inscrit, ignorez ce message${NBSP}: aucun compte ne sera activé.`,
    ],
  },
};

const RESET_TEXTS: Readonly<Record<Locale, LinkMailTexts>> = {
  'en-US': {
    subject: 'Reset your password',
    intro: [
      'Hello,',
      `Someone asked to reset the password of your ${PRODUCT_NAMES['en-US']} account. To choose a new password, open this link:`,
    ],
    outro: [
      `The link is valid for ${RESET_VALID_HOURS} hour and works once.`,
      'If you did not ask for this, ignore this mail: your password stays unchanged.',
    ],
  },
  'fr-FR': {
    subject: 'Réinitialisez votre mot de passe',
    intro: [
      'Bonjour,',
      `Quelqu’un a demandé à réinitialiser le mot de passe de votre compte ${PRODUCT_NAMES['fr-FR']}. Pour choisir un nouveau mot de passe, ouvrez ce lien${NBSP}:`,
    ],
    outro: [
      `Ce lien est valable ${RESET_VALID_HOURS}${NBSP}heure et ne sert qu’une fois.`,
      `Si vous n’avez rien demandé, ignorez ce message${NBSP}: votre mot de passe reste inchangé.`,
    ],
  },
};

/** The sign-up confirmation mail; `link` comes from confirmationLink(). */
export function confirmationMail(locale: Locale, link: string): MailContent {
  return renderMail({ locale, link, signature: PRODUCT_NAMES[locale], ...CONFIRMATION_TEXTS[locale] });
}

/** The password reset mail; `link` comes from passwordResetLink(). */
export function passwordResetMail(locale: Locale, link: string): MailContent {
  return renderMail({ locale, link, signature: PRODUCT_NAMES[locale], ...RESET_TEXTS[locale] });
}
