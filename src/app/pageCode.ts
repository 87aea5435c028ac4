// The code of the pages at an address, downloaded as soon as the app knows it goes there: at start-up beside the
// language's catalog, and after each move of the router, rather than once the tree above the page has rendered.
import { type Location, matchRoutes } from 'react-router';
import type { ReactNode } from 'react';
import { preloadLazyElement } from './lazyComponent';
import { routes } from './routes';

interface RouteMatches {
  readonly matches: readonly { readonly route: { readonly element?: ReactNode } }[];
}

/** Settles once the code of every page among the router's matches is there (never rejects: see preload). */
export const preloadPagesOf = ({ matches }: RouteMatches): Promise<unknown> =>
  Promise.all(matches.map(({ route }) => preloadLazyElement(route.element)));

/** The same for an address the router has not reached yet. */
export const preloadPagesAt = (location: string | Partial<Location>): Promise<unknown> =>
  preloadPagesOf({ matches: matchRoutes(routes, location) ?? [] });
