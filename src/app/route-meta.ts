import { site } from '../config/site';
import { ROUTES, type BodyArea, type RouteEntry } from './route-registry';
import { detailsOf } from './route-details';
import { NOT_FOUND_FILE, routeFile, shellRouteFor, withoutTrailingSlash } from './route-serving';

export type { BodyArea };

/** What the document shows for an address: derived from the route registry. */
export interface RouteMeta {
  /** The route's address. */
  path: string;
  /** Document title; the unknown route gets the bare product title. */
  title: string;
  description: string;
  area: BodyArea | null;
  /** Output HTML file of the prerender, or null when rendered inside a shell. */
  file: string | null;
}

/** The page's name, then the product (the home page's name already starts with it). */
export function titleOf(route: RouteEntry): string {
  return route.name.startsWith(site.product) ? route.name : `${route.name} — ${site.product}`;
}

export function metaOf(route: RouteEntry): RouteMeta {
  return {
    path: route.path,
    title: titleOf(route),
    description: detailsOf(route).description,
    area: route.area,
    file: routeFile(route),
  };
}

export const ROUTE_META: readonly RouteMeta[] = ROUTES.map(metaOf);

/** The title of an address that matches no route. */
export const NOT_FOUND_META: RouteMeta = {
  path: '*',
  title: site.product,
  description: 'Страница не найдена.',
  area: null,
  file: NOT_FOUND_FILE,
};

/** The meta of an address; any other address under a shell is the shell's (accounts §2.5). */
export function findRouteMeta(pathname: string): RouteMeta {
  const clean = withoutTrailingSlash(pathname);
  const exact = ROUTES.find((route) => route.path === clean);
  if (exact) return metaOf(exact);
  const shell = shellRouteFor(clean);
  return shell ? metaOf(shell) : NOT_FOUND_META;
}
