import { defineMessage, defineMessages } from 'react-intl';

export const actionsMessages = defineMessages({
  futureTitle: {
    id: 'actions.future.title',
    defaultMessage: 'Upcoming events',
    description: 'Title of the page listing the dated actions still to come (interviews, calls...)',
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

export const actionTitleTooLongMessage = defineMessage<{ max: number }>({
  id: 'actions.form.titleTooLong',
  defaultMessage: 'The title must have at most {max} characters',
  description: 'Validation message when the title of a dated action is too long; {max} is 200',
});
