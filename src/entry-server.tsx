import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { findRouteMeta, type RouteMeta } from './app/route-meta';
import { prerenderList } from './app/route-serving';
import { preloadAllRoutes as preloadPages, routeSource } from './app/routes';
import { preloadLazyParts } from './ui/lazy-part';
import { takeRenderedIslands } from './ui/lazy-island';

export { routeSource };

/**
 * Loads every page and every part loaded on demand in the browser (modals, sections hydrated when
 * near): the server renders them all synchronously.
 */
export async function preloadAllRoutes(): Promise<void> {
  await preloadPages();
  await preloadLazyParts();
}

export interface PrerenderedPage {
  meta: RouteMeta;
  html: string;
  /** The sections hydrated on approach that the page shows (their source modules). */
  islands: string[];
}

/** Renders one address of the site to HTML, as the browser will hydrate it. */
export function render(url: string): PrerenderedPage {
  takeRenderedIslands();
  const pathname = new URL(url, 'http://prerender.local').pathname;
  const meta = findRouteMeta(pathname);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  return { meta, html, islands: takeRenderedIslands() };
}

/** The addresses written to HTML files at build time (plus the not-found page), from the registry. */
export function prerenderTargets(): { url: string; file: string }[] {
  return prerenderList();
}
