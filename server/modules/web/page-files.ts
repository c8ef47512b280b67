import fs from 'node:fs';
import path from 'node:path';
import { ROUTES, type RouteEntry } from '../../../src/app/route-registry';
import { pageFiles, routeFile, shellRouteFor } from '../../../src/app/route-serving';

/**
 * The page addresses of the route registry mapped to the prerendered HTML files the build wrote
 * (`/` -> `index.html`, `/a/b` -> `a/b.html`). Read once at start.
 */
export function collectPageFiles(
  root: string,
  routes: readonly RouteEntry[] = ROUTES,
): Map<string, string> {
  const found = new Map<string, string>();
  for (const [route, file] of pageFiles(routes)) {
    if (fs.existsSync(path.join(root, file))) found.set(route, file);
  }
  return found;
}

/** The shell file that serves an address under a client-rendered route (`/account/...`). */
export function shellFileFor(
  pathname: string,
  pages: ReadonlyMap<string, string>,
  routes: readonly RouteEntry[] = ROUTES,
): string | undefined {
  const shell = shellRouteFor(pathname, routes);
  const file = shell ? routeFile(shell) : null;
  return shell && file && pages.get(shell.path) === file ? file : undefined;
}
