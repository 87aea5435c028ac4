// A page whose code is downloaded the first time it is shown, under the layout's Suspense boundary. The loader
// names the one export it needs (webpackExports), so the page's chunk takes that component and what it
// imports, not the rest of its feature.
//
// React's use() rather than lazy(): lazy() keeps a failed download's error for good, so a page whose chunk
// failed once (a network hiccup) would fail until the app is reloaded; here the next visit tries again. And a
// page already downloaded renders at once, without a pass through the fallback.
import { use, type ComponentType, type FunctionComponent } from 'react';

export interface LazyPage<Props extends object> extends FunctionComponent<Props> {
  /** Downloads the page's code now. */
  preload(): Promise<void>;
}

export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPage<Props> {
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

  function LazyLoadedPage(props: Props) {
    const Component = loaded ?? use(download());
    return <Component {...props} />;
  }
  return Object.assign(LazyLoadedPage, {
    preload: async () => {
      await download();
    },
  });
}

interface RouteWithElement {
  readonly element?: unknown;
  readonly children?: readonly RouteWithElement[];
}

function isLazyPage(type: unknown): type is LazyPage<object> {
  return typeof type === 'function' && 'preload' in type && typeof type.preload === 'function';
}

/** Downloads every lazy page of a route table: tests then render any page without suspending. */
export async function preloadPages(routes: readonly RouteWithElement[]): Promise<void> {
  const downloads: Promise<void>[] = [];
  const visit = (route: RouteWithElement): void => {
    const type: unknown = (route.element as { readonly type?: unknown } | undefined)?.type;
    if (isLazyPage(type)) downloads.push(type.preload());
    route.children?.forEach(visit);
  };
  routes.forEach(visit);
  await Promise.all(downloads);
}
