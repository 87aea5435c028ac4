import { defineMessage, defineMessages } from 'react-intl';

export const commonMessages = defineMessages({
  appName: {
    id: 'common.appName',
    defaultMessage: 'Job Search Tracker',
    description: 'Name of the application, shown in the header and the browser tab',
  },
  retry: {
    id: 'common.retry',
    defaultMessage: 'Retry',
    description: 'Button of an error message that sends the failed request again',
  },
  unexpectedFailure: {
    id: 'common.failed.unexpected',
    defaultMessage: 'An error occurred, please try later',
    description: 'Error shown when a call failed in an unexpected way',
  },
});

// Messages with arguments are defined one by one so react-intl types their values.
export const documentTitleMessage = defineMessage<{ page: string; appName: string }>({
  id: 'common.documentTitle',
  defaultMessage: '{page} | {appName}',
  description: 'Browser tab title: the current page title, then the application name',
});
