// The iCalendar document (RFC 5545) of an account's upcoming actions, as Google Calendar, Apple Calendar and
// Outlook read a subscribed feed. Texts follow the account's language.
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { ActionType, FutureAction, Locale } from '../../../contract';

/** An action is a moment; calendars need a span, and an hour fits an interview or a call. */
const EVENT_DURATION_MS = 60 * 60 * 1000;
/** Calendar apps poll subscribed feeds; this asks for at most hourly refreshes. */
const REFRESH_INTERVAL_SECONDS = 60 * 60;

/**
 * The soonest upcoming actions a feed holds at most: months of a busy search, while the document (and the time
 * to write it) stays bounded whatever an account stores.
 */
export const CALENDAR_FEED_EVENTS_LIMIT = 500;
/** An event's description keeps this much of the action's notes (the application's page has them all). */
export const CALENDAR_NOTES_LIMIT = 2000;

/** The notes cut to CALENDAR_NOTES_LIMIT UTF-16 units, never through a character, with an ellipsis when cut. */
function shortenedNotes(notes: string): string {
  if (notes.length <= CALENDAR_NOTES_LIMIT) return notes;
  const lastKept = notes.charCodeAt(CALENDAR_NOTES_LIMIT - 1);
  const end = lastKept >= 0xd800 && lastKept <= 0xdbff ? CALENDAR_NOTES_LIMIT - 1 : CALENDAR_NOTES_LIMIT;
  return `${notes.slice(0, end)}…`;
}

const ACTION_TYPE_LABELS: Readonly<Record<Locale, Readonly<Record<ActionType, string>>>> = {
  'en-US': {
    accepted: 'Accepted',
    email: 'Email',
    feedback: 'Feedback',
    interview: 'Interview',
    negotiation: 'Negotiation',
    phone_call: 'Phone call',
    refused: 'Refused',
    reminder: 'Reminder',
    submit: 'Application sent',
    video_call: 'Video call',
  },
  'fr-FR': {
    accepted: 'Acceptée',
    email: 'E-mail',
    feedback: 'Retour',
    interview: 'Entretien',
    negotiation: 'Négociation',
    phone_call: 'Appel téléphonique',
    refused: 'Refusée',
    reminder: 'Rappel',
    submit: 'Candidature envoyée',
    video_call: 'Visioconférence',
  },
};

const CALENDAR_NAMES: Readonly<Record<Locale, string>> = {
  'en-US': 'Job search: upcoming events',
  'fr-FR': 'Recherche d’emploi : événements à venir',
};

export interface CalendarDocumentOptions {
  readonly locale: Locale;
  /** Where the app is served, so each event links to its application. */
  readonly publicUrl: string;
  /** When this copy of the feed is made: every event's DTSTAMP. */
  readonly generatedAt: Date;
}

export function calendarDocument(futureActions: readonly FutureAction[], { locale, publicUrl, generatedAt }: CalendarDocumentOptions): string {
  const calendar = ical({
    name: CALENDAR_NAMES[locale],
    prodId: { company: 'job-search-tracker', product: 'upcoming-events', language: locale === 'fr-FR' ? 'FR' : 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_INTERVAL_SECONDS,
  });
  for (const { action, job_application: application } of futureActions) {
    const start = new Date(action.date);
    const where = application.company === null ? application.title : `${application.title} (${application.company.name})`;
    const link = new URL(`/job_applications/${application.id}`, publicUrl).toString();
    calendar.createEvent({
      // Stable across refreshes, so an edited action updates its event instead of adding one.
      id: `${action.id}@job-search-tracker`,
      start,
      end: new Date(start.getTime() + EVENT_DURATION_MS),
      // With a METHOD, RFC 5545 makes DTSTAMP the moment the calendar object was made, not the event: a fresh
      // stamp on each refresh lets calendars take an edited action as the newer version of its event.
      stamp: generatedAt,
      summary: `${ACTION_TYPE_LABELS[locale][action.type]}: ${action.title} · ${where}`,
      description: action.notes === '' ? link : `${shortenedNotes(action.notes)}\n\n${link}`,
      url: link,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one included; ical-generator leaves the last bare.
  const document = calendar.toString();
  return document.endsWith('\r\n') ? document : `${document}\r\n`;
}
