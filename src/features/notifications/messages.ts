import { defineMessages } from 'react-intl';
import type { ChangePushEvent } from '../../../contract';

/** One message per server push; each is shown as a notification when the push arrives. */
export const notificationMessages = defineMessages({
  created_job_application: {
    id: 'notifications.createdJobApplication',
    defaultMessage: 'Job application created: {title}',
    description: 'Notification when a job application was created (in this tab or another); {title} is its title',
  },
  updated_job_application: {
    id: 'notifications.updatedJobApplication',
    defaultMessage: 'Job application updated: {title}',
    description: 'Notification when a job application was changed; {title} is its title',
  },
  deleted_job_application: {
    id: 'notifications.deletedJobApplication',
    defaultMessage: 'Job application deleted',
    description: 'Notification when a job application was deleted',
  },
  created_action: {
    id: 'notifications.createdAction',
    defaultMessage: 'Action created: {title}',
    description: 'Notification when a dated action (interview, call...) was created; {title} is its title',
  },
  updated_action: {
    id: 'notifications.updatedAction',
    defaultMessage: 'Action updated: {title}',
    description: 'Notification when a dated action was changed; {title} is its title',
  },
  deleted_action: {
    id: 'notifications.deletedAction',
    defaultMessage: 'Action deleted',
    description: 'Notification when a dated action was deleted',
  },
  created_company: {
    id: 'notifications.createdCompany',
    defaultMessage: 'Company created: {name}',
    description: 'Notification when a company was created; {name} is its name',
  },
  updated_company: {
    id: 'notifications.updatedCompany',
    defaultMessage: 'Company updated: {name}',
    description: 'Notification when a company was renamed, or its address, notes or logo changed; {name} is its name',
  },
  deleted_company: {
    id: 'notifications.deletedCompany',
    defaultMessage: 'Company deleted',
    description: 'Notification when a company was deleted',
  },
  created_contact: {
    id: 'notifications.createdContact',
    defaultMessage: 'Contact created: {name}',
    description: 'Notification when a contact (a person met during the job search) was created; {name} is their name',
  },
  updated_contact: {
    id: 'notifications.updatedContact',
    defaultMessage: 'Contact updated: {name}',
    description: 'Notification when a contact was changed, or linked to or unlinked from a job application; {name} is their name',
  },
  deleted_contact: {
    id: 'notifications.deletedContact',
    defaultMessage: 'Contact deleted',
    description: 'Notification when a contact was deleted',
  },
  created_file: {
    id: 'notifications.createdFile',
    defaultMessage: 'File uploaded: {filename}',
    description: 'Notification when a file (resume, cover letter) was uploaded; {filename} is its name',
  },
  updated_file: {
    id: 'notifications.updatedFile',
    defaultMessage: 'File updated: {filename}',
    description: 'Notification when the details of an uploaded file were changed; {filename} is its name',
  },
  deleted_file: {
    id: 'notifications.deletedFile',
    defaultMessage: 'File deleted',
    description: 'Notification when an uploaded file was deleted',
  },
  thumbnail_first_page_ready: {
    id: 'notifications.thumbnailFirstPageReady',
    defaultMessage: 'File preview ready',
    description: 'Notification when the preview image of the first page of an uploaded file is ready',
  },
  new_linked_files: {
    id: 'notifications.newLinkedFiles',
    defaultMessage: '{count, plural, one {# file linked to a job application} other {# files linked to a job application}}',
    description: 'Notification when files were linked to a job application; {count} is how many',
  },
  created_ai_response: {
    id: 'notifications.createdAiResponse',
    defaultMessage: 'AI response ready',
    description: 'Notification when an AI-generated response (cover letter, questions...) is ready',
  },
  updated_credits: {
    id: 'notifications.updatedCredits',
    defaultMessage: 'Credit balance: {credits, plural, =0 {no credits} one {# credit} other {# credits}}',
    description: 'Notification when the credit balance changed; {credits} is the new balance',
  },
  updated_account_export: {
    id: 'notifications.updatedAccountExport',
    defaultMessage: 'Your data export is ready to download',
    description: 'Notification when the export of the account\'s data asked for (drawer, "Export my data") was made',
  },
  updated_settings: {
    id: 'notifications.updatedSettings',
    defaultMessage: 'Settings saved',
    description: 'Notification when the account settings (time zone, reminders, follow-up days) changed, on any device',
  },
} satisfies Record<ChangePushEvent, unknown>);
