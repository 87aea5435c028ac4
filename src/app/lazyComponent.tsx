// A component whose code is downloaded the first time it is shown, under a Suspense boundary: the pages (the
// frame shows PageLoading meanwhile), the drawer menu, the live notifications and the list's table.
//
// React's use() rather than lazy(): lazy() keeps a failed download's error for good, so a page whose chunk
// failed once (a network hiccup) would fail until the app is reloaded; here the next visit tries again. And a
// component already downloaded renders at once, without a pass through the fallback.
import { isValidElement, use, type ComponentType, type FunctionComponent, type ReactNode } from 'react';

export interface LazyComponent<Props extends object> extends FunctionComponent<Props> {
  /** Downloads the component's code now. Never rejects: a failed download is retried, and shown, by the render. */
  preload(): Promise<void>;
}

/** Every lazy component made, for preloadLazyComponents and preloadLazyElement. */
const lazyComponents = new Set<LazyComponent<never>>();

export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  // The same promise until it settles: use() recognises it when React retries the suspended render.
  let loading: Promise<ComponentType<Props>> | undefined;
  const download = (): Promise<ComponentType<Props>> => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function LazyLoaded(props: Props) {
    const Component = loaded ?? use(download());
    return <Component {...props} />;
  }
  const component = Object.assign(LazyLoaded, {
    preload: () =>
      download().then(
        () => undefined,
        () => undefined,
      ),
  });
  lazyComponents.add(component);
  return component;
}

/**
 * Downloads every lazy component made so far, and those that the downloaded code makes in turn (a page's own lazy
 * parts): tests then render any page without suspending.
 */
export async function preloadLazyComponents(): Promise<void> {
  let preloaded = 0;
  while (preloaded < lazyComponents.size) {
    const pending = [...lazyComponents].slice(preloaded);
    preloaded = lazyComponents.size;
    await Promise.all(pending.map((component) => component.preload()));
  }
}

/**
 * Downloads the code of `element` now when it is a lazy component's element, and settles once it is there (never
 * rejects, as preload). The entry point asks it for the page at each address the router gets to.
 */
export function preloadLazyElement(element: ReactNode): Promise<void> {
  return isValidElement(element) && isLazyComponent(element.type) ? element.type.preload() : Promise.resolve();
}

function isLazyComponent(type: unknown): type is LazyComponent<never> {
  return lazyComponents.has(type as LazyComponent<never>);
}
