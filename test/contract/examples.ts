// Valid wire examples, written by hand from the API contract (not from docs/api.md, which the contract writes), shared by the contract tests.
import type {
  AccountSession,
  AccountSettings,
  Action,
  AiProduct,
  AiResponse,
  Checkout,
  Company,
  Contact,
  CreationDate,
  FutureAction,
  JobApplication,
  PaymentOption,
  Statistics,
  StoredFile,
  Transaction,
} from '../../contract';

export const IDS = {
  user: '0f8e9c52-8a51-4d4e-9b7e-2f3c1a6d5e40',
  company: '3b1d6a0e-5c2f-4e8a-a1b3-7d9e0f1a2b3c',
  jobApplication: '6c4a2e1f-0b9d-4c8e-8f7a-5d3b1c2e4f60',
  action: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  file: 'd1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f6',
  otherFile: 'e2f3a4b5-c6d7-4e8f-9a01-b2c3d4e5f6a7',
  aiProduct: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  aiResponse: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  transaction: '4d5e6f7a-8b9c-4d0e-a1f2-3a4b5c6d7e8f',
  paymentOption: '5e6f7a8b-9c0d-4e1f-b2a3-4b5c6d7e8f90',
  checkout: '8c9d0e1f-2a3b-4c4d-9e5f-6a7b8c9d0e1f',
  request: '7f8a9b0c-1d2e-4f3a-8b4c-5d6e7f8a9b0c',
  contact: 'a7b8c9d0-e1f2-4a3b-8c4d-5e6f7a8b9c0d',
} as const;

export const CREATED = '2026-11-22T09:30:00.000Z';
export const LATER = '2026-12-01T14:00:00.000Z';

export const company: Company = { id: IDS.company, name: 'Acme', url: null, notes: '', logo: null, created: CREATED };

export const jobApplication: JobApplication = {
  id: IDS.jobApplication,
  title: 'Backend developer',
  company_id: IDS.company,
  company: { id: IDS.company, name: 'Acme' },
  url: 'https://jobs.example.com/42',
  notes: 'Met them at a fair.',
  job_description: 'TypeScript, PostgreSQL.',
  location: 'Lyon, France',
  remote: 'hybrid',
  salary_min: 48_000,
  salary_max: 56_000,
  salary_currency: 'EUR',
  salary_period: 'year',
  source: 'LinkedIn',
  deadline: '2026-12-15',
  tags: ['backend', 'typescript'],
  archived: false,
  created: CREATED,
  updated: LATER,
};

export const action: Action = {
  id: IDS.action,
  action_id: IDS.action,
  job_application_id: IDS.jobApplication,
  type: 'interview',
  title: 'First interview',
  notes: '',
  date: LATER,
  created: CREATED,
};

export const file: StoredFile = {
  id: IDS.file,
  created: CREATED,
  description: 'My resume 2026',
  type: 'resume',
  filename: 'resume.pdf',
  content_type: 'application/pdf',
  size: 48_213,
  thumbnails: { '72': [`/api/files/${IDS.file}/thumbnail/72`] },
  job_application_ids: [IDS.jobApplication],
};

export const aiProduct: AiProduct = {
  id: IDS.aiProduct,
  name: 'generate_candaidate_questions_for_interview',
  required_documents: ['resume', 'job_application'],
  price: 3,
  available: true,
};

export const aiResponse: AiResponse = {
  id: IDS.aiResponse,
  ai_product_name: 'generate_candaidate_questions_for_interview',
  text: 'What does a typical week look like?',
  created: CREATED,
  job_applications: [{ id: IDS.jobApplication }],
  files: [{ id: IDS.file }],
  credits_spent: 3,
  locale: 'en-US',
};

export const transaction: Transaction = {
  id: IDS.transaction,
  amount: -3,
  previous_balance: 10,
  balance: 7,
  reason: 'ai_usage',
  created: CREATED,
};

export const purchase: Transaction = {
  id: IDS.transaction,
  amount: 20,
  previous_balance: 3,
  balance: 23,
  reason: 'purchase',
  created: CREATED,
  checkout_id: IDS.checkout,
};

export const checkout: Checkout = {
  id: IDS.checkout,
  option_id: IDS.paymentOption,
  status: 'paid',
  credits: 20,
  created: CREATED,
};

export const paymentOption: PaymentOption = {
  id: IDS.paymentOption,
  name: '100 credits',
  credits: 100,
  price: 999,
  currency: 'EUR',
};

export const creationDate: CreationDate = { id: IDS.jobApplication, created: CREATED };

export const futureAction: FutureAction = {
  action,
  job_application: { id: IDS.jobApplication, title: 'Backend developer', company: { id: IDS.company, name: 'Acme' } },
};

export const accountSession: AccountSession = {
  email: 'ada@example.com',
  user_id: IDS.user,
  credits: 10,
  token: 'a-long-opaque-login-token',
  locale: 'fr-FR',
  accepted_terms: null,
  current_terms: '2026-11-01',
};

export const contact: Contact = {
  id: IDS.contact,
  name: 'Grace Hopper',
  role: 'Engineering manager',
  email: 'grace@acme.example',
  phone: '+33 6 12 34 56 78',
  url: null,
  notes: null,
  company_id: IDS.company,
  job_application_ids: [IDS.jobApplication],
  created: CREATED,
};

export const settings: AccountSettings = {
  time_zone: 'Europe/Paris',
  reminder_email: true,
  reminder_push: false,
  reminder_lead_minutes: 60,
  follow_up_days: 7,
};

export const statistics: Statistics = {
  applications: 3,
  funnel: [
    { stage: 'applied', count: 3 },
    { stage: 'responded', count: 2 },
    { stage: 'interview', count: 1 },
    { stage: 'offer', count: 0 },
    { stage: 'accepted', count: 0 },
  ],
  weekly: [{ week_start: '2026-11-23', applications: 3, actions: 5 }],
  by_source: [
    { source: 'LinkedIn', applications: 2, responses: 2, interviews: 1, offers: 0 },
    { source: null, applications: 1, responses: 0, interviews: 0, offers: 0 },
  ],
  median_days_to_response: 4.5,
};

/** A password with all four character classes, 8..128 characters long. */
export const GOOD_PASSWORD = 'Str0ng!pass';
