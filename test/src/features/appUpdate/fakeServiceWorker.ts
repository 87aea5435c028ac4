// jsdom has no service workers: stand-ins for the browser's ServiceWorkerContainer, registration and workers,
// moved through their life by the tests as the browser would (a new version found, installed, taking over).
import '../../testUtils/messageChannel';

/** A worker; `holdsPage` says whether it precaches the page's build (its answer to HOLDS_SCRIPTS). */
export class FakeWorker extends EventTarget {
  readonly scriptURL = 'http://localhost/sw.js';
  /** What the page sent it, in order. */
  readonly messages: unknown[] = [];
  /** The scripts the page asked about in its HOLDS_SCRIPTS messages. */
  readonly askedScripts: unknown[] = [];

  constructor(
    public state: ServiceWorkerState,
    private readonly holdsPage: boolean,
  ) {
    super();
  }

  postMessage(message: unknown, transfer: Transferable[] = []): void {
    this.messages.push(message);
    const { type, scripts } = message as { type?: unknown; scripts?: unknown };
    if (type === 'HOLDS_SCRIPTS') {
      this.askedScripts.push(scripts);
      (transfer[0] as MessagePort | undefined)?.postMessage(this.holdsPage);
    }
  }

  moveTo(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }

  asWorker(): ServiceWorker {
    return this as unknown as ServiceWorker;
  }
}

export class FakeRegistration extends EventTarget {
  installing: ServiceWorker | null = null;
  waiting: ServiceWorker | null = null;
  active: ServiceWorker | null = null;
  /** How many times the page asked for a new version. */
  updates = 0;
  unregistered = false;

  update(): Promise<void> {
    this.updates += 1;
    return Promise.resolve();
  }

  unregister(): Promise<boolean> {
    this.unregistered = true;
    return Promise.resolve(true);
  }

  /** The browser found a new version: it installs, then waits (with an active worker) or activates. */
  found(worker: FakeWorker): void {
    this.installing = worker.asWorker();
    this.dispatchEvent(new Event('updatefound'));
  }

  /** The worker found last has installed: it now waits for the active one's tabs to close. */
  installed(worker: FakeWorker): void {
    this.installing = null;
    this.waiting = worker.asWorker();
    worker.moveTo('installed');
  }
}

export class FakeContainer extends EventTarget {
  controller: ServiceWorker | null = null;
  readonly registration = new FakeRegistration();
  /** The registrations asked for: script and options. */
  readonly registered: [string, RegistrationOptions | undefined][] = [];
  refuse = false;

  register(script: string, options?: RegistrationOptions): Promise<ServiceWorkerRegistration> {
    this.registered.push([script, options]);
    if (this.refuse) return Promise.reject(new DOMException('refused', 'SecurityError'));
    return Promise.resolve(this.registration as unknown as ServiceWorkerRegistration);
  }

  getRegistrations(): Promise<readonly ServiceWorkerRegistration[]> {
    return Promise.resolve([this.registration as unknown as ServiceWorkerRegistration]);
  }

  /** `worker` takes over: it is active and controls the page. */
  takenOverBy(worker: FakeWorker): void {
    this.registration.waiting = null;
    this.registration.active = worker.asWorker();
    worker.moveTo('activating');
    this.controller = worker.asWorker();
    this.dispatchEvent(new Event('controllerchange'));
    worker.moveTo('activated');
  }

  asContainer(): ServiceWorkerContainer {
    return this as unknown as ServiceWorkerContainer;
  }
}

/**
 * A page of a production build served by an active worker: the page's entry script in its head, as the build
 * writes it, and a container whose active worker controls the page.
 */
export function controlledPage(): { container: FakeContainer; current: FakeWorker } {
  document.head.querySelectorAll('script').forEach((script) => {
    script.remove();
  });
  const script = document.createElement('script');
  script.src = '/assets/main.0123456789abcdef0123.js';
  script.defer = true;
  document.head.append(script);
  const container = new FakeContainer();
  const current = new FakeWorker('activated', true);
  container.registration.active = current.asWorker();
  container.controller = current.asWorker();
  return { container, current };
}
