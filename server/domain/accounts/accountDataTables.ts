// Every table that holds something of an account, in one list that both "Export my data" and "Delete my
// account" walk: adding a table of the account's data means adding it here, and the tests count each of these
// tables for the account. `background_jobs` is not here: its rows carry no account id (the deletion removes
// the account's queued jobs by their payloads, accountDeletion.ts).
import { sql, type RawBuilder } from 'kysely';

export interface AccountDataTable {
  readonly name: string;
  /** The columns that order the rows, unique together: the export reads the table page by page along them. */
  readonly keys: readonly string[];
  /** The condition that picks the account's rows. */
  readonly ofAccount: (accountId: string) => RawBuilder<unknown>;
  /** Columns left out of the export: secrets (digests of tokens, the password's hash) and storage internals. */
  readonly secretColumns: readonly string[];
}

const byAccountId = (accountId: string): RawBuilder<unknown> => sql`account_id = ${accountId}`;

/**
 * In the order a deletion removes them: rows that refer to others go before those they refer to, so the
 * deletion never leans on a cascade (and runs the same on both databases). `accounts` itself goes last.
 */
export const ACCOUNT_DATA_TABLES: readonly AccountDataTable[] = [
  { name: 'request_answers', keys: ['uuid'], ofAccount: byAccountId, secretColumns: [] },
  { name: 'sessions', keys: ['id'], ofAccount: byAccountId, secretColumns: ['token_hash'] },
  // A subscription's address and keys let anyone holding them push to the browser: only when it was made is exported.
  { name: 'push_subscriptions', keys: ['id'], ofAccount: byAccountId, secretColumns: ['endpoint', 'p256dh', 'auth'] },
  { name: 'mailed_tokens', keys: ['id'], ofAccount: byAccountId, secretColumns: ['token_hash'] },
  // The feed's token is its address, a credential: neither its digest, its sealed form nor a readable one an
  // older version left is exported, only when it was made.
  { name: 'calendar_feeds', keys: ['account_id'], ofAccount: byAccountId, secretColumns: ['token_hash', 'sealed_token', 'plain_token'] },
  { name: 'account_exports', keys: ['id'], ofAccount: byAccountId, secretColumns: ['token_hash', 'storage_key'] },
  {
    name: 'payment_events',
    keys: ['id'],
    // Reached through the account's checkouts (the table has no account column).
    ofAccount: (accountId) => sql`checkout_id in (select id from checkouts where account_id = ${accountId})`,
    secretColumns: [],
  },
  { name: 'credit_transactions', keys: ['id'], ofAccount: byAccountId, secretColumns: [] },
  { name: 'ai_response_files', keys: ['ai_response_id', 'file_id'], ofAccount: byAccountId, secretColumns: [] },
  { name: 'ai_response_job_applications', keys: ['ai_response_id', 'job_application_id'], ofAccount: byAccountId, secretColumns: [] },
  { name: 'ai_generations', keys: ['id'], ofAccount: byAccountId, secretColumns: [] },
  { name: 'ai_responses', keys: ['id'], ofAccount: byAccountId, secretColumns: [] },
  { name: 'file_links', keys: ['job_application_id', 'file_id'], ofAccount: byAccountId, secretColumns: [] },
  { name: 'files', keys: ['id'], ofAccount: byAccountId, secretColumns: ['storage_key'] },
  { name: 'contact_links', keys: ['contact_id', 'job_application_id'], ofAccount: byAccountId, secretColumns: [] },
  { name: 'contacts', keys: ['id'], ofAccount: byAccountId, secretColumns: [] },
  { name: 'sent_reminders', keys: ['id'], ofAccount: byAccountId, secretColumns: [] },
  { name: 'actions', keys: ['id'], ofAccount: byAccountId, secretColumns: [] },
  { name: 'job_applications', keys: ['id'], ofAccount: byAccountId, secretColumns: [] },
  { name: 'companies', keys: ['id'], ofAccount: byAccountId, secretColumns: ['logo_key'] },
  { name: 'checkouts', keys: ['id'], ofAccount: byAccountId, secretColumns: [] },
  { name: 'accounts', keys: ['id'], ofAccount: (accountId) => sql`id = ${accountId}`, secretColumns: ['password_hash'] },
];
