// The layout of the pages behind the route guard, inside the frame: antd's context for their pages, and the
// notifications of live changes (antd's App gives them their context; they sit at the bottom for 5 s, spec
// section 9). Its code comes with antd's, once a page that needs a session is opened (routes.tsx).
import { App as AntApp } from 'antd';
import { Outlet } from 'react-router';
import { NotificationsHost } from '../features/notifications';
import { AntdScope } from './AntdScope';

export function MainLayout() {
  return (
    <AntdScope>
      <AntApp notification={{ placement: 'bottom', duration: 5 }}>
        <NotificationsHost />
        <Outlet />
      </AntApp>
    </AntdScope>
  );
}
