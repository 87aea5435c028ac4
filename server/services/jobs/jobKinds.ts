// The kinds of background job, their payloads, how they are retried and the queue's interface: what both queues
// (the table queue on SQLite, pg-boss on PostgreSQL) agree on, apart from jobQueue.ts, which picks one of them.
import type { Kysely } from 'kysely';
import type { Locale } from '../../../contract';
import type { Database } from '../../db/schema';

/** Which account mail a `send_account_mail` job sends. */
export type AccountMailKind = 'sign_up_confirmation' | 'password_reset';

/** Every kind of job, with its payload (stored as JSON, so plain data only). */
export interface JobPayloads {
  /** Render a new file's thumbnails and extract its text. */
  readonly render_file: { readonly file_id: string };
  /** Remove the stored objects of a deleted file (its bytes and thumbnails). */
  readonly remove_stored_objects: { readonly keys: readonly string[] };
  /** Send one account mail; `sealed_token` is the link's token, encrypted with the server's key (sealedTokens.ts). */
  readonly send_account_mail: {
    readonly mail: AccountMailKind;
    readonly to: string;
    readonly locale: Locale;
    readonly sealed_token: string;
  };
  /** Make the zip of an account's data for this `account_exports` row, and store it (accountExportJob.ts). */
  readonly build_account_export: { readonly export_id: string };
  /**
   * Remind of an action due at `date` (as the action held it when the job was queued): run at the reminder's
   * time, it decides from the stored action and settings, and claims the reminder (reminderJobs.ts).
   */
  readonly send_action_reminder: { readonly action_id: string; readonly date: string };
  /** Queue a `send_action_reminder` for each future remindable action of the account (its lead time changed). */
  readonly reschedule_reminders: { readonly account_id: string };
  /** Mail a claimed reminder (a `sent_reminders` row) to its account. */
  readonly send_reminder_mail: { readonly reminder_id: string };
  /** Push a claimed reminder to one of its account's browsers. */
  readonly send_reminder_push: { readonly reminder_id: string; readonly subscription_id: string };
}
export type JobKind = keyof JobPayloads;

export const JOB_KINDS: readonly JobKind[] = [
  'render_file',
  'remove_stored_objects',
  'send_account_mail',
  'build_account_export',
  'send_action_reminder',
  'reschedule_reminders',
  'send_reminder_mail',
  'send_reminder_push',
];

/** When a job may run: at once, or from `runAfter` on (a reminder's time). */
export interface EnqueueOptions {
  readonly runAfter?: Date;
}

export type JobHandlers = { readonly [K in JobKind]: (payload: JobPayloads[K]) => Promise<void> };

/** How a queue retries and leases its jobs. */
export interface JobRetryPolicy {
  /** Attempts in all, the first included; a job failing that often is kept as failed, with its error. */
  readonly maxAttempts: number;
  /** Wait before the first retry (s); it doubles at each further one. */
  readonly retryDelaySeconds: number;
  /** How long a job may run before it is thought lost and may be run again (s): longer than any job runs. */
  readonly leaseSeconds: number;
}

export const DEFAULT_RETRY_POLICY: JobRetryPolicy = { maxAttempts: 5, retryDelaySeconds: 2, leaseSeconds: 5 * 60 };

export interface JobQueue {
  /**
   * Adds a job on `db`: the caller's transaction, so that the job commits or rolls back with the change, or the
   * database itself for work that needs no change. Workers of this process look for it at once, or, with
   * `runAfter`, at their first look from that time on.
   */
  enqueue<K extends JobKind>(db: Kysely<Database>, kind: K, payload: JobPayloads[K], options?: EnqueueOptions): Promise<void>;
  /**
   * Prepares the queue's storage and, unless `runJobs` is false (a process that only takes requests), starts
   * running jobs of every process with these handlers.
   */
  start(handlers: JobHandlers, options?: { readonly runJobs?: boolean }): Promise<void>;
  /** Looks for due jobs now (after a commit that enqueued some). */
  wake(): void;
  /** Resolves once no job is due or running (tests wait for the work a request caused). */
  idle(): Promise<void>;
  /** Stops taking jobs and waits for the running ones (a job cut short is run again later). */
  stop(): Promise<void>;
}
