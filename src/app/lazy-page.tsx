import { lazy, Suspense, type ComponentType } from 'react';

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
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));

  function Page(props: P) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Page, preload, source };
}
