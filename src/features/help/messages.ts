import { defineMessages } from 'react-intl';

export const helpMessages = defineMessages({
  title: {
    id: 'help.title',
    defaultMessage: 'Help',
    description: 'Title of the help page',
  },
});
