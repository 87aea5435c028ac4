import { defineMessages } from 'react-intl';

export const actionsMessages = defineMessages({
  futureTitle: {
    id: 'actions.future.title',
    defaultMessage: 'Upcoming events',
    description: 'Title of the page listing the dated actions still to come (interviews, calls...)',
  },
});
