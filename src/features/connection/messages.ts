import { defineMessages } from 'react-intl';

export const connectionMessages = defineMessages({
  connected: {
    id: 'connection.status.connected',
    defaultMessage: 'Connected',
    description: 'Live connection status in the header: the live channel is joined and changes arrive',
  },
  connecting: {
    id: 'connection.status.connecting',
    defaultMessage: 'Connecting…',
    description: 'Live connection status in the header: the live channel is being joined or rejoined',
  },
  disconnected: {
    id: 'connection.status.disconnected',
    defaultMessage: 'Disconnected',
    description: 'Live connection status in the header: no live channel (signed out, or left)',
  },
});
