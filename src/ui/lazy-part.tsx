import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

export interface LazyPart<P extends object> {
  /** Renders the component: directly once its module is loaded, else through Suspense. */
  Part: ComponentType<P>;
  /** Loads the component's module (once). */
  preload: () => Promise<unknown>;
}

const registry: (() => Promise<unknown>)[] = [];

export interface LazyModule<T> {
  /** The module once loaded, else null. */
  current(): T | null;
  /** Loads the module (once). */
  load(): Promise<T>;
}

/**
 * A module (not a component) loaded on first use, e.g. the site search's index and matcher; also
 * what lazyPart and lazyIsland are made of. `register: false` keeps it out of `preloadLazyParts`.
 */
export function lazyModule<T>(
  load: () => Promise<T>,
  { register = true }: { register?: boolean } = {},
): LazyModule<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // Not kept: a later call (a server render, a test) asks again.
        loading = null;
        throw error;
      },
    ));
  if (register) registry.push(preload);
  return { current: () => loaded, load: preload };
}

/**
 * A component in its own chunk, loaded when it is first rendered: for what a visitor may never
 * open (a modal, the services overlay, the search results), so it costs nothing on the first load.
 * While loading it renders `fallback` (nothing by default); once loaded it renders synchronously,
 * with no Suspense boundary. Offline the chunk comes from the service worker's precache.
 * `register: false` keeps it out of `preloadLazyParts` (route pages have their own preloading).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
  { register = true }: { register?: boolean } = {},
): LazyPart<P> {
  const component = lazyModule(load, { register });
  const Lazy = lazy(async () => ({ default: await component.load() }));

  function Part(props: P) {
    const Loaded = component.current();
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Part, preload: component.load };
}

/** Loads every lazy part and module made so far: server rendering and tests render them synchronously. */
export async function preloadLazyParts(): Promise<void> {
  await Promise.all(registry.map((preload) => preload()));
}
