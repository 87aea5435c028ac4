// jsdom lacks these Web APIs that react-router and antd expect in a browser.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no matchMedia; antd's responsive helpers call it. Width queries are answered for the window's
// width (jsdom's 1024 px, or what a test sets), so pages lay out as on that screen; other features never match.
// Only the modern listener methods are given.
const WIDTH_CONDITION = /\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g;

function matchesWidthQuery(query: string): boolean {
  const conditions = [...query.matchAll(WIDTH_CONDITION)];
  return (
    conditions.length > 0 &&
    conditions.every(([, bound, pixels]) =>
      bound === 'min' ? window.innerWidth >= Number(pixels) : window.innerWidth <= Number(pixels),
    )
  );
}

if (!('matchMedia' in window)) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) =>
      ({
        matches: matchesWidthQuery(query),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  });
}

// react-router's data routers build a Fetch `Request` for every navigation, and jsdom has no Fetch API. This
// stand-in carries what a navigation without loaders or actions reads: url, method, signal.
class NavigationRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal | null;

  constructor(input: string | URL | NavigationRequest, init: RequestInit = {}) {
    this.url = input instanceof NavigationRequest ? input.url : String(input);
    this.method = (init.method ?? 'GET').toUpperCase();
    this.signal = init.signal ?? null;
  }
}

if (!('Request' in globalThis)) {
  Object.assign(globalThis, { Request: NavigationRequest });
}

// antd's Drawer measures the scrollbar with getComputedStyle(element, '::-webkit-scrollbar'); jsdom logs
// "Not implemented" for the pseudo-element argument. The element's own style is a fine answer in tests.
const computedStyleOf = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyleOf(element);

// antd's TextArea, Tabs and Table measure themselves with ResizeObserver; nothing resizes in jsdom.
if (!('ResizeObserver' in globalThis)) {
  Object.assign(globalThis, {
    ResizeObserver: class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    },
  });
}
