// The notifications of live changes, drawn with antd's notification (antd's App gives it its context; they sit
// at the bottom for 5 s, spec section 9). The main layout loads it with antd once the page has shown.
import { App as AntApp } from 'antd';
import { NotificationsHost } from '../features/notifications';

export function LiveNotifications() {
  return (
    <AntApp notification={{ placement: 'bottom', duration: 5 }}>
      <NotificationsHost />
    </AntApp>
  );
}
