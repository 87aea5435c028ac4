// "A new version of the app is available. [Reload to update]", below the header of every page once a new
// build is ready (appUpdates.ts). Drawn without antd, as the frame is. The status region is always there, so
// that screen readers announce the offer when it appears; the button is the next Tab stop after the header.
import { useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { currentAppUpdate, subscribeToAppUpdate } from './appUpdates';
import { appUpdateMessages } from './messages';
import './appUpdate.css';

const noOffer = () => undefined;

export function AppUpdatePrompt() {
  const intl = useIntl();
  const offer = useSyncExternalStore(subscribeToAppUpdate, currentAppUpdate, noOffer);
  const [reloading, setReloading] = useState(false);

  return (
    <div role="status" data-testid="app-update">
      {offer !== undefined && (
        <div className="app-update-prompt">
          <span className="app-update-prompt-text">{intl.formatMessage(appUpdateMessages.available)}</span>
          <button
            type="button"
            className="app-button app-button-primary app-focus-ring"
            data-testid="app-update-reload"
            aria-busy={reloading}
            onClick={() => {
              if (reloading) return;
              setReloading(true);
              offer.apply();
            }}
          >
            {intl.formatMessage(appUpdateMessages.reload)}
          </button>
        </div>
      )}
    </div>
  );
}
