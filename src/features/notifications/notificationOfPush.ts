import type { ChangePushEvent, Push } from '../../../contract';

/** Values of a notification's message: plain text and numbers, so they can sit in the store. */
export type NotificationValues = Readonly<Record<string, string | number>>;

export interface NotificationContent {
  readonly event: ChangePushEvent;
  readonly values: NotificationValues;
}

/**
 * The notification a push deserves, or null: a credits update notifies only when the balance changed, and the
 * progress of an AI product being written is no change at all.
 */
export function notificationOfPush(push: Push): NotificationContent | null {
  switch (push.event) {
    case 'created_job_application':
    case 'updated_job_application':
    case 'created_action':
    case 'updated_action':
      return { event: push.event, values: { title: push.payload.data.title } };
    case 'created_company':
    case 'updated_company':
    case 'created_contact':
    case 'updated_contact':
      return { event: push.event, values: { name: push.payload.data.name } };
    case 'created_file':
    case 'updated_file':
      return { event: push.event, values: { filename: push.payload.data.filename } };
    case 'new_linked_files':
      return { event: push.event, values: { count: push.payload.file_ids.length } };
    case 'updated_credits':
      return push.payload.fields.includes('credits')
        ? { event: push.event, values: { credits: push.payload.credits } }
        : null;
    case 'deleted_job_application':
    case 'deleted_action':
    case 'deleted_company':
    case 'deleted_file':
    case 'deleted_contact':
    case 'thumbnail_first_page_ready':
    case 'created_ai_response':
    case 'updated_account_export':
    case 'updated_settings':
      return { event: push.event, values: {} };
    case 'ai_response_progress':
      return null;
  }
}
