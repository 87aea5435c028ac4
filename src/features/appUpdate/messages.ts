import { defineMessages } from 'react-intl';

export const appUpdateMessages = defineMessages({
  available: {
    id: 'appUpdate.prompt.available',
    defaultMessage: 'A new version of the app is available.',
    description: 'Shown below the header when a new version of the app has been downloaded and this page is older',
  },
  reload: {
    id: 'appUpdate.prompt.reload',
    defaultMessage: 'Reload to update',
    description: 'Button beside the new-version message: reloads the page onto the new version',
  },
});
