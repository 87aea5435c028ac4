// The names of the server's pushes, without their payload schemas (pushes.ts): the browser's boot code routes
// and names pushes by these, and would otherwise download zod and every entity's schema before its first page.
export const PUSH_EVENTS = [
  'created_job_application',
  'updated_job_application',
  'deleted_job_application',
  'created_action',
  'updated_action',
  'deleted_action',
  'created_company',
  'updated_company',
  'deleted_company',
  'created_file',
  'updated_file',
  'deleted_file',
  'thumbnail_first_page_ready',
  'new_linked_files',
  'created_ai_response',
  'ai_response_progress',
  'updated_credits',
  'updated_account_export',
  'created_contact',
  'updated_contact',
  'deleted_contact',
  'updated_settings',
] as const;
export type PushEvent = (typeof PUSH_EVENTS)[number];

/** Pushes that report work under way rather than a change: the browser shows no notification for them. */
export const PROGRESS_PUSH_EVENTS = ['ai_response_progress'] as const satisfies readonly PushEvent[];
/** The pushes of a change, each shown as a notification (spec section 7). */
export type ChangePushEvent = Exclude<PushEvent, (typeof PROGRESS_PUSH_EVENTS)[number]>;

const pushEventNames: ReadonlySet<string> = new Set(PUSH_EVENTS);

export function isPushEvent(event: unknown): event is PushEvent {
  return typeof event === 'string' && pushEventNames.has(event);
}
