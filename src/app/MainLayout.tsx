// The layout of the pages behind the route guard, inside the frame, drawn without antd: the applications list,
// the page a signed-in visitor opens first, is plain too, so on a phone it shows without any of antd's code. The
// other pages bring antd with their own code (lazyWithAntd, routes.tsx).
//
// The notifications of live changes need antd: their code is asked for once the browser is idle after the
// page has shown, so that it does not compete with the page's own code. A change announced meanwhile waits in
// the notifications' queue, and shows as soon as they are there. A failed download leaves the page as it is
// and is tried again a little later.
import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
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

/** How long after a failed download of the notifications' code it is tried again. */
export const NOTIFICATIONS_RETRY_MS = 30_000;

interface RetryLaterProps {
  readonly children: ReactNode;
}

/**
 * Shows nothing in place of its children when they fail (their code could not be downloaded), and renders them
 * again NOTIFICATIONS_RETRY_MS later: the notifications are worth having, never worth the page.
 */
class RetryLater extends Component<RetryLaterProps, { failed: boolean }> {
  override state = { failed: false };
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.setState({ failed: false });
    }, NOTIFICATIONS_RETRY_MS);
  }

  override componentWillUnmount(): void {
    clearTimeout(this.retryTimer);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

export function MainLayout() {
  const idle = useIdleOnce();
  return (
    <>
      {idle && (
        <RetryLater>
          <Suspense fallback={null}>
            <LiveNotifications />
          </Suspense>
        </RetryLater>
      )}
      <Outlet />
    </>
  );
}
