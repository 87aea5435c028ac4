// The iCalendar document (RFC 5545) of an account's upcoming actions, as Google Calendar, Apple Calendar and
// Outlook read a subscribed feed. Texts follow the account's language. Written here rather than with
// ical-generator, whose per-character line folding held the event loop for seconds (see icalendarText.ts): every
// step is linear, and the document is bounded (CALENDAR_FEED_EVENTS_LIMIT events of bounded texts).
import { actionPagePath, type ActionType, type FutureAction, type Locale } from '../../../contract';
import { contentLines, escapeText, formatUtcDate } from './icalendarText';

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
  /** Where the app is served, so each event links to its action's page. */
  readonly publicUrl: string;
  /** When this copy of the feed is made: every event's DTSTAMP. */
  readonly generatedAt: Date;
}

function headerLines(locale: Locale): string[] {
  const name = escapeText(CALENDAR_NAMES[locale]);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//job-search-tracker//upcoming-events//${locale === 'fr-FR' ? 'FR' : 'EN'}`,
    'METHOD:PUBLISH',
    `NAME:${name}`,
    `X-WR-CALNAME:${name}`,
    `REFRESH-INTERVAL;VALUE=DURATION:PT${REFRESH_INTERVAL_SECONDS / 3600}H`,
    `X-PUBLISHED-TTL:PT${REFRESH_INTERVAL_SECONDS / 3600}H`,
  ];
}

function eventLines({ action, job_application: application }: FutureAction, { locale, publicUrl, generatedAt }: CalendarDocumentOptions): string[] {
  const start = new Date(action.date);
  const where = application.company === null ? application.title : `${application.title} (${application.company.name})`;
  // The action's own page: the whole of its notes (cut here), its application one link further, and its edit.
  const link = new URL(actionPagePath(action.id), publicUrl).toString();
  return [
    'BEGIN:VEVENT',
    // Stable across refreshes, so an edited action updates its event instead of adding one.
    `UID:${action.id}@job-search-tracker`,
    'SEQUENCE:0',
    // With a METHOD, RFC 5545 makes DTSTAMP the moment the calendar object was made, not the event: a fresh
    // stamp on each refresh lets calendars take an edited action as the newer version of its event.
    `DTSTAMP:${formatUtcDate(generatedAt)}`,
    `DTSTART:${formatUtcDate(start)}`,
    `DTEND:${formatUtcDate(new Date(start.getTime() + EVENT_DURATION_MS))}`,
    `SUMMARY:${escapeText(`${ACTION_TYPE_LABELS[locale][action.type]}: ${action.title} · ${where}`)}`,
    `DESCRIPTION:${escapeText(action.notes === '' ? link : `${shortenedNotes(action.notes)}\n\n${link}`)}`,
    `URL;VALUE=URI:${link}`,
    'END:VEVENT',
  ];
}

export function calendarDocument(futureActions: readonly FutureAction[], options: CalendarDocumentOptions): string {
  return contentLines([...headerLines(options.locale), ...futureActions.flatMap((futureAction) => eventLines(futureAction, options)), 'END:VCALENDAR']);
}

/** Events written between two turns of the event loop by calendarDocumentInSteps. */
export const CALENDAR_EVENTS_PER_STEP = 50;

/**
 * The same document as calendarDocument, written CALENDAR_EVENTS_PER_STEP events at a time with a turn of the
 * event loop between steps (`nextStep`, setImmediate by default), so that its 500 events of 2,000-character
 * notes never hold the loop at once.
 */
export async function calendarDocumentInSteps(
  futureActions: readonly FutureAction[],
  options: CalendarDocumentOptions,
  nextStep: () => Promise<void> = () => new Promise((resolve) => setImmediate(resolve)),
): Promise<string> {
  const parts = [contentLines(headerLines(options.locale))];
  for (let start = 0; start < futureActions.length; start += CALENDAR_EVENTS_PER_STEP) {
    await nextStep();
    parts.push(contentLines(futureActions.slice(start, start + CALENDAR_EVENTS_PER_STEP).flatMap((futureAction) => eventLines(futureAction, options))));
  }
  parts.push(contentLines(['END:VCALENDAR']));
  return parts.join('');
}
