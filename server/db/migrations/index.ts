// The one ordered set of migrations for SQLite and PostgreSQL. File names are dated so that their order is
// their history; add new ones at the end. Migrations import nothing from the app: they must keep working
// after the app's code has moved on.
import type { Migration } from 'kysely';
import * as accountsAndSessions from './2026_11_22_0001_accounts_and_sessions';
import * as requestAnswers from './2026_11_22_0002_request_answers';
import * as captchaSolutions from './2026_11_22_0003_captcha_solutions';
import * as mailedTokens from './2026_11_22_0004_mailed_tokens';
import * as jobSearch from './2026_11_22_0010_job_search';
import * as files from './2026_11_24_0020_files';
import * as credits from './2026_11_25_0030_credits';
import * as ai from './2026_11_25_0040_ai';
import * as searchAndStatus from './2026_11_25_0050_search_and_status';
import * as sessionIdle from './2026_11_25_0060_session_idle';
import * as accountExports from './2026_11_25_0070_account_exports';
import * as accountBounds from './2026_11_25_0080_account_bounds';
import * as httpIdempotency from './2026_11_25_0090_http_idempotency';
import * as accountRowCounts from './2026_11_25_0100_account_row_counts';
import * as accountTextBytes from './2026_11_27_0110_account_text_bytes';
import * as actionListOrder from './2026_11_27_0120_action_list_order';
import * as checkoutBounds from './2026_11_29_0130_checkout_bounds';
import * as aiGenerationsByAccount from './2026_11_29_0135_ai_generations_by_account';
import * as calendarFeedSecrets from './2026_11_29_0140_calendar_feed_secrets';
import * as applicationDetails from './2026_11_29_0150_application_details';
import * as companyDetails from './2026_11_29_0155_company_details';
import * as contacts from './2026_11_29_0160_contacts';
import * as accountSettings from './2026_11_29_0170_account_settings';
import * as reminders from './2026_11_29_0180_reminders';
import * as statisticsIndex from './2026_11_29_0190_statistics_index';

export const migrations: Readonly<Record<string, Migration>> = {
  '2026_11_22_0001_accounts_and_sessions': accountsAndSessions,
  '2026_11_22_0002_request_answers': requestAnswers,
  '2026_11_22_0003_captcha_solutions': captchaSolutions,
  '2026_11_22_0004_mailed_tokens': mailedTokens,
  '2026_11_22_0010_job_search': jobSearch,
  '2026_11_24_0020_files': files,
  '2026_11_25_0030_credits': credits,
  '2026_11_25_0040_ai': ai,
  '2026_11_25_0050_search_and_status': searchAndStatus,
  '2026_11_25_0060_session_idle': sessionIdle,
  '2026_11_25_0070_account_exports': accountExports,
  '2026_11_25_0080_account_bounds': accountBounds,
  '2026_11_25_0090_http_idempotency': httpIdempotency,
  '2026_11_25_0100_account_row_counts': accountRowCounts,
  '2026_11_27_0110_account_text_bytes': accountTextBytes,
  '2026_11_27_0120_action_list_order': actionListOrder,
  '2026_11_29_0130_checkout_bounds': checkoutBounds,
  '2026_11_29_0135_ai_generations_by_account': aiGenerationsByAccount,
  '2026_11_29_0140_calendar_feed_secrets': calendarFeedSecrets,
  '2026_11_29_0150_application_details': applicationDetails,
  '2026_11_29_0155_company_details': companyDetails,
  '2026_11_29_0160_contacts': contacts,
  '2026_11_29_0170_account_settings': accountSettings,
  '2026_11_29_0180_reminders': reminders,
  '2026_11_29_0190_statistics_index': statisticsIndex,
};
