// The layout of the pages behind the route guard, inside the frame, drawn without antd: the applications list,
// the page a signed-in visitor opens first, is plain too, so on a phone it shows without any of antd's code. The
// other pages bring antd with their own code (lazyWithAntd, routes.tsx).
//
// The notifications of live changes need antd: their code is asked for once the browser is idle after the
// page has shown, so that it does not compete with the page's own code. A change announced meanwhile waits in
// the notifications' queue, and shows as soon as they are there.
import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { whenBrowserIdle } from '../common/browserIdle';
import { lazyWithAntd } from './lazyWithAntd';

const LiveNotifications = lazyWithAntd(async () => (await import('./LiveNotifications')).LiveNotifications);

/** False until the browser has been idle once after the first render. */
function useIdleOnce(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(
    () =>
      whenBrowserIdle(() => {
        setIdle(true);
      }),
    [],
  );
  return idle;
}

export function MainLayout() {
  const idle = useIdleOnce();
  return (
    <>
      {idle && (
        <Suspense fallback={null}>
          <LiveNotifications />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}
