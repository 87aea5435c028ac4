import { defineMessage, defineMessages } from 'react-intl';

export const jobApplicationsMessages = defineMessages({
  listTitle: {
    id: 'jobApplications.list.title',
    defaultMessage: 'Job applications',
    description: 'Title of the page listing the job applications (home page)',
  },
  newTitle: {
    id: 'jobApplications.new.title',
    defaultMessage: 'New job application',
    description: 'Title of the page that creates a job application',
  },
  detailTitle: {
    id: 'jobApplications.detail.title',
    defaultMessage: 'Job application',
    description: 'Title of the page showing one job application with its tabs',
  },
  retry: {
    id: 'jobApplications.retry',
    defaultMessage: 'Retry',
    description: 'Button that sends a failed request again',
  },
  newButton: {
    id: 'jobApplications.list.newButton',
    defaultMessage: 'New job application',
    description: 'Button of the list page that opens the form creating a job application',
  },
  listLabel: {
    id: 'jobApplications.list.label',
    defaultMessage: 'Job applications, newest first',
    description: 'Accessible name of the list of job applications (a table on wide screens, cards on a phone)',
  },
  loading: {
    id: 'jobApplications.list.loading',
    defaultMessage: 'Loading the job applications…',
    description: 'Accessible text while the list of job applications loads',
  },
  searchLabel: {
    id: 'jobApplications.list.searchLabel',
    defaultMessage: 'Search the job applications',
    description: 'Accessible name of the search box of the list page',
  },
  searchButton: {
    id: 'jobApplications.list.searchButton',
    defaultMessage: 'Search',
    description: 'Accessible name of the button at the end of the search box, which searches at once',
  },
  clearSearch: {
    id: 'jobApplications.list.clearSearch',
    defaultMessage: 'Clear the search',
    description: 'Accessible name of the button in the search box that empties it',
  },
  searchPlaceholder: {
    id: 'jobApplications.list.searchPlaceholder',
    defaultMessage: 'Title, company, notes or description',
    description: 'Placeholder of the search box of the list page: what the search looks into',
  },
  statusFilterLabel: {
    id: 'jobApplications.list.statusFilterLabel',
    defaultMessage: 'Filter by status',
    description: 'Accessible name of the status filter of the list page',
  },
  allStatuses: {
    id: 'jobApplications.list.allStatuses',
    defaultMessage: 'All statuses',
    description: 'Option of the status filter that shows every job application',
  },
  columnTitle: {
    id: 'jobApplications.list.columnTitle',
    defaultMessage: 'Title',
    description: 'Header of the column with the job titles',
  },
  columnCompany: {
    id: 'jobApplications.list.columnCompany',
    defaultMessage: 'Company',
    description: 'Header of the column with the companies',
  },
  columnCreated: {
    id: 'jobApplications.list.columnCreated',
    defaultMessage: 'Created',
    description: 'Header of the column with the creation dates',
  },
  columnStatus: {
    id: 'jobApplications.list.columnStatus',
    defaultMessage: 'Status',
    description: 'Header of the column with the statuses',
  },
  noCompany: {
    id: 'jobApplications.noCompany',
    defaultMessage: 'No company',
    description: 'Shown in place of the company of a job application that has none',
  },
  emptyTitle: {
    id: 'jobApplications.list.emptyTitle',
    defaultMessage: 'No job application yet',
    description: 'Empty state of the list page when the account has no job application',
  },
  emptyHint: {
    id: 'jobApplications.list.emptyHint',
    defaultMessage: 'Record the jobs you apply for, then follow each one here.',
    description: 'Explanation under the empty state of the list page',
  },
  noneWithStatus: {
    id: 'jobApplications.list.noneWithStatus',
    defaultMessage: 'No job application has this status.',
    description: 'Shown when the status filter leaves no job application',
  },
  loadingRow: {
    id: 'jobApplications.list.loadingRow',
    defaultMessage: 'Loading…',
    description: 'Accessible text of a row of the list whose job application is loading',
  },
});

/** Failures of the calls that are not live requests (those carry their own message, spec section 8). */
export const failureMessages = defineMessages({
  create: {
    id: 'jobApplications.failed.create',
    defaultMessage: 'Unable to create the job application',
    description: 'Error shown when the server did not create the job application of the form',
  },
  export: {
    id: 'jobApplications.failed.export',
    defaultMessage: 'Unable to export the job applications. Try again in a moment.',
    description: 'Error shown on the list when the CSV export failed',
  },
});

// Messages with arguments are defined one by one so react-intl types their values.

export const searchHintMessage = defineMessage<{ min: number }>({
  id: 'jobApplications.list.searchHint',
  defaultMessage: 'Type at least {min} characters to search.',
  description: 'Hint under the search box while fewer characters than needed are typed; {min} is the minimum',
});

export const noMatchMessage = defineMessage<{ query: string }>({
  id: 'jobApplications.list.noMatch',
  defaultMessage: 'No job application matches “{query}”.',
  description: 'Shown when a search finds nothing; {query} is what was searched',
});

export const shownCountMessage = defineMessage<{ shown: number; total: number }>({
  id: 'jobApplications.list.shownCount',
  defaultMessage: 'Showing {shown, number} of {total, plural, one {# application} other {# applications}}',
  description:
    'Under the list, how many rows are shown so far; {shown} rows of the {total} the list (status filter and search applied) holds',
});

export const showMoreMessage = defineMessage<{ count: number }>({
  id: 'jobApplications.list.showMore',
  defaultMessage: 'Show {count, plural, one {# more application} other {# more applications}}',
  description: 'Button under the list that shows the next rows; {count} is how many it adds',
});

/** The fields of an application, in the creation form and the application page. */
export const fieldMessages = defineMessages({
  title: {
    id: 'jobApplications.field.title',
    defaultMessage: 'Job title',
    description: 'Label of the title field of a job application',
  },
  url: {
    id: 'jobApplications.field.url',
    defaultMessage: 'Job offer URL',
    description: 'Label of the field with the address of the job offer',
  },
  company: {
    id: 'jobApplications.field.company',
    defaultMessage: 'Company',
    description: 'Label of the company field of a job application',
  },
  notes: {
    id: 'jobApplications.field.notes',
    defaultMessage: 'Notes',
    description: 'Label of the notes field of a job application',
  },
  jobDescription: {
    id: 'jobApplications.field.jobDescription',
    defaultMessage: 'Job description',
    description: 'Label of the job description field of a job application',
  },
  titleRequired: {
    id: 'jobApplications.field.titleRequired',
    defaultMessage: 'Enter the job title',
    description: 'Validation message when the title of a job application is empty',
  },
  urlRequired: {
    id: 'jobApplications.field.urlRequired',
    defaultMessage: 'Enter the address of the job offer',
    description: 'Validation message when the URL of a job application is empty',
  },
  urlInvalid: {
    id: 'jobApplications.field.urlInvalid',
    defaultMessage: 'Enter a valid address starting with http:// or https://',
    description: 'Validation message when the URL of a job application is not a web address',
  },
  textTooLong: {
    id: 'jobApplications.field.textTooLong',
    defaultMessage: 'This text is too long',
    description: 'Validation message when notes or a job description exceed the length limit',
  },
  submit: {
    id: 'jobApplications.new.submit',
    defaultMessage: 'Create the job application',
    description: 'Submit button of the form creating a job application',
  },
  newIntro: {
    id: 'jobApplications.new.intro',
    defaultMessage: 'Only the title and the address of the offer are required; the rest can wait.',
    description: 'Short text at the top of the form creating a job application',
  },
});

export const titleTooShortMessage = defineMessage<{ min: number }>({
  id: 'jobApplications.field.titleTooShort',
  defaultMessage: 'The title must have at least {min} characters',
  description: 'Validation message when the title of a job application is too short; {min} is 5',
});

export const titleTooLongMessage = defineMessage<{ max: number }>({
  id: 'jobApplications.field.titleTooLong',
  defaultMessage: 'The title must have at most {max} characters',
  description: 'Validation message when the title of a job application is too long; {max} is 200',
});

export const urlTooShortMessage = defineMessage<{ min: number }>({
  id: 'jobApplications.field.urlTooShort',
  defaultMessage: 'The URL must have at least {min} characters',
  description: 'Validation message when the URL of a job application is too short; {min} is 5',
});

export const urlTooLongMessage = defineMessage<{ max: number }>({
  id: 'jobApplications.field.urlTooLong',
  defaultMessage: 'The URL must have at most {max} characters',
  description: 'Validation message when the URL of a job application is too long; {max} is 2048',
});

/** The page of one application. */
export const detailMessages = defineMessages({
  loading: {
    id: 'jobApplications.detail.loading',
    defaultMessage: 'Loading the job application…',
    description: 'Accessible text while a job application loads',
  },
  notFoundTitle: {
    id: 'jobApplications.detail.notFoundTitle',
    defaultMessage: 'Job application not found',
    description: 'Title shown for the address of a job application that does not exist or is not the user’s',
  },
  notFoundExplanation: {
    id: 'jobApplications.detail.notFoundExplanation',
    defaultMessage: 'It does not exist, or it belongs to another account.',
    description: 'Explanation under the not-found title of a job application',
  },
  deletedTitle: {
    id: 'jobApplications.detail.deletedTitle',
    defaultMessage: 'This job application was deleted',
    description: 'Shown on the page of a job application deleted meanwhile (in another tab, for instance)',
  },
  backToList: {
    id: 'jobApplications.detail.backToList',
    defaultMessage: 'Back to the job applications',
    description: 'Link from a job application page back to the list',
  },
  edit: {
    id: 'jobApplications.detail.edit',
    defaultMessage: 'Edit',
    description: 'Button that lets the user change the title and URL of a job application',
  },
  save: {
    id: 'jobApplications.detail.save',
    defaultMessage: 'Save',
    description: 'Button that saves a change of a job application',
  },
  cancel: {
    id: 'jobApplications.detail.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that leaves an edit of a job application without saving',
  },
  delete: {
    id: 'jobApplications.detail.delete',
    defaultMessage: 'Delete',
    description: 'Button that deletes a job application, after a confirmation',
  },
  deleteConfirmTitle: {
    id: 'jobApplications.detail.deleteConfirmTitle',
    defaultMessage: 'Delete this job application?',
    description: 'Question of the confirmation before deleting a job application',
  },
  deleteConfirmDescription: {
    id: 'jobApplications.detail.deleteConfirmDescription',
    defaultMessage: 'Its actions are deleted with it; its files stay.',
    description: 'What deleting a job application also deletes, in its confirmation',
  },
  deleteConfirmOk: {
    id: 'jobApplications.detail.deleteConfirmOk',
    defaultMessage: 'Delete',
    description: 'Button that confirms the deletion of a job application',
  },
  tabActions: {
    id: 'jobApplications.tab.actions',
    defaultMessage: 'Actions',
    description: 'Tab of a job application with its dated actions (interviews, calls...)',
  },
  tabFiles: {
    id: 'jobApplications.tab.files',
    defaultMessage: 'Files',
    description: 'Tab of a job application with its linked files',
  },
  tabCompany: {
    id: 'jobApplications.tab.company',
    defaultMessage: 'Company',
    description: 'Tab of a job application with its company',
  },
  tabContacts: {
    id: 'jobApplications.tab.contacts',
    defaultMessage: 'Contacts',
    description: 'Tab of a job application with the people met about it (recruiters, hiring managers...)',
  },
  tabNotes: {
    id: 'jobApplications.tab.notes',
    defaultMessage: 'Notes',
    description: 'Tab of a job application with its notes',
  },
  tabJobDescription: {
    id: 'jobApplications.tab.jobDescription',
    defaultMessage: 'Job description',
    description: 'Tab of a job application with the description of the job',
  },
  tabAi: {
    id: 'jobApplications.tab.ai',
    defaultMessage: 'AI',
    description: 'Tab of a job application with the AI-generated content',
  },
  tabsLabel: {
    id: 'jobApplications.tabs.label',
    defaultMessage: 'Parts of the job application',
    description: 'Accessible name of the tabs of a job application page',
  },
  currentCompany: {
    id: 'jobApplications.company.current',
    defaultMessage: 'Company of this application',
    description: 'Label of the current company in the Company tab of a job application',
  },
  chooseCompany: {
    id: 'jobApplications.company.choose',
    defaultMessage: 'Choose another company, or create one',
    description: 'Label of the field changing the company of a job application',
  },
  notesEmpty: {
    id: 'jobApplications.notes.empty',
    defaultMessage: 'No notes yet.',
    description: 'Shown in the Notes tab of a job application without notes',
  },
  jobDescriptionEmpty: {
    id: 'jobApplications.jobDescription.empty',
    defaultMessage: 'No job description yet.',
    description: 'Shown in the Job description tab of a job application without one',
  },
});
