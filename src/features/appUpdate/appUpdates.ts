// The page's side of the service worker (serviceWorker.ts): registers it once the page has loaded, looks for a
// new version every hour and when the tab comes back, and offers "Reload to update" when a worker of another
// build than the page's is ready. Choosing it lets the new worker take over and reloads the page onto the new
// build. The offer is kept here, outside the store, and read by AppUpdatePrompt.
//
// Written against the browser's own API rather than workbox-window: it is a few lines, downloads nothing more
// with the first screen, and follows every new version a long-open tab meets (workbox-window follows only the
// first one found after its registration).
import { SERVICE_WORKER_PATH } from '../../../contract';
import { HOLDS_SCRIPTS, SKIP_WAITING, type WorkerMessage } from './workerProtocol';

/** How often an open, visible tab asks the server for a new worker script. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** A tab that comes back (shown again, or online again) asks at most this often. */
export const UPDATE_CHECK_MIN_GAP_MS = 10 * 60 * 1000;
/** How long a worker may take to say whether it holds the page's build; silence counts as "no". */
export const WORKER_ANSWER_WAIT_MS = 3000;
/** How long the page waits for the new worker to take over before reloading anyway. */
export const TAKEOVER_WAIT_MS = 5000;

/** A new version the page can reload onto. */
export interface AppUpdateOffer {
  /** Lets the waiting worker take over, then reloads the page. */
  readonly apply: () => void;
}

let currentOffer: AppUpdateOffer | undefined;
const listeners = new Set<() => void>();

function setOffer(offer: AppUpdateOffer | undefined): void {
  currentOffer = offer;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: called whenever the offer changes. */
export function subscribeToAppUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The new version on offer, or undefined while the page is the latest it knows of. */
export function currentAppUpdate(): AppUpdateOffer | undefined {
  return currentOffer;
}

export interface AppUpdateOptions {
  /** Whether this is a production build; development builds never register a worker. */
  readonly production?: boolean;
  /** navigator.serviceWorker, which is absent outside secure contexts (plain http but for localhost). */
  readonly serviceWorker?: ServiceWorkerContainer;
  /** Reloads the page (location.reload()). */
  readonly reload?: () => void;
}

function post(worker: ServiceWorker, message: WorkerMessage, transfer: Transferable[] = []): void {
  worker.postMessage(message, transfer);
}

/** The page's own scripts (its build's entry files), as paths. */
function pageScripts(): string[] {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'))
    .map((script) => new URL(script.src, window.location.href))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
}

/** Whether `worker` precaches this page's build. */
function holdsThisPage(worker: ServiceWorker): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      channel.port1.close();
      resolve(false);
    }, WORKER_ANSWER_WAIT_MS);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(event.data === true);
    };
    post(worker, { type: HOLDS_SCRIPTS, scripts: pageScripts() }, [channel.port2]);
  });
}

/** Runs `run` once the page has loaded, so that registering and precaching never compete with the first screen. */
function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') {
    setTimeout(run, 0);
  } else {
    window.addEventListener('load', () => setTimeout(run, 0), { once: true });
  }
}

/** A development build: any worker left by a production build on this origin is removed, never served from. */
async function forgetWorkers(serviceWorker: ServiceWorkerContainer): Promise<void> {
  const registrations = await serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}

/** What one start has set up, so that its stop undoes it, even when the registration was still under way. */
interface Watch {
  stopped: boolean;
  readonly stops: (() => void)[];
}

/**
 * Registers the service worker after the page has loaded (production builds in a secure context only) and
 * watches for new versions. Answers a function that stops watching (for tests).
 */
export function startAppUpdates(options: AppUpdateOptions = {}): () => void {
  // Absent outside secure contexts (and in old browsers): the app simply runs without a worker.
  const serviceWorker = options.serviceWorker ?? ('serviceWorker' in navigator ? navigator.serviceWorker : undefined);
  if (serviceWorker === undefined) return () => undefined;
  if (!(options.production ?? process.env.NODE_ENV === 'production')) {
    forgetWorkers(serviceWorker).catch(() => undefined);
    return () => undefined;
  }
  const reload =
    options.reload ??
    (() => {
      window.location.reload();
    });
  const watch: Watch = { stopped: false, stops: [] };
  afterLoad(() => {
    // Whatever goes wrong here (a browser that answers the registration with nothing, as an automated one that
    // blocks workers does), the page itself goes on as it would without a worker.
    if (!watch.stopped) watchUpdates(serviceWorker, reload, watch).catch(() => undefined);
  });
  return () => {
    watch.stopped = true;
    for (const stop of watch.stops.splice(0)) stop();
    setOffer(undefined);
  };
}

async function watchUpdates(serviceWorker: ServiceWorkerContainer, reload: () => void, watch: Watch): Promise<void> {
  let registration: ServiceWorkerRegistration;
  try {
    registration = await serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/', updateViaCache: 'none' });
  } catch {
    // Refused (a private window of some browsers, a policy) or a server without the worker: the app runs as before.
    return;
  }
  if (watch.stopped) return;
  const { stops } = watch;

  let reloading = false;
  /** The person chose to reload: this page's own worker change is coming, nothing more to offer. */
  let takingOver = false;
  const reloadOnce = (): void => {
    if (reloading) return;
    reloading = true;
    reload();
  };

  /** The page reloads onto the new build, once `worker` has taken over (or after TAKEOVER_WAIT_MS at worst). */
  const takeOverAndReload = (worker: ServiceWorker): void => {
    takingOver = true;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated' || worker.state === 'redundant') reloadOnce();
    });
    setTimeout(reloadOnce, TAKEOVER_WAIT_MS);
    post(worker, { type: SKIP_WAITING });
  };

  const offer = (): void => {
    setOffer({
      apply: () => {
        const waiting = registration.waiting;
        if (waiting === null) reloadOnce();
        else takeOverAndReload(waiting);
      },
    });
  };

  /**
   * A worker of a new version has installed (it waits while tabs of the old one are open, or activates at once
   * when none is). When it holds this page's build, the page needs nothing: the worker may take over at once.
   * Otherwise the page is an older build, and "Reload to update" is offered.
   */
  const considerInstalled = async (worker: ServiceWorker): Promise<void> => {
    if (await holdsThisPage(worker)) {
      if (registration.waiting === worker) post(worker, { type: SKIP_WAITING });
    } else {
      offer();
    }
  };

  const follow = (worker: ServiceWorker): void => {
    const onStateChange = (): void => {
      if (worker.state !== 'installed') return;
      worker.removeEventListener('statechange', onStateChange);
      void considerInstalled(worker);
    };
    worker.addEventListener('statechange', onStateChange);
  };

  // A worker that was already waiting (installed during an earlier visit, or while this page loaded) or installing.
  if (registration.waiting !== null && registration.active !== null) void considerInstalled(registration.waiting);
  if (registration.installing !== null && registration.active !== null) follow(registration.installing);

  const onUpdateFound = (): void => {
    // The first worker of this browser installs without a previous version: nothing to offer.
    if (registration.installing !== null && registration.active !== null) follow(registration.installing);
  };
  registration.addEventListener('updatefound', onUpdateFound);
  stops.push(() => {
    registration.removeEventListener('updatefound', onUpdateFound);
  });

  // Another tab chose "Reload to update" (or was already the new build): the new worker now serves this page
  // too, without its build's files. Unless this page is that build, it is offered the reload.
  const onControllerChange = (): void => {
    const controller = serviceWorker.controller;
    if (takingOver || controller === null) return;
    void holdsThisPage(controller).then((holds) => {
      if (!holds) offer();
    });
  };
  serviceWorker.addEventListener('controllerchange', onControllerChange);
  stops.push(() => {
    serviceWorker.removeEventListener('controllerchange', onControllerChange);
  });

  // A tab left open for days would otherwise learn of a new version only at its next navigation.
  let lastCheck = Date.now();
  const check = (): void => {
    lastCheck = Date.now();
    registration.update().catch(() => undefined);
  };
  const interval = setInterval(() => {
    if (document.visibilityState === 'visible') check();
  }, UPDATE_CHECK_INTERVAL_MS);
  const onComeBack = (): void => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck >= UPDATE_CHECK_MIN_GAP_MS) check();
  };
  document.addEventListener('visibilitychange', onComeBack);
  window.addEventListener('online', onComeBack);
  stops.push(() => {
    clearInterval(interval);
    document.removeEventListener('visibilitychange', onComeBack);
    window.removeEventListener('online', onComeBack);
  });
}
