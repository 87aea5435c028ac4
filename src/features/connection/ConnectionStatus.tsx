import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { selectConnectionStatus } from './connectionSlice';
import { connectionMessages } from './messages';

/** The live channel's status as a dot and a word, for the header's live-status slot (drawn as antd's Badge). */
export function ConnectionStatus() {
  const status = useSelector(selectConnectionStatus);
  const intl = useIntl();
  return (
    // Not a live region itself: the layout's slot for it is one (role=status), and nesting them repeats.
    <span data-testid="connection-status" data-status={status}>
      <span className="app-status-dot" data-status={status} aria-hidden="true" />
      {intl.formatMessage(connectionMessages[status])}
    </span>
  );
}
