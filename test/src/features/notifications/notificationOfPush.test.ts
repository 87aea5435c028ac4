import type { Push } from '../../../../contract';
import { notificationOfPush } from '../../../../src/features/notifications/notificationOfPush';
import { jobApplicationFixture } from '../../testUtils/fixtures';

const ID = '5f0c7a8e-2b1d-4c3e-9f8a-7b6c5d4e3f21';
const CREATED = '2026-11-22T09:30:00.000Z';
const application = jobApplicationFixture(ID);
const action = {
  id: ID,
  action_id: ID,
  job_application_id: ID,
  type: 'interview' as const,
  title: 'First interview',
  notes: '',
  date: CREATED,
  created: CREATED,
};
const file = {
  id: ID,
  created: CREATED,
  description: 'My resume',
  type: 'resume' as const,
  filename: 'resume.pdf',
  content_type: 'application/pdf',
  size: 1234,
  thumbnails: {},
  job_application_ids: [],
};
const contact = {
  id: ID,
  name: 'Grace Hopper',
  role: null,
  email: null,
  phone: null,
  url: null,
  notes: null,
  company_id: null,
  job_application_ids: [],
  created: CREATED,
};
const aiResponse = {
  id: ID,
  ai_product_name: 'analyze_candidate_resume' as const,
  text: 'Advice',
  created: CREATED,
  job_applications: [],
  files: [],
  credits_spent: 1,
  locale: 'en-US' as const,
};

const cases: readonly (readonly [Push, Record<string, string | number>])[] = [
  [{ event: 'created_job_application', payload: { data: application } }, { title: 'Backend developer' }],
  [{ event: 'updated_job_application', payload: { data: application } }, { title: 'Backend developer' }],
  [{ event: 'deleted_job_application', payload: { id: ID } }, {}],
  [{ event: 'created_action', payload: { data: action } }, { title: 'First interview' }],
  [{ event: 'updated_action', payload: { data: action } }, { title: 'First interview' }],
  [{ event: 'deleted_action', payload: { id: ID, job_application_id: ID } }, {}],
  [{ event: 'created_company', payload: { data: { id: ID, name: 'Acme', url: null, notes: '', logo: null, created: CREATED } } }, { name: 'Acme' }],
  [{ event: 'updated_company', payload: { data: { id: ID, name: 'Acme', url: null, notes: '', logo: null, created: CREATED } } }, { name: 'Acme' }],
  [{ event: 'deleted_company', payload: { id: ID } }, {}],
  [{ event: 'created_file', payload: { data: file } }, { filename: 'resume.pdf' }],
  [{ event: 'updated_file', payload: { data: file } }, { filename: 'resume.pdf' }],
  [{ event: 'deleted_file', payload: { id: ID } }, {}],
  [{ event: 'thumbnail_first_page_ready', payload: { id: ID, thumbnails: { '72': ['/api/x'] } } }, {}],
  [{ event: 'new_linked_files', payload: { job_application_id: ID, file_ids: [ID, ID] } }, { count: 2 }],
  [{ event: 'created_ai_response', payload: { data: aiResponse } }, {}],
  [{ event: 'created_contact', payload: { data: contact } }, { name: 'Grace Hopper' }],
  [{ event: 'updated_contact', payload: { data: contact } }, { name: 'Grace Hopper' }],
  [{ event: 'deleted_contact', payload: { id: ID } }, {}],
  [
    {
      event: 'updated_settings',
      payload: { data: { time_zone: 'UTC', reminder_email: true, reminder_push: false, reminder_lead_minutes: 60, follow_up_days: 7 } },
    },
    {},
  ],
  [{ event: 'updated_credits', payload: { credits: 7, fields: ['credits'] } }, { credits: 7 }],
  [{ event: 'updated_account_export', payload: { data: { id: ID, status: 'ready', created: CREATED, size: 10, expires_at: CREATED } } }, {}],
];

describe('notificationOfPush', () => {
  it('notifies nothing for the progress of an AI product being written', () => {
    expect(notificationOfPush({ event: 'ai_response_progress', payload: { uuid: ID, text: 'Dear' } })).toBeNull();
  });

  it.each(cases.map(([push, values]) => [push.event, push, values] as const))('notifies %s', (_event, push, values) => {
    expect(notificationOfPush(push)).toEqual({ event: push.event, values });
  });

  it('notifies a credits update only when credits are among the updated fields', () => {
    expect(notificationOfPush({ event: 'updated_credits', payload: { credits: 7, fields: [] } })).toBeNull();
    expect(
      notificationOfPush({ event: 'updated_credits', payload: { credits: 7, fields: ['locale', 'accepted_terms'] } }),
    ).toBeNull();
    expect(
      notificationOfPush({ event: 'updated_credits', payload: { credits: 0, fields: ['locale', 'credits'] } }),
    ).toEqual({ event: 'updated_credits', values: { credits: 0 } });
  });
});
