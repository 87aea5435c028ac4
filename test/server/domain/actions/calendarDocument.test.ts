import { ACTION_TYPES, type ActionType, type FutureAction } from '../../../../contract';
import { CALENDAR_NOTES_LIMIT, calendarDocument } from '../../../../server/domain/actions/calendarDocument';

const PUBLIC_URL = 'https://jobs.example.test';
const GENERATED_AT = new Date('2026-11-22T10:15:00.000Z');
const APPLICATION_ID = '7f1c2c7e-5a7b-4f59-9d7c-0a1b2c3d4e5f';
const COMPANY_ID = '8f1c2c7e-5a7b-4f59-9d7c-0a1b2c3d4e5f';

function futureAction(id: string, fields: Partial<FutureAction['action']> = {}, application: Partial<FutureAction['job_application']> = {}): FutureAction {
  return {
    action: {
      id,
      action_id: id,
      job_application_id: application.id ?? APPLICATION_ID,
      type: 'interview',
      title: 'First interview',
      notes: '',
      date: '2026-11-23T14:00:00.000Z',
      created: '2026-11-20T10:00:00.000Z',
      ...fields,
    },
    job_application: { id: APPLICATION_ID, title: 'Backend engineer', company: { id: COMPANY_ID, name: 'Acme' }, ...application },
  };
}

const FIRST_ID = '1a2b3c4d-0000-4000-8000-000000000001';
const SECOND_ID = '1a2b3c4d-0000-4000-8000-000000000002';

/** RFC 5545 3.1: a CRLF followed by a space or a tab continues the previous line. */
function contentLines(document: string): string[] {
  return document.replace(/\r\n[ \t]/g, '').split('\r\n').filter((line) => line !== '');
}

interface Property {
  readonly name: string;
  readonly parameters: string;
  readonly value: string;
}

function parseLine(line: string): Property {
  const match = /^([A-Z-]+)((?:;[^:]*)?):(.*)$/.exec(line);
  if (match === null) throw new Error(`not a content line: ${JSON.stringify(line)}`);
  return { name: match[1]!, parameters: match[2]!, value: match[3]! };
}

/** The properties of each VEVENT, by name (each appears once in our events). */
function events(document: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  let current: Record<string, string> | undefined;
  for (const line of contentLines(document)) {
    const { name, value } = parseLine(line);
    if (name === 'BEGIN' && value === 'VEVENT') current = {};
    else if (name === 'END' && value === 'VEVENT' && current !== undefined) {
      found.push(current);
      current = undefined;
    } else if (current !== undefined) {
      if (name in current) throw new Error(`${name} twice in one event`);
      current[name] = value;
    }
  }
  return found;
}

function calendarProperty(document: string, name: string): string | undefined {
  const lines = contentLines(document);
  const firstEvent = lines.indexOf('BEGIN:VEVENT');
  return (firstEvent === -1 ? lines : lines.slice(0, firstEvent)).map(parseLine).find((property) => property.name === name)?.value;
}

const TYPE_LABELS: readonly (readonly [ActionType, string, string])[] = [
  ['accepted', 'Accepted', 'Acceptée'],
  ['email', 'Email', 'E-mail'],
  ['feedback', 'Feedback', 'Retour'],
  ['interview', 'Interview', 'Entretien'],
  ['negotiation', 'Negotiation', 'Négociation'],
  ['phone_call', 'Phone call', 'Appel téléphonique'],
  ['refused', 'Refused', 'Refusée'],
  ['reminder', 'Reminder', 'Rappel'],
  ['submit', 'Application sent', 'Candidature envoyée'],
  ['video_call', 'Video call', 'Visioconférence'],
];

describe('calendarDocument', () => {
  it('is one VCALENDAR with one VEVENT per action', () => {
    const document = calendarDocument([futureAction(FIRST_ID), futureAction(SECOND_ID, { date: '2026-11-24T09:00:00.000Z' })], {
      locale: 'en-US',
      publicUrl: PUBLIC_URL,
      generatedAt: GENERATED_AT,
    });
    const lines = contentLines(document);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VCALENDAR')).toHaveLength(1);
    expect(calendarProperty(document, 'VERSION')).toBe('2.0');
    expect(calendarProperty(document, 'PRODID')).toEqual(expect.any(String));
    expect(calendarProperty(document, 'METHOD')).toBe('PUBLISH');
    expect(calendarProperty(document, 'X-WR-CALNAME')).toBe('Job search: upcoming events');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(events(document).map((event) => event.UID)).toEqual([`${FIRST_ID}@job-search-tracker`, `${SECOND_ID}@job-search-tracker`]);
  });

  it('is a calendar without events when nothing is upcoming', () => {
    const document = calendarDocument([], { locale: 'en-US', publicUrl: PUBLIC_URL, generatedAt: GENERATED_AT });
    expect(contentLines(document)[0]).toBe('BEGIN:VCALENDAR');
    expect(contentLines(document).at(-1)).toBe('END:VCALENDAR');
    expect(events(document)).toEqual([]);
  });

  it('keeps an action’s UID when the action changes, so calendars update the event instead of adding one', () => {
    const before = events(calendarDocument([futureAction(FIRST_ID)], { locale: 'en-US', publicUrl: PUBLIC_URL, generatedAt: GENERATED_AT }))[0]!;
    const after = events(
      calendarDocument([futureAction(FIRST_ID, { title: 'Second interview', date: '2026-12-01T08:00:00.000Z' })], {
        locale: 'fr-FR',
        publicUrl: PUBLIC_URL,
        generatedAt: GENERATED_AT,
      }),
    )[0]!;
    expect(before.UID).toBe(`${FIRST_ID}@job-search-tracker`);
    expect(after.UID).toBe(before.UID);
  });

  it('starts the event at the action’s moment in UTC and lasts an hour', () => {
    const [event] = events(calendarDocument([futureAction(FIRST_ID, { date: '2026-11-23T23:30:00.000Z' })], { locale: 'fr-FR', publicUrl: PUBLIC_URL, generatedAt: GENERATED_AT }));
    expect(event!.DTSTART).toBe('20261123T233000Z');
    expect(event!.DTEND).toBe('20261124T003000Z');
    expect(event!.DTSTAMP).toBe('20261122T101500Z');
    expect(contentLines(calendarDocument([futureAction(FIRST_ID)], { locale: 'en-US', publicUrl: PUBLIC_URL, generatedAt: GENERATED_AT })).join('\n')).not.toMatch(/TZID|VTIMEZONE/);
  });

  it('sums the event up with the type’s label, the title and the application with its company', () => {
    const [withCompany, withoutCompany] = events(
      calendarDocument(
        [
          futureAction(FIRST_ID),
          futureAction(SECOND_ID, { type: 'phone_call', title: 'Call' }, { title: 'Freelance mission', company: null }),
        ],
        { locale: 'en-US', publicUrl: PUBLIC_URL, generatedAt: GENERATED_AT },
      ),
    );
    expect(withCompany!.SUMMARY).toBe('Interview: First interview · Backend engineer (Acme)');
    expect(withoutCompany!.SUMMARY).toBe('Phone call: Call · Freelance mission');
  });

  it.each(TYPE_LABELS)('labels the type %s in English and in French', (type, english, french) => {
    const summary = (locale: 'en-US' | 'fr-FR') =>
      events(calendarDocument([futureAction(FIRST_ID, { type, title: 'Step' })], { locale, publicUrl: PUBLIC_URL, generatedAt: GENERATED_AT }))[0]!.SUMMARY;
    expect(summary('en-US')).toBe(`${english}: Step · Backend engineer (Acme)`);
    expect(summary('fr-FR')).toBe(`${french}: Step · Backend engineer (Acme)`);
  });

  it('has a label for every action type', () => {
    expect(TYPE_LABELS.map(([type]) => type).sort()).toEqual([...ACTION_TYPES].sort());
  });

  it('names the calendar in French for fr-FR', () => {
    const document = calendarDocument([futureAction(FIRST_ID)], { locale: 'fr-FR', publicUrl: PUBLIC_URL, generatedAt: GENERATED_AT });
    expect(calendarProperty(document, 'X-WR-CALNAME')).toBe('Recherche d’emploi : événements à venir');
    expect(events(document)[0]!.SUMMARY).toBe('Entretien: First interview · Backend engineer (Acme)');
  });

  it('links each event to its action’s page on the public URL', () => {
    const otherApplication = '9f1c2c7e-5a7b-4f59-9d7c-0a1b2c3d4e5f';
    const [first, second] = events(
      calendarDocument([futureAction(FIRST_ID, { notes: 'Bring the portfolio' }), futureAction(SECOND_ID, {}, { id: otherApplication })], {
        locale: 'en-US',
        publicUrl: PUBLIC_URL,
        generatedAt: GENERATED_AT,
      }),
    );
    expect(first!.URL).toBe(`${PUBLIC_URL}/actions/${FIRST_ID}`);
    expect(second!.URL).toBe(`${PUBLIC_URL}/actions/${SECOND_ID}`);
    expect(first!.DESCRIPTION).toBe(`Bring the portfolio\\n\\n${PUBLIC_URL}/actions/${FIRST_ID}`);
    expect(second!.DESCRIPTION).toBe(`${PUBLIC_URL}/actions/${SECOND_ID}`);
  });

  it('escapes backslashes, commas, semicolons and newlines of titles, names and notes as RFC 5545 requires', () => {
    const document = calendarDocument(
      [
        futureAction(
          FIRST_ID,
          { title: 'Call, then; lunch\nwith HR \\ team', notes: 'Line one;\r\nline two, end\rthree' },
          { title: 'Dev; ops', company: { id: COMPANY_ID, name: 'Acme, Inc.' } },
        ),
      ],
      { locale: 'en-US', publicUrl: PUBLIC_URL, generatedAt: GENERATED_AT },
    );
    const [event] = events(document);
    expect(event!.SUMMARY).toBe('Interview: Call\\, then\\; lunch\\nwith HR \\\\ team · Dev\\; ops (Acme\\, Inc.)');
    expect(event!.DESCRIPTION).toBe(`Line one\\;\\nline two\\, end\\nthree\\n\\n${PUBLIC_URL}/actions/${FIRST_ID}`);
    // No text breaks a line: every unfolded line is a property or a component boundary.
    for (const line of contentLines(document)) expect(() => parseLine(line)).not.toThrow();
  });

  it('ends every line with CRLF, the last one included, and folds lines longer than 75 octets', () => {
    const longTitle = `Entretien très détaillé ${'é'.repeat(120)}`;
    const document = calendarDocument([futureAction(FIRST_ID, { title: longTitle, notes: 'n'.repeat(300) })], {
      locale: 'fr-FR',
      publicUrl: PUBLIC_URL,
      generatedAt: GENERATED_AT,
    });
    expect(document.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(document.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of document.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(events(document)[0]!.SUMMARY).toBe(`Entretien: ${longTitle} · Backend engineer (Acme)`);
  });

  it('keeps the first 2000 characters of long notes, never cutting a character in two', () => {
    const notes = `${'a'.repeat(CALENDAR_NOTES_LIMIT - 1)}😀${'b'.repeat(5000)}`;
    const document = calendarDocument([futureAction(FIRST_ID, { notes }), futureAction(SECOND_ID, { notes: 'c'.repeat(CALENDAR_NOTES_LIMIT) })], {
      locale: 'en-US',
      publicUrl: PUBLIC_URL,
      generatedAt: GENERATED_AT,
    });
    const [cut, whole] = events(document);
    expect(cut!.DESCRIPTION).toBe(`${'a'.repeat(CALENDAR_NOTES_LIMIT - 1)}…\\n\\n${PUBLIC_URL}/actions/${FIRST_ID}`);
    expect(whole!.DESCRIPTION).toBe(`${'c'.repeat(CALENDAR_NOTES_LIMIT)}\\n\\n${PUBLIC_URL}/actions/${SECOND_ID}`);
  });
});
