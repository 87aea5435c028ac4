// The spec's rejection messages of live requests (section 8), shown to people when a request fails.
// The spec leaves action.list_for_application and the account requests without a message; theirs follow
// the same pattern.
import { defineMessages } from 'react-intl';

export const requestFailureMessages = defineMessages({
  companyList: {
    id: 'requests.failed.companyList',
    defaultMessage: 'Unable to get the list of companies',
    description: 'Error shown when the companies to choose from could not be loaded',
  },
  jobApplicationSearch: {
    id: 'requests.failed.jobApplicationSearch',
    defaultMessage: 'Unable to search job applications',
    description: 'Error shown when a search over the job applications failed',
  },
  calendarFeed: {
    id: 'requests.failed.calendarFeed',
    defaultMessage: 'Unable to get the calendar link',
    description: 'Error shown when the address of the calendar feed could not be loaded or renewed',
  },
  companyGet: {
    id: 'requests.failed.companyGet',
    defaultMessage: 'Unable to get company',
    description: 'Error shown when the company of a job application could not be loaded',
  },
  companyUpdate: {
    id: 'requests.failed.companyUpdate',
    defaultMessage: 'Unable to update company',
    description: 'Error shown when a company could not be renamed or its address or notes saved',
  },
  companyDelete: {
    id: 'requests.failed.companyDelete',
    defaultMessage: 'Unable to delete company',
    description: 'Error shown when a company could not be deleted',
  },
  jobApplicationFindByUrl: {
    id: 'requests.failed.jobApplicationFindByUrl',
    defaultMessage: 'Unable to look for applications at this address',
    description: 'Error shown when the check for an application already recorded at a posting’s address failed',
  },
  jobApplicationGet: {
    id: 'requests.failed.jobApplicationGet',
    defaultMessage: 'Unable to get job_application',
    description: 'Error shown when a job application could not be loaded',
  },
  jobApplicationUpdate: {
    id: 'requests.failed.jobApplicationUpdate',
    defaultMessage: 'Unable to update job_application',
    description: 'Error shown when saving changes to a job application failed',
  },
  jobApplicationDelete: {
    id: 'requests.failed.jobApplicationDelete',
    defaultMessage: 'Unable to delete job_application {id}',
    description: 'Error shown when deleting a job application failed; {id} is the application id',
  },
  jobApplicationCreationDates: {
    id: 'requests.failed.jobApplicationCreationDates',
    defaultMessage: 'Unable to get job application creation dates',
    description: 'Error shown when the creation dates of the job applications could not be loaded',
  },
  jobApplicationOrder: {
    id: 'requests.failed.jobApplicationOrder',
    defaultMessage: 'Unable to sort the job applications',
    description: 'Error shown when the list could not be put in the order asked for, or narrowed to the tags chosen',
  },
  jobApplicationTags: {
    id: 'requests.failed.jobApplicationTags',
    defaultMessage: 'Unable to get the tags of the job applications',
    description: "Error shown when the tags for the list's tag filter could not be loaded",
  },
  actionGet: {
    id: 'requests.failed.actionGet',
    defaultMessage: 'Unable to get action: {id}',
    description: 'Error shown when a dated action could not be loaded; {id} is the action id',
  },
  actionCreate: {
    id: 'requests.failed.actionCreate',
    defaultMessage: 'Unable to create new action',
    description: 'Error shown when creating a dated action (interview, call...) failed',
  },
  actionUpdate: {
    id: 'requests.failed.actionUpdate',
    defaultMessage: 'Unable to update action',
    description: 'Error shown when saving changes to a dated action failed',
  },
  actionDelete: {
    id: 'requests.failed.actionDelete',
    defaultMessage: 'Unable to delete action: {id}',
    description: 'Error shown when deleting a dated action failed; {id} is the action id',
  },
  actionListForApplication: {
    id: 'requests.failed.actionListForApplication',
    defaultMessage: 'Unable to get job_application actions',
    description: 'Error shown when the dated actions of one job application could not be loaded',
  },
  actionListFuture: {
    id: 'requests.failed.actionListFuture',
    defaultMessage: 'Unable to get user future actions',
    description: 'Error shown when the upcoming events could not be loaded',
  },
  actionCreationDates: {
    id: 'requests.failed.actionCreationDates',
    defaultMessage: 'Unable to get actions creation dates',
    description: 'Error shown when the creation dates of the dated actions could not be loaded',
  },
  fileGetMultiple: {
    id: 'requests.failed.fileGetMultiple',
    defaultMessage: 'Unable to get files with ids',
    description: 'Error shown when a set of files could not be loaded by their ids',
  },
  fileListForApplication: {
    id: 'requests.failed.fileListForApplication',
    defaultMessage: 'Unable to list job_application files',
    description: 'Error shown when the files linked to a job application could not be loaded',
  },
  fileDelete: {
    id: 'requests.failed.fileDelete',
    defaultMessage: 'Unable to delete user file',
    description: 'Error shown when deleting an uploaded file failed',
  },
  fileLinkOrUnlink: {
    id: 'requests.failed.fileLinkOrUnlink',
    defaultMessage: 'Unable to link or unlink job_application files',
    description: 'Error shown when linking files to, or unlinking them from, a job application failed',
  },
  fileUpdate: {
    id: 'requests.failed.fileUpdate',
    defaultMessage: 'Unable to update file',
    description: 'Error shown when saving changes to an uploaded file failed',
  },
  fileListRecent: {
    id: 'requests.failed.fileListRecent',
    defaultMessage: 'Unable to get list of files of user',
    description: 'Error shown when the list of uploaded files could not be loaded',
  },
  contactCreate: {
    id: 'requests.failed.contactCreate',
    defaultMessage: 'Unable to create the contact',
    description: 'Error shown when creating a contact (a person met during the job search) failed',
  },
  contactUpdate: {
    id: 'requests.failed.contactUpdate',
    defaultMessage: 'Unable to update the contact',
    description: 'Error shown when saving changes to a contact failed',
  },
  contactDelete: {
    id: 'requests.failed.contactDelete',
    defaultMessage: 'Unable to delete the contact',
    description: 'Error shown when deleting a contact failed',
  },
  contactList: {
    id: 'requests.failed.contactList',
    defaultMessage: 'Unable to get the list of contacts',
    description: 'Error shown when the contacts of the account could not be loaded',
  },
  contactListForApplication: {
    id: 'requests.failed.contactListForApplication',
    defaultMessage: 'Unable to get the contacts of the job application',
    description: 'Error shown when the contacts linked to one job application could not be loaded',
  },
  contactLinkOrUnlink: {
    id: 'requests.failed.contactLinkOrUnlink',
    defaultMessage: 'Unable to link or unlink the contacts of the job application',
    description: 'Error shown when linking contacts to, or unlinking them from, a job application failed',
  },
  aiRequest: {
    id: 'requests.failed.aiRequest',
    defaultMessage: 'Unable to process request',
    description: 'Error shown when any AI request failed (products, generated responses, generating one)',
  },
  accountAcceptTerms: {
    id: 'requests.failed.accountAcceptTerms',
    defaultMessage: 'Unable to accept the terms',
    description: 'Error shown when recording that the user accepted the terms of service failed',
  },
  accountUpdateLocale: {
    id: 'requests.failed.accountUpdateLocale',
    defaultMessage: 'Unable to update the language',
    description: 'Error shown when saving the account language on the server failed',
  },
  accountGetCredits: {
    id: 'requests.failed.accountGetCredits',
    defaultMessage: 'Unable to get credits',
    description: 'Error shown when the credit balance could not be loaded',
  },
  accountListTransactions: {
    id: 'requests.failed.accountListTransactions',
    defaultMessage: 'Unable to get transactions',
    description: 'Error shown when the credit transactions could not be loaded',
  },
  accountListPaymentOptions: {
    id: 'requests.failed.accountListPaymentOptions',
    defaultMessage: 'Unable to get payment options',
    description: 'Error shown when the credit packs on sale could not be loaded',
  },
  accountGetPaymentOption: {
    id: 'requests.failed.accountGetPaymentOption',
    defaultMessage: 'Unable to get payment option',
    description: 'Error shown when one credit pack could not be loaded',
  },
  accountUsePaymentOption: {
    id: 'requests.failed.accountUsePaymentOption',
    defaultMessage: 'Unable to start the payment',
    description: 'Error shown when the payment page for a credit pack could not be opened',
  },
  accountGetCheckout: {
    id: 'requests.failed.accountGetCheckout',
    defaultMessage: 'Unable to get the state of the payment',
    description: 'Error shown when the page returned to after paying could not learn whether the payment went through',
  },
  accountGetSettings: {
    id: 'requests.failed.accountGetSettings',
    defaultMessage: 'Unable to load the settings',
    description: 'Error shown when the settings page could not load the account settings',
  },
  accountUpdateSettings: {
    id: 'requests.failed.accountUpdateSettings',
    defaultMessage: 'Unable to save the settings',
    description: 'Error shown when a change on the settings page could not be saved',
  },
  accountGetStatistics: {
    id: 'requests.failed.accountGetStatistics',
    defaultMessage: 'Unable to load the insights',
    description: 'Error shown when the insights page could not load the figures of the job search',
  },
});

export type RequestFailureMessageKey = keyof typeof requestFailureMessages;
