// Web APIs that antd and our pages use and jsdom lacks, for the component tests of the job-search pages.
// Imported before anything renders; each stub does the least the code under test relies on.

/** MessageChannel: antd's Select and Form schedule macrotasks through one. */
class StubMessagePort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  other: StubMessagePort | null = null;

  postMessage(data: unknown): void {
    const target = this.other;
    setTimeout(() => {
      target?.onmessage?.({ data });
    }, 0);
  }

  close(): void {
    this.onmessage = null;
  }
}

class StubMessageChannel {
  readonly port1 = new StubMessagePort();
  readonly port2 = new StubMessagePort();

  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}

/** ResizeObserver: antd's Tabs and Table measure themselves; nothing ever resizes in jsdom. */
class StubResizeObserver {
  observe(): void {
    /* nothing resizes */
  }

  unobserve(): void {
    /* nothing to forget */
  }

  disconnect(): void {
    /* nothing to forget */
  }
}

if (!('MessageChannel' in globalThis)) Object.assign(globalThis, { MessageChannel: StubMessageChannel });
if (!('ResizeObserver' in globalThis)) Object.assign(globalThis, { ResizeObserver: StubResizeObserver });

/**
 * IntersectionObserver under the test's control: `intersect(element)` tells the observers of that element it
 * came into view; `observed()` lists what is being watched.
 */
type IntersectionCallback = (entries: { isIntersecting: boolean; target: Element }[]) => void;

const observers = new Set<ControlledIntersectionObserver>();

class ControlledIntersectionObserver {
  readonly elements = new Set<Element>();

  constructor(readonly callback: IntersectionCallback) {
    observers.add(this);
  }

  observe(element: Element): void {
    this.elements.add(element);
  }

  unobserve(element: Element): void {
    this.elements.delete(element);
  }

  disconnect(): void {
    this.elements.clear();
    observers.delete(this);
  }

  takeRecords(): [] {
    return [];
  }
}

Object.assign(globalThis, { IntersectionObserver: ControlledIntersectionObserver });

export const intersections = {
  /** Tells every observer of `element` that it is now in view. */
  intersect(element: Element): void {
    for (const observer of [...observers]) {
      if (observer.elements.has(element)) observer.callback([{ isIntersecting: true, target: element }]);
    }
  },
  observed(): Element[] {
    return [...observers].flatMap((observer) => [...observer.elements]);
  },
};
