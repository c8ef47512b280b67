import { findRoute, ISOLATED_AREAS, ROUTES, type RouteEntry } from './route-registry';

/**
 * How the registry's routes are served, derived from it for the prerender, the service worker and
 * the server (no React). Every function takes the route list, so a test can add an entry.
 */

/** The page for an address that names no route (status 404 online, the fallback offline). */
export const NOT_FOUND_FILE = '404.html';

/** The HTML file of an address under the `/x -> x.html` convention (`/` -> `index.html`). */
export function fileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** The prerendered file of a route, or null when it lives inside a shell. */
export function routeFile(route: RouteEntry): string | null {
  return route.serving === 'in-shell' ? null : fileFor(route.path);
}

/** `/a/b/` -> `/a/b` (the root stays `/`). */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The shell route that serves an address under it (`/account/x` -> the account shell). */
export function shellRouteFor(
  pathname: string,
  routes: readonly RouteEntry[] = ROUTES,
): RouteEntry | null {
  return (
    routes.find(
      (route) =>
        route.serving === 'shell' && withoutTrailingSlash(pathname).startsWith(`${route.path}/`),
    ) ?? null
  );
}

/** Every address with a file of its own, mapped to it (the server's pages, the prerender's list). */
export function pageFiles(routes: readonly RouteEntry[] = ROUTES): Map<string, string> {
  const files = new Map<string, string>();
  for (const route of routes) {
    const file = routeFile(route);
    if (file) files.set(route.path, file);
  }
  return files;
}

/** The file of an address that is a route with a file of its own (a trailing slash ignored). */
export function ownFile(pathname: string, routes: readonly RouteEntry[] = ROUTES): string | null {
  const clean = withoutTrailingSlash(pathname);
  const own = routes.find((route) => route.path === clean);
  return own ? routeFile(own) : null;
}

/**
 * The file a page navigation is answered with: the route's own, else its shell's, else null (the
 * not-found page).
 */
export function navigationFile(
  pathname: string,
  routes: readonly RouteEntry[] = ROUTES,
): string | null {
  const own = ownFile(pathname, routes);
  if (own) return own;
  const shell = shellRouteFor(pathname, routes);
  return shell ? routeFile(shell) : null;
}

/** Whether a route's document is isolated (ISOLATED_AREAS). */
export function isIsolatedRoute(route: RouteEntry): boolean {
  return route.area !== null && ISOLATED_AREAS.includes(route.area);
}

/**
 * Whether the document an address is loaded as is isolated: the address's own route, else the
 * shell that serves it; the not-found page is not.
 */
export function isIsolatedAddress(
  pathname: string,
  routes: readonly RouteEntry[] = ROUTES,
): boolean {
  const clean = withoutTrailingSlash(pathname);
  const route = findRoute(clean, routes) ?? shellRouteFor(clean, routes);
  return route !== null && isIsolatedRoute(route);
}

/** The prerendered files of isolated documents (`account.html`, ...): the server marks them. */
export function isolatedFiles(routes: readonly RouteEntry[] = ROUTES): Set<string> {
  const isolated = [...pageFiles(routes)].filter(([path]) => isIsolatedAddress(path, routes));
  return new Set(isolated.map(([, file]) => file));
}

/** The address rendered for the not-found page (no route has it). */
export const NOT_FOUND_URL = '/__not-found__';

/** What the build prerenders: every route with a file, then the not-found page. */
export function prerenderList(
  routes: readonly RouteEntry[] = ROUTES,
): { url: string; file: string }[] {
  return [
    ...[...pageFiles(routes)].map(([url, file]) => ({ url, file })),
    { url: NOT_FOUND_URL, file: NOT_FOUND_FILE },
  ];
}
