import { defineMessages } from 'react-intl';

export const companiesFailureMessages = defineMessages({
  create: {
    id: 'companies.failed.create',
    defaultMessage: 'Unable to create the company',
    description: 'Error shown when the server did not create the company typed in a form',
  },
});
