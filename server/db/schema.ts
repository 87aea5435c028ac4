// Row types of every table, as Kysely sees them. Keep in step with the migrations.
import type { Generated } from 'kysely';

/** Bounds the database itself enforces, written by each server process at its start (2026_11_27_0110). */
export interface AccountLimitsTable {
  /** 'text_bytes': the most UTF-8 bytes of text one account keeps. */
  name: string;
  value: number | string;
}

export interface AccountsTable {
  id: string;
  email: string;
  password_hash: string;
  locale: Generated<string>;
  /** The balance; changed only by the ledger, together with a credit_transactions row. */
  credits: Generated<number>;
  /** The sequence of the account's latest credit_transactions row (0 before any). */
  credit_sequence: Generated<number>;
  /** The account's job_applications, actions and companies rows, kept by triggers (2026_11_25_0100). */
  application_rows: Generated<number>;
  action_rows: Generated<number>;
  company_rows: Generated<number>;
  /** The account's contacts rows, kept by triggers (2026_11_29_0160). */
  contact_rows: Generated<number>;
  /** UTF-8 bytes of the texts of its applications, actions, companies and contacts, kept by triggers (2026_11_27_0110). */
  text_bytes: Generated<number | string>;
  accepted_terms: string | null;
  confirmed_at: string | null;
  created: string;
  /** The account's settings (2026_11_29_0170): an IANA time zone (null until a browser tells it), 0/1 flags. */
  time_zone: string | null;
  reminder_email: Generated<number>;
  reminder_push: Generated<number>;
  reminder_lead_minutes: Generated<number>;
  follow_up_days: Generated<number>;
}

export interface SessionsTable {
  id: string;
  account_id: string;
  token_hash: string;
  created: string;
  expires_at: string;
  revoked_at: string | null;
  /** When the session was last used, to the hour (see sessions.ts); null counts as `created`. */
  last_used_at: string | null;
}

export interface RequestAnswersTable {
  account_id: string;
  uuid: string;
  request: string;
  /** The answer's JSON; null while the request is still running. */
  answer: string | null;
  /** When claimed, or last refreshed while its request runs: a claim not refreshed for long is abandoned. */
  created: string;
  /** The server start that claimed it (a random id per start); null on rows older than migration 0090. */
  claimed_by: string | null;
}

export interface CaptchaSolutionsTable {
  /** The solved challenge's HMAC signature (hex): unique per challenge, and only the server can make one. */
  signature: string;
  /** When the challenge expires; the row can go after that. */
  expires_at: string;
  created: string;
}

export interface CompaniesTable {
  id: string;
  account_id: string;
  name: string;
  url: string | null;
  notes: Generated<string>;
  /** The storage folder of the company's logo (2026_11_29_0155); null without one. */
  logo_key: string | null;
  created: string;
}

export interface JobApplicationsTable {
  id: string;
  account_id: string;
  company_id: string | null;
  title: string;
  url: string;
  notes: Generated<string>;
  job_description: Generated<string>;
  created: string;
  /** The details beyond the spec (migration 2026_11_29_0150): null when unset. */
  location: string | null;
  remote: string | null;
  /** bigint: PostgreSQL's driver reads it as a string. */
  salary_min: number | string | null;
  salary_max: number | string | null;
  salary_currency: string | null;
  salary_period: string | null;
  source: string | null;
  /** `YYYY-MM-DD`. */
  deadline: string | null;
  /** A JSON array of strings; null when there are none. */
  tags: string | null;
  /** 0 or 1. */
  archived: Generated<number>;
  /** Written with every change; null only in a row written by an older version. */
  updated: string | null;
  /**
   * The status set by the application's latest action that moves one, whatever its date ('new' without any),
   * and that action's date (null without any). Kept by triggers on `actions`; the current status while
   * `status_date` is still in the future comes from the actions dated until now.
   */
  status: Generated<string>;
  status_date: Generated<string | null>;
}

export interface ActionsTable {
  id: string;
  account_id: string;
  job_application_id: string;
  type: string;
  title: string;
  notes: Generated<string>;
  /** When the event happens (ISO 8601 UTC). */
  date: string;
  created: string;
}

export interface CalendarFeedsTable {
  account_id: string;
  /** SHA-256 digest (hex) of the feed's token: what GET /api/calendar/{token}.ics looks up. */
  token_hash: string;
  /** The token sealed for its account under a key derived from the server's (domain/actions/calendarFeedSeal.ts). */
  sealed_token: string | null;
  /** A token an older version stored readable, until the next start seals it (migration 0140); null otherwise. */
  plain_token: string | null;
  created: string;
}

export interface MailedTokensTable {
  id: string;
  account_id: string;
  purpose: MailedTokenPurpose;
  /** SHA-256 digest (hex) of the token the mail carries. */
  token_hash: string;
  created: string;
  expires_at: string;
  /** When the link was followed, or when a newer token of the same purpose replaced it. */
  used_at: string | null;
}

export interface FilesTable {
  id: string;
  account_id: string;
  storage_key: string;
  description: string;
  type: string;
  filename: string;
  content_type: string;
  size: number;
  /** JSON array of the thumbnail sizes rendered ('["72","144","600"]'), '[]' before. */
  thumbnail_sizes: Generated<string>;
  text: string | null;
  created: string;
}

export interface FileLinksTable {
  job_application_id: string;
  file_id: string;
  account_id: string;
  created: string;
}

/** A person met along the search (2026_11_29_0160); every text but the name is null when not given. */
export interface ContactsTable {
  id: string;
  account_id: string;
  name: string;
  role: string | null;
  email: string | null;
  phone: string | null;
  url: string | null;
  notes: string | null;
  /** Set to null by the database when the company is deleted. */
  company_id: string | null;
  created: string;
}

export interface ContactLinksTable {
  contact_id: string;
  job_application_id: string;
  account_id: string;
  created: string;
}

/** A browser's Web Push subscription (migration 2026_11_29_0180). */
export interface PushSubscriptionsTable {
  id: string;
  account_id: string;
  /** The push service's https address for this browser; unique. */
  endpoint: string;
  /** The browser's P-256 public key and auth secret (base64url), which the messages are encrypted for. */
  p256dh: string;
  auth: string;
  created: string;
}

/** A reminder sent: one row per action and date, whose unique key lets it go once (migration 2026_11_29_0180). */
export interface SentRemindersTable {
  id: string;
  account_id: string;
  action_id: string;
  action_date: string;
  created: string;
  mailed_at: string | null;
}

export interface BackgroundJobsTable {
  id: string;
  kind: string;
  /** JSON of the job's parameters. */
  payload: string;
  run_after: string;
  locked_until: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  failed_at: string | null;
  created: string;
}

export interface CheckoutsTable {
  id: string;
  account_id: string;
  option_id: string;
  option_name: string;
  credits: number;
  /** In minor units of `currency`. */
  price: number;
  currency: string;
  provider: string;
  provider_reference: string | null;
  /** open, paid, canceled or expired; an open one past `expires_at` reads expired. */
  status: string;
  created: string;
  expires_at: string;
  completed_at: string | null;
}

export interface CreditTransactionsTable {
  id: string;
  account_id: string;
  /** 1, 2, 3... per account: the ledger's order. */
  sequence: number;
  amount: number;
  previous_balance: number;
  balance: number;
  reason: string;
  checkout_id: string | null;
  ai_response_id: string | null;
  created: string;
}

export interface PaymentEventsTable {
  id: string;
  provider: string;
  type: string;
  checkout_id: string | null;
  created: string;
}

export interface AiResponsesTable {
  id: string;
  account_id: string;
  ai_product_name: string;
  text: string;
  locale: string;
  credits_spent: number;
  created: string;
}

export interface AiResponseJobApplicationsTable {
  ai_response_id: string;
  job_application_id: string;
  account_id: string;
}

export interface AiResponseFilesTable {
  ai_response_id: string;
  file_id: string;
  account_id: string;
}

export interface AiGenerationsTable {
  /** The id its response takes. */
  id: string;
  account_id: string;
  request_uuid: string;
  ai_product_name: string;
  /** What was charged for it. */
  credits: number;
  /** running, done or refunded. */
  status: string;
  created: string;
  finished_at: string | null;
}

/** An export of an account's data (a zip in the object storage), downloaded once. */
export interface AccountExportsTable {
  id: string;
  account_id: string;
  /** pending, ready or downloaded; a ready one past `expires_at` reads expired. */
  status: string;
  storage_key: string | null;
  size: number | null;
  /** SHA-256 digest (hex) of the one-time download token; null before a link is given and after it is used. */
  token_hash: string | null;
  created: string;
  ready_at: string | null;
  expires_at: string | null;
  downloaded_at: string | null;
}

export type MailedTokenPurpose = 'sign_up_confirmation' | 'password_reset';

export interface Database {
  accounts: AccountsTable;
  account_limits: AccountLimitsTable;
  sessions: SessionsTable;
  request_answers: RequestAnswersTable;
  captcha_solutions: CaptchaSolutionsTable;
  mailed_tokens: MailedTokensTable;
  companies: CompaniesTable;
  job_applications: JobApplicationsTable;
  actions: ActionsTable;
  calendar_feeds: CalendarFeedsTable;
  files: FilesTable;
  file_links: FileLinksTable;
  contacts: ContactsTable;
  contact_links: ContactLinksTable;
  push_subscriptions: PushSubscriptionsTable;
  sent_reminders: SentRemindersTable;
  background_jobs: BackgroundJobsTable;
  checkouts: CheckoutsTable;
  credit_transactions: CreditTransactionsTable;
  payment_events: PaymentEventsTable;
  ai_responses: AiResponsesTable;
  ai_response_job_applications: AiResponseJobApplicationsTable;
  ai_response_files: AiResponseFilesTable;
  ai_generations: AiGenerationsTable;
  account_exports: AccountExportsTable;
}
