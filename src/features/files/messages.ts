import { defineMessages } from 'react-intl';

export const filesMessages = defineMessages({
  listTitle: {
    id: 'files.list.title',
    defaultMessage: 'Files',
    description: 'Title of the page listing the uploaded files (resumes, cover letters)',
  },
  selectionTitle: {
    id: 'files.selection.title',
    defaultMessage: 'Select files',
    description: 'Title of the page where the user picks files',
  },
});
