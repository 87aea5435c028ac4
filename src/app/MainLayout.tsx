// The layout of the pages behind the route guard, inside the frame, drawn without antd: the applications list,
// the page a signed-in visitor opens first, is plain too, so on a phone it shows without any of antd's code. The
// other pages bring antd with their own code (lazyWithAntd, routes.tsx). The live notifications are plain as
// well: they show at once, on any page, without a download.
import { Outlet } from 'react-router';
import { NotificationsHost } from '../features/notifications';

export function MainLayout() {
  return (
    <>
      <NotificationsHost />
      <Outlet />
    </>
  );
}
