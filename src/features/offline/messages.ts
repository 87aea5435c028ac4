import { defineMessage, defineMessages } from 'react-intl';

export const offlineMessages = defineMessages({
  offline: {
    id: 'offline.bar.offline',
    defaultMessage: 'Offline: you are seeing what this page had loaded.',
    description: 'Banner under the header while the server cannot be reached and the data shown cannot be dated',
  },
  refusedTitle: {
    id: 'offline.refused.title',
    defaultMessage: 'A change made offline was not applied',
    description: 'Heading of a notice: the server refused a change that waited on this device, for the reason below it',
  },
  refusedNotFound: {
    id: 'offline.refused.notFound',
    defaultMessage: 'What it changes no longer exists: it was probably deleted on another device meanwhile.',
    description: 'Why a change made offline was refused: the application, event, file, company or contact it changes was deleted',
  },
  refusedInvalid: {
    id: 'offline.refused.invalid',
    defaultMessage: 'The server did not accept its content.',
    description: 'Why a change made offline was refused: the server found its values invalid',
  },
  dismiss: {
    id: 'offline.refused.dismiss',
    defaultMessage: 'Dismiss',
    description: 'Button that hides the notice of a refused change once read',
  },
});

export const offlineAsOfTimeMessage = defineMessage<{ time: string }>({
    id: 'offline.bar.offlineAsOfTime',
    defaultMessage: 'Offline: you are seeing the copy kept on this device, as of {time}.',
    description: 'Banner under the header while the server cannot be reached; {time} is the time today when the data shown was last up to date',
});

export const offlineAsOfDateMessage = defineMessage<{ date: string }>({
    id: 'offline.bar.offlineAsOfDate',
    defaultMessage: 'Offline: you are seeing the copy kept on this device, as of {date}.',
    description: 'Banner under the header while the server cannot be reached; {date} is the date and time, before today, when the data shown was last up to date',
});

export const changesWaitingMessage = defineMessage<{ count: number }>({
    id: 'offline.bar.changesWaiting',
    defaultMessage: '{count, plural, one {# change waiting} other {# changes waiting}}',
    description: 'Beside the offline banner: how many changes made on this device wait for the connection to be sent',
});
