import type { ReactElement } from 'react';
import { matchRoutes, useRoutes } from 'react-router-dom';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { ROUTES, type PageRef } from './route-registry';
import { isIsolatedRoute } from './route-serving';
import { IsolatedPage } from './isolated-page';
import { allPages, pageChunk, pageLoader } from './page-loaders';
import { yieldToMain } from '../ui/yield-to-main';

interface ClientRoute {
  path: string;
  element: ReactElement;
  pageRef: PageRef | null;
}

/**
 * React Router's routes, derived from the registry: a shell serves its address and every address
 * under it; an address inside a shell has no route of its own (the shell reads it). The pages of
 * isolated areas are entered as documents of their own (IsolatedPage).
 */
const CLIENT_ROUTES: ClientRoute[] = [
  ...ROUTES.filter((route) => route.serving !== 'in-shell').map((route) => {
    const page = pageLoader(route.page).render(route.page);
    return {
      path: route.serving === 'shell' ? `${route.path}/*` : route.path,
      element: isIsolatedRoute(route) ? <IsolatedPage>{page}</IsolatedPage> : page,
      pageRef: route.page,
    };
  }),
  // The not-found page is in the main bundle.
  { path: '*', element: <NotFoundPage />, pageRef: null },
];

/** The page an address renders, if any. */
function pageFor(pathname: string): PageRef | null {
  const matches = matchRoutes(CLIENT_ROUTES, pathname);
  return matches?.[matches.length - 1]?.route.pageRef ?? null;
}

/**
 * Loads the current address's page before hydration, so the first render needs no Suspense. The
 * match (React Router flattens and ranks every route) and the page's import (the preload helper
 * adds a link for each chunk it needs) are 2-4 ms each at the host's speed: a task each.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const ref = pageFor(pathname);
  if (!ref) return;
  await yieldToMain();
  await pageChunk(ref).preload();
}

/** Loads every page (server rendering renders any of them synchronously). */
export async function preloadAllRoutes(): Promise<void> {
  await Promise.all(allPages().map((page) => page.preload()));
}

/** The source module of an address's page, for the prerender's preload links. */
export function routeSource(pathname: string): string | null {
  const ref = pageFor(pathname);
  return ref ? pageChunk(ref).source : null;
}

export function AppRoutes() {
  return useRoutes(CLIENT_ROUTES);
}
