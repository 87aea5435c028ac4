// The reminder of a dated action, in the account's language, its date in the account's time zone: what the
// action is, of which application at which company, when, and a link to the application's page.
import type { ActionType, Locale } from '../../../contract';
import { PRODUCT_NAMES } from './mailContent';
import type { MailContent } from './mailer';
import { renderMail } from './renderMail';

export interface ReminderFacts {
  readonly actionType: ActionType;
  readonly actionTitle: string;
  readonly applicationTitle: string;
  /** null for an application without a company. */
  readonly companyName: string | null;
  /** The action's date (ISO 8601 UTC). */
  readonly date: string;
  readonly timeZone: string;
  /** `${PUBLIC_URL}/job_applications/{id}`. */
  readonly link: string;
}

// French puts a no-break space before a colon and inside guillemets.
const NBSP = '\u00a0';

/** How each language names the types of action that are reminded of; others read as a plain reminder. */
const TYPE_NAMES: Readonly<Record<Locale, Partial<Record<ActionType, string>>>> = {
  'en-US': { interview: 'Interview', phone_call: 'Phone call', video_call: 'Video call', reminder: 'Reminder' },
  'fr-FR': { interview: 'Entretien', phone_call: 'Appel téléphonique', video_call: 'Visioconférence', reminder: 'Rappel' },
};

/** The action's date as the account reads it: day, time and the time zone's short name. */
export function reminderDate(locale: Locale, date: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(date));
}

/** The short texts of a reminder (a push notification's title and body, the mail's subject). */
export function reminderTexts(locale: Locale, facts: Omit<ReminderFacts, 'link'>): { readonly title: string; readonly body: string } {
  const type = TYPE_NAMES[locale][facts.actionType] ?? TYPE_NAMES[locale].reminder ?? '';
  const when = reminderDate(locale, facts.date, facts.timeZone);
  const application = facts.companyName === null ? facts.applicationTitle : `${facts.applicationTitle} — ${facts.companyName}`;
  return locale === 'fr-FR'
    ? { title: `${type}${NBSP}: ${facts.actionTitle}`, body: `${when}\n${application}` }
    : { title: `${type}: ${facts.actionTitle}`, body: `${when}\n${application}` };
}

export function reminderMail(locale: Locale, facts: ReminderFacts): MailContent {
  const { title } = reminderTexts(locale, facts);
  const when = reminderDate(locale, facts.date, facts.timeZone);
  if (locale === 'fr-FR') {
    const application =
      facts.companyName === null
        ? `Candidature${NBSP}: ${facts.applicationTitle}`
        : `Candidature${NBSP}: ${facts.applicationTitle}, chez ${facts.companyName}`;
    return renderMail({
      locale,
      subject: `Rappel${NBSP}: ${facts.actionTitle}`,
      intro: ['Bonjour,', title, `Date${NBSP}: ${when}`, application, `Pour ouvrir la candidature${NBSP}:`],
      link: facts.link,
      outro: [`Vous recevez ce message parce que les rappels par e-mail sont activés dans vos réglages.`],
      signature: PRODUCT_NAMES[locale],
    });
  }
  const application =
    facts.companyName === null ? `Application: ${facts.applicationTitle}` : `Application: ${facts.applicationTitle}, at ${facts.companyName}`;
  return renderMail({
    locale,
    subject: `Reminder: ${facts.actionTitle}`,
    intro: ['Hello,', title, `When: ${when}`, application, 'To open the application:'],
    link: facts.link,
    outro: ['You receive this mail because reminders by mail are on in your settings.'],
    signature: PRODUCT_NAMES[locale],
  });
}
