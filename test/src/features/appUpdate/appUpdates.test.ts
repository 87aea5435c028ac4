// The page's side of the service worker: registered once the page has loaded (production builds only), a new
// build offered only to a page older than it, the takeover and reload when the person accepts, and the checks
// for a new version of a long-open tab.
import { waitFor } from '@testing-library/react';
import {
  currentAppUpdate,
  startAppUpdates,
  TAKEOVER_WAIT_MS,
  UPDATE_CHECK_INTERVAL_MS,
  UPDATE_CHECK_MIN_GAP_MS,
} from '../../../../src/features/appUpdate/appUpdates';
import { controlledPage, FakeContainer, FakeWorker } from './fakeServiceWorker';

const SKIP_WAITING = { type: 'SKIP_WAITING' };

let stop: () => void = () => undefined;

afterEach(() => {
  stop();
  jest.useRealTimers();
});

/** Starts watching as a production build does, and waits for the registration. */
async function started(container: FakeContainer, reload = jest.fn()): Promise<jest.Mock> {
  stop = startAppUpdates({ production: true, serviceWorker: container.asContainer(), reload });
  await waitFor(() => {
    expect(container.registered).toHaveLength(1);
  });
  // The registration's promise settles before the watchers are in place.
  await Promise.resolve();
  return reload;
}

/** Lets the page's question to a worker, and the worker's answer, go through. */
async function answered(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('registration', () => {
  it('registers /sw.js for the whole app, bypassing the HTTP cache for the script, once the page has loaded', async () => {
    const { container } = controlledPage();
    await started(container);
    expect(container.registered).toEqual([['/sw.js', { scope: '/', updateViaCache: 'none' }]]);
  });

  it('registers nothing in a development build, and removes any worker a production build left', async () => {
    const { container } = controlledPage();
    stop = startAppUpdates({ production: false, serviceWorker: container.asContainer() });
    await waitFor(() => {
      expect(container.registration.unregistered).toBe(true);
    });
    await answered();
    expect(container.registered).toEqual([]);
  });

  it('does nothing where the browser offers no service worker (plain http)', () => {
    expect('serviceWorker' in navigator).toBe(false);
    expect(() => {
      stop = startAppUpdates({ production: true });
    }).not.toThrow();
  });

  it('leaves the page as it is when the registration is refused', async () => {
    const { container } = controlledPage();
    container.refuse = true;
    await started(container);
    await answered();
    expect(currentAppUpdate()).toBeUndefined();
  });
});

describe('a new version', () => {
  it('offers a worker of another build, and reloads once it has taken over', async () => {
    const { container } = controlledPage();
    const reload = await started(container);
    const next = new FakeWorker('installing', false);
    container.registration.found(next);
    container.registration.installed(next);
    await waitFor(() => {
      expect(currentAppUpdate()).toBeDefined();
    });
    // The worker was asked about the page's own script.
    expect(next.askedScripts).toEqual([['/assets/main.0123456789abcdef0123.js']]);
    expect(next.messages).not.toContainEqual(SKIP_WAITING);

    currentAppUpdate()?.apply();
    expect(next.messages).toContainEqual(SKIP_WAITING);
    expect(reload).not.toHaveBeenCalled();
    container.takenOverBy(next);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway when the new worker does not take over in time', async () => {
    const { container } = controlledPage();
    const reload = await started(container);
    const next = new FakeWorker('installing', false);
    container.registration.found(next);
    container.registration.installed(next);
    await waitFor(() => {
      expect(currentAppUpdate()).toBeDefined();
    });
    jest.useFakeTimers();
    currentAppUpdate()?.apply();
    jest.advanceTimersByTime(TAKEOVER_WAIT_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    // Taking over afterwards reloads no second time.
    container.takenOverBy(next);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('lets a worker of the page’s own build take over without asking (the page was loaded after the deployment)', async () => {
    const { container } = controlledPage();
    const reload = await started(container);
    const next = new FakeWorker('installing', true);
    container.registration.found(next);
    container.registration.installed(next);
    await waitFor(() => {
      expect(next.messages).toContainEqual(SKIP_WAITING);
    });
    container.takenOverBy(next);
    await answered();
    expect(currentAppUpdate()).toBeUndefined();
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a worker that was already waiting when the page opened', async () => {
    const { container } = controlledPage();
    container.registration.waiting = new FakeWorker('installed', false).asWorker();
    await started(container);
    await waitFor(() => {
      expect(currentAppUpdate()).toBeDefined();
    });
  });

  it('offers nothing for the first worker of this browser', async () => {
    const { container } = controlledPage();
    container.controller = null;
    container.registration.active = null;
    await started(container);
    const first = new FakeWorker('installing', true);
    container.registration.found(first);
    first.moveTo('installed');
    await answered();
    expect(first.messages).toEqual([]);
    expect(currentAppUpdate()).toBeUndefined();
  });

  it('offers the reload to a tab whose build another tab replaced, and reloads it at once', async () => {
    const { container } = controlledPage();
    const reload = await started(container);
    // Another tab chose "Reload to update": the new worker, of another build than this page, takes over.
    container.takenOverBy(new FakeWorker('installed', false));
    await waitFor(() => {
      expect(currentAppUpdate()).toBeDefined();
    });
    currentAppUpdate()?.apply();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers nothing to a tab of the build that took over', async () => {
    const { container } = controlledPage();
    await started(container);
    container.takenOverBy(new FakeWorker('installed', true));
    await answered();
    expect(currentAppUpdate()).toBeUndefined();
  });

  it('offers the reload when the worker does not answer whether it holds the page', async () => {
    const { container } = controlledPage();
    await started(container);
    const silent = new FakeWorker('installing', false);
    silent.postMessage = () => undefined;
    jest.useFakeTimers();
    container.registration.found(silent);
    container.registration.installed(silent);
    await jest.advanceTimersByTimeAsync(3000);
    expect(currentAppUpdate()).toBeDefined();
  });
});

describe('checks for a new version', () => {
  it('asks every hour while the tab is visible, and when it comes back after ten minutes or more', async () => {
    jest.useFakeTimers();
    const { container } = controlledPage();
    stop = startAppUpdates({ production: true, serviceWorker: container.asContainer(), reload: jest.fn() });
    await jest.advanceTimersByTimeAsync(0);
    expect(container.registered).toHaveLength(1);
    const { registration } = container;

    await jest.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.updates).toBe(1);
    // Shown again at once: no new check so soon after the last.
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.updates).toBe(1);
    await jest.advanceTimersByTimeAsync(UPDATE_CHECK_MIN_GAP_MS);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.updates).toBe(2);
    // Back online, soon after: nothing more.
    window.dispatchEvent(new Event('online'));
    expect(registration.updates).toBe(2);
  });

  it('stops checking once stopped', async () => {
    jest.useFakeTimers();
    const { container } = controlledPage();
    stop = startAppUpdates({ production: true, serviceWorker: container.asContainer(), reload: jest.fn() });
    await jest.advanceTimersByTimeAsync(0);
    stop();
    await jest.advanceTimersByTimeAsync(2 * UPDATE_CHECK_INTERVAL_MS);
    expect(container.registration.updates).toBe(0);
  });
});
