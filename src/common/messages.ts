import { defineMessage, defineMessages } from 'react-intl';

export const commonMessages = defineMessages({
  appName: {
    id: 'common.appName',
    defaultMessage: 'Job Search Tracker',
    description: 'Name of the application, shown in the header and the browser tab',
  },
});

// Messages with arguments are defined one by one so react-intl types their values.
export const documentTitleMessage = defineMessage<{ page: string; appName: string }>({
  id: 'common.documentTitle',
  defaultMessage: '{page} | {appName}',
  description: 'Browser tab title: the current page title, then the application name',
});
