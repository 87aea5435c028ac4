import { PROGRESS_PUSH_EVENTS, PUSH_EVENTS, isPushEvent, parsePushPayload, type PushEvent } from '../../contract';
import * as examples from './examples';

const { IDS } = examples;

// The server pushes of the original API contract, copied by hand.
const DOCUMENTED_PUSHES = [
  'created_job_application',
  'updated_job_application',
  'deleted_job_application',
  'created_action',
  'updated_action',
  'deleted_action',
  'created_company',
  'created_file',
  'updated_file',
  'deleted_file',
  'thumbnail_first_page_ready',
  'new_linked_files',
  'created_ai_response',
  'updated_credits',
  'ai_response_progress',
  // Not in the spec's table: "Export my data" (docs/decisions.md).
  'updated_account_export',
  // Not in the spec's table: contacts (docs/decisions.md, "Contacts").
  'created_contact',
  'updated_contact',
  'deleted_contact',
  // Not in the spec's table: settings (docs/decisions.md, "Reminders and follow-ups").
  'updated_settings',
  // Beyond the spec: the companies page (docs/decisions.md).
  'updated_company',
  'deleted_company',
];

const validPayloads: Record<PushEvent, unknown> = {
  created_job_application: { data: examples.jobApplication },
  updated_job_application: { data: examples.jobApplication },
  deleted_job_application: { id: IDS.jobApplication },
  created_action: { data: examples.action },
  updated_action: { data: examples.action },
  deleted_action: { id: IDS.action, job_application_id: IDS.jobApplication },
  created_company: { data: examples.company },
  updated_company: { data: { ...examples.company, logo: { '72': `/api/companies/${IDS.company}/logo/72`, '144': `/api/companies/${IDS.company}/logo/144` } } },
  deleted_company: { id: IDS.company },
  created_contact: { data: { ...examples.contact, job_application_ids: [] } },
  updated_contact: { data: examples.contact },
  deleted_contact: { id: IDS.contact },
  updated_settings: { data: examples.settings },
  created_file: { data: { ...examples.file, thumbnails: {} } },
  updated_file: { data: examples.file },
  deleted_file: { id: IDS.file },
  thumbnail_first_page_ready: { id: IDS.file, thumbnails: examples.file.thumbnails },
  new_linked_files: { job_application_id: IDS.jobApplication, file_ids: [IDS.file, IDS.otherFile] },
  created_ai_response: { data: examples.aiResponse },
  updated_credits: { credits: 97, fields: ['credits'] },
  ai_response_progress: { uuid: IDS.request, text: 'Dear hiring manager,' },
  updated_account_export: {
    data: { id: IDS.file, status: 'ready', created: '2026-11-25T10:00:00.000Z', size: 2048, expires_at: '2026-11-26T10:00:00.000Z' },
  },
};

describe('push events', () => {
  it('are exactly those of the "Server pushes" table', () => {
    expect([...PUSH_EVENTS].sort()).toEqual([...DOCUMENTED_PUSHES].sort());
  });

  it('of a change each start with a change prefix or is new_linked_files, as the spec notifies; progress is ai_response_progress alone', () => {
    const progress: readonly string[] = PROGRESS_PUSH_EVENTS;
    for (const event of PUSH_EVENTS.filter((name) => !progress.includes(name))) {
      expect(event).toMatch(/^(created_|updated_|deleted_|thumbnail_|new_linked_files$)/);
    }
    expect(PROGRESS_PUSH_EVENTS).toEqual(['ai_response_progress']);
  });

  it('isPushEvent knows the names and nothing else', () => {
    expect(isPushEvent('updated_credits')).toBe(true);
    expect(isPushEvent('response')).toBe(false);
    expect(isPushEvent('constructor')).toBe(false);
  });
});

describe.each(PUSH_EVENTS.map((event) => [event]))('%s', (event) => {
  it('accepts its documented payload', () => {
    expect(parsePushPayload(event, validPayloads[event]).success).toBe(true);
  });

  it('rejects an empty payload', () => {
    expect(parsePushPayload(event, {}).success).toBe(false);
  });
});

describe('payload rules', () => {
  it('carry entities checked like answers', () => {
    expect(parsePushPayload('created_action', { data: { ...examples.action, action_id: IDS.file } }).success).toBe(false);
    expect(parsePushPayload('created_job_application', examples.jobApplication).success).toBe(false);
  });

  it('name rows by v4 ids', () => {
    expect(parsePushPayload('deleted_file', { id: 'file-1' }).success).toBe(false);
    expect(parsePushPayload('deleted_action', { id: IDS.action }).success).toBe(false);
    expect(parsePushPayload('new_linked_files', { job_application_id: IDS.jobApplication, file_ids: ['x'] }).success).toBe(false);
  });

  it('updated_credits carries a whole number of credits and the changed fields', () => {
    const parsed = parsePushPayload('updated_credits', { credits: 97, fields: ['credits'] });
    expect(parsed.data).toEqual({ credits: 97, fields: ['credits'] });
    expect(parsePushPayload('updated_credits', { credits: 97 }).success).toBe(false);
    expect(parsePushPayload('updated_credits', { credits: 9.5, fields: ['credits'] }).success).toBe(false);
  });
});
