import { defineMessage, defineMessages } from 'react-intl';

export const commonMessages = defineMessages({
  appName: {
    id: 'common.appName',
    defaultMessage: 'Job Search Tracker',
    description: 'Name of the application, shown in the header and the browser tab',
  },
  close: {
    id: 'common.close',
    defaultMessage: 'Close',
    description: 'Accessible name of the cross button that closes a notice',
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
  accountLimitReached: {
    id: 'common.failed.accountLimitReached',
    defaultMessage: 'You have reached the limit for one account: delete some entries before adding more',
    description:
      'Error shown when creating a job application, company or action is refused because the account already keeps as many of them as one account may',
  },
  rateLimited: {
    id: 'common.failed.rateLimited',
    defaultMessage: 'Too many changes in a short time: wait a minute, then try again',
    description: 'Error shown when a change is refused because the account made more changes in the last minute than the server accepts',
  },
  keptOffline: {
    id: 'common.failed.keptOffline',
    defaultMessage: 'You are offline: this change is kept on this device and will be sent when the connection is back. No need to make it again.',
    description: 'Shown where a change was made while the server could not be reached: it is not lost, it waits on the device and goes once the connection is back',
  },
});

// Messages with arguments are defined one by one so react-intl types their values.
export const documentTitleMessage = defineMessage<{ page: string; appName: string }>({
  id: 'common.documentTitle',
  defaultMessage: '{page} | {appName}',
  description: 'Browser tab title: the current page title, then the application name',
});
