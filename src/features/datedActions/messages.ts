import { defineMessage, defineMessages } from 'react-intl';

export const datedActionsMessages = defineMessages({
  futureTitle: {
    id: 'actions.future.title',
    defaultMessage: 'Upcoming events',
    description: 'Title of the page listing the dated actions still to come (interviews, calls...)',
  },
  futureLoading: {
    id: 'actions.future.loading',
    defaultMessage: 'Loading the upcoming events…',
    description: 'Accessible text while the upcoming events load',
  },
  futureEmpty: {
    id: 'actions.future.empty',
    defaultMessage: 'Nothing planned yet: the actions you date in the future show here.',
    description: 'Empty state of the upcoming events page',
  },
  futureListLabel: {
    id: 'actions.future.listLabel',
    defaultMessage: 'Upcoming events, soonest first',
    description: 'Accessible name of the list of upcoming events',
  },
  allActionsLink: {
    id: 'actions.future.allLink',
    defaultMessage: 'All your actions, the last added first',
    description: 'Link from the upcoming events page to the page listing every action by the date it was added',
  },
  retry: {
    id: 'actions.retry',
    defaultMessage: 'Retry',
    description: 'Button that sends a failed request about actions again',
  },
  calendarTitle: {
    id: 'actions.calendar.title',
    defaultMessage: 'Subscribe in your calendar',
    description: 'Heading of the section giving the address of the calendar feed of upcoming events',
  },
  calendarHelp: {
    id: 'actions.calendar.help',
    defaultMessage:
      'Add this address as a calendar subscription in Google Calendar (“From URL”), Apple Calendar (“New Calendar Subscription”) or Outlook (“Subscribe from web”): your upcoming events show there and stay up to date.',
    description: 'How to subscribe to the calendar feed, naming the calendar applications and their menu entries',
  },
  calendarPrivate: {
    id: 'actions.calendar.private',
    defaultMessage: 'Keep this address private: anyone who has it sees your upcoming events. It changes when you reset your password.',
    description: 'Warning that the calendar feed address is a secret',
  },
  calendarUrlLabel: {
    id: 'actions.calendar.urlLabel',
    defaultMessage: 'Address of your calendar feed',
    description: 'Accessible name of the address of the calendar feed',
  },
  calendarRenew: {
    id: 'actions.calendar.renew',
    defaultMessage: 'Revoke and renew the link',
    description: 'Button that revokes the calendar feed address (it stops working) and replaces it with a new one',
  },
  calendarRenewConfirmTitle: {
    id: 'actions.calendar.renewConfirmTitle',
    defaultMessage: 'Revoke this link and get a new one?',
    description: 'Question of the confirmation before renewing the calendar feed address',
  },
  calendarRenewConfirmDescription: {
    id: 'actions.calendar.renewConfirmDescription',
    defaultMessage:
      'The current link stops working at once: calendars subscribed with it stop receiving your events. Do it if someone else may have the link.',
    description: 'Consequence of renewing the calendar feed address, in its confirmation',
  },
  calendarRenewConfirmOk: {
    id: 'actions.calendar.renewConfirmOk',
    defaultMessage: 'Revoke and renew',
    description: 'Button that confirms the renewal of the calendar feed address',
  },
  calendarRenewed: {
    id: 'actions.calendar.renewed',
    defaultMessage: 'The old link no longer works: subscribe again with this new address.',
    description: 'Shown once the calendar feed address was renewed',
  },
  add: {
    id: 'actions.add',
    defaultMessage: 'Add an action',
    description: 'Button of the Actions tab that opens the form recording a dated action',
  },
  edit: {
    id: 'actions.edit',
    defaultMessage: 'Edit',
    description: 'Button that opens the form changing a dated action',
  },
  delete: {
    id: 'actions.delete',
    defaultMessage: 'Delete',
    description: 'Button that deletes a dated action, after a confirmation',
  },
  deleteConfirmTitle: {
    id: 'actions.deleteConfirm.title',
    defaultMessage: 'Delete this action?',
    description: 'Question of the confirmation before deleting a dated action',
  },
  deleteConfirmOk: {
    id: 'actions.deleteConfirm.ok',
    defaultMessage: 'Delete',
    description: 'Button that confirms the deletion of a dated action',
  },
  cancel: {
    id: 'actions.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that closes a form or a confirmation without changing anything',
  },
  empty: {
    id: 'actions.empty',
    defaultMessage: 'No action yet: record the interviews, calls and emails of this application.',
    description: 'Empty state of the Actions tab of a job application',
  },
  listLabel: {
    id: 'actions.list.label',
    defaultMessage: 'Actions, by date',
    description: 'Accessible name of the list of dated actions of a job application',
  },
  loading: {
    id: 'actions.loading',
    defaultMessage: 'Loading the actions…',
    description: 'Accessible text while the actions of a job application load',
  },
  createTitle: {
    id: 'actions.form.createTitle',
    defaultMessage: 'New action',
    description: 'Title of the dialog recording a new dated action',
  },
  editTitle: {
    id: 'actions.form.editTitle',
    defaultMessage: 'Edit the action',
    description: 'Title of the dialog changing a dated action',
  },
  type: {
    id: 'actions.form.type',
    defaultMessage: 'Type',
    description: 'Label of the type field of a dated action (interview, call...)',
  },
  typeRequired: {
    id: 'actions.form.typeRequired',
    defaultMessage: 'Choose the type of action',
    description: 'Validation message when no type is chosen for a dated action',
  },
  title: {
    id: 'actions.form.title',
    defaultMessage: 'Title',
    description: 'Label of the title field of a dated action',
  },
  titleRequired: {
    id: 'actions.form.titleRequired',
    defaultMessage: 'Enter a title',
    description: 'Validation message when the title of a dated action is empty',
  },
  notes: {
    id: 'actions.form.notes',
    defaultMessage: 'Notes',
    description: 'Label of the notes field of a dated action',
  },
  notesTooLong: {
    id: 'actions.form.notesTooLong',
    defaultMessage: 'These notes are too long',
    description: 'Validation message when the notes of a dated action exceed the length limit',
  },
  date: {
    id: 'actions.form.date',
    defaultMessage: 'Date and time',
    description: 'Label of the date and time field of a dated action',
  },
  dateRequired: {
    id: 'actions.form.dateRequired',
    defaultMessage: 'Choose the date and time',
    description: 'Validation message when no date is chosen for a dated action',
  },
  save: {
    id: 'actions.form.save',
    defaultMessage: 'Save',
    description: 'Button that saves the dated action of the form',
  },
});

/** The page of every action, by the date each was added. */
export const allDatedActionsMessages = defineMessages({
  title: {
    id: 'actions.all.title',
    defaultMessage: 'All actions',
    description: 'Title of the page listing every dated action of the account, the last added first',
  },
  intro: {
    id: 'actions.all.intro',
    defaultMessage: 'Every action you recorded, past or planned, the last added first.',
    description: 'Introduction of the page listing every dated action by the date it was added',
  },
  loading: {
    id: 'actions.all.loading',
    defaultMessage: 'Loading your actions…',
    description: 'Accessible name of the placeholder shown while the list of every action loads',
  },
  empty: {
    id: 'actions.all.empty',
    defaultMessage: 'No action yet: record the interviews, calls and emails of an application in its Actions tab.',
    description: 'Empty state of the page listing every dated action',
  },
  listLabel: {
    id: 'actions.all.listLabel',
    defaultMessage: 'Actions, the last added first',
    description: 'Accessible name of the list of every dated action, grouped by the day each was added',
  },
  rowLoading: {
    id: 'actions.all.rowLoading',
    defaultMessage: 'Loading the action…',
    description: 'Accessible name of the placeholder of one action of the list while it loads',
  },
  openApplication: {
    id: 'actions.openApplication',
    defaultMessage: 'Open the application',
    description: 'Link from an action to the job application it belongs to, when the application’s title is not known yet',
  },
});

export const addedOnDayMessage = defineMessage<{ date: string }>({
  id: 'actions.all.dayHeading',
  defaultMessage: 'Added on {date}',
  description: 'Heading of the actions added on one day, on the page listing every action; {date} is the day, written out',
});

export const shownActionsMessage = defineMessage<{ shown: number; total: number }>({
  id: 'actions.all.count',
  defaultMessage: '{shown, number} of {total, plural, one {# action} other {# actions}} shown',
  description: 'How many of the account’s actions the list shows so far, beside its Show more button',
});

export const showMoreActionsMessage = defineMessage<{ count: number }>({
  id: 'actions.all.showMore',
  defaultMessage: 'Show {count, plural, one {# more action} other {# more actions}}',
  description: 'Button showing the next actions of the list of every action; {count} is how many it adds',
});

/** The page of one action. */
export const datedActionPageMessages = defineMessages({
  title: {
    id: 'actions.page.title',
    defaultMessage: 'Action',
    description: 'Title of the page of one dated action while it loads or could not be loaded (once loaded, its own title is the title)',
  },
  loading: {
    id: 'actions.page.loading',
    defaultMessage: 'Loading the action…',
    description: 'Accessible name of the placeholder shown while one dated action loads on its own page',
  },
  notFoundTitle: {
    id: 'actions.page.notFoundTitle',
    defaultMessage: 'Action not found',
    description: 'Title of the page of a dated action whose address names none of the account’s actions',
  },
  notFound: {
    id: 'actions.page.notFound',
    defaultMessage: 'It does not exist, or it belongs to another account.',
    description: 'Explanation on the page of a dated action that could not be found',
  },
  deletedTitle: {
    id: 'actions.page.deletedTitle',
    defaultMessage: 'This action was deleted',
    description: 'Title of the page of a dated action once it has been deleted, here or on another device',
  },
  application: {
    id: 'actions.page.application',
    defaultMessage: 'Application: {link}',
    description: 'On the page of a dated action: the job application it belongs to; {link} is the link to it, named after its title',
  },
  noNotes: {
    id: 'actions.page.noNotes',
    defaultMessage: 'No notes.',
    description: 'Shown under the Notes heading of an action’s page when the action has none',
  },
  allActions: {
    id: 'actions.page.allActions',
    defaultMessage: 'See all your actions',
    description: 'Link from the page of one action to the page listing every action',
  },
});

export const addedOnMessage = defineMessage<{ date: string }>({
  id: 'actions.page.addedOn',
  defaultMessage: 'Added on {date}',
  description: 'When a dated action was recorded, on its own page; {date} is the day and time, written out',
});

export const datedActionTitleTooLongMessage = defineMessage<{ max: number }>({
  id: 'actions.form.titleTooLong',
  defaultMessage: 'The title must have at most {max} characters',
  description: 'Validation message when the title of a dated action is too long; {max} is 200',
});
