import type { ComponentType } from 'react';
import { lazyPart } from '../ui/lazy-part';

export interface LazyPage<P extends object> {
  /** Renders the page: directly once its module is loaded, else through Suspense. */
  Page: ComponentType<P>;
  /** Loads the page's module (once). */
  preload: () => Promise<unknown>;
  /** The module's source path, as Vite's build manifest names it. */
  source: string;
}

function PageLoading() {
  return <div className="page-loading" role="status" aria-label="Загрузка" />;
}

/**
 * A route's page in its own chunk. Prerendering preloads every page and the browser preloads the
 * current one before hydrating, so the first render is the page itself on both sides (no Suspense
 * boundary, no hydration mismatch); later navigations load the chunk on demand.
 */
export function lazyPage<P extends object>(
  source: string,
  load: () => Promise<ComponentType<P>>,
): LazyPage<P> {
  const { Part, preload } = lazyPart(load, <PageLoading />, { register: false });
  return { Page: Part, preload, source };
}
