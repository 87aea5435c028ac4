import { Badge, type BadgeProps } from 'antd';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { selectConnectionStatus, type ConnectionStatus as Status } from './connectionSlice';
import { connectionMessages } from './messages';

const badgeStatusOf: Readonly<Record<Status, NonNullable<BadgeProps['status']>>> = {
  connected: 'success',
  connecting: 'processing',
  disconnected: 'default',
};

/** The live channel's status as a small badge, for the header's live-status slot. */
export function ConnectionStatus() {
  const status = useSelector(selectConnectionStatus);
  const intl = useIntl();
  return (
    // Not a live region itself: the layout's slot for it is one (role=status), and nesting them repeats.
    <span data-testid="connection-status" data-status={status}>
      <Badge status={badgeStatusOf[status]} text={intl.formatMessage(connectionMessages[status])} />
    </span>
  );
}
