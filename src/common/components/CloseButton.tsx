import { useIntl } from 'react-intl';
import { commonMessages } from '../messages';

export interface CloseButtonProps {
  readonly onClick: () => void;
}

/** antd's small cross button that closes a notice, named "Close" / "Fermer" for screen readers. */
export function CloseButton({ onClick }: CloseButtonProps) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className="app-icon-button app-focus-ring app-button-small"
      aria-label={intl.formatMessage(commonMessages.close)}
      onClick={onClick}
    >
      <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
        <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
    </button>
  );
}
