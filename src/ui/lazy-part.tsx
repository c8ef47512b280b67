import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

export interface LazyPart<P extends object> {
  /** Renders the component: directly once its module is loaded, else through Suspense. */
  Part: ComponentType<P>;
  /** Loads the component's module (once). */
  preload: () => Promise<unknown>;
}

const registry: (() => Promise<unknown>)[] = [];

/** Adds a loader to what `preloadLazyParts` loads (server rendering, tests). */
export function registerPreload(preload: () => Promise<unknown>): void {
  registry.push(preload);
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
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  if (register) registry.push(preload);
  const Lazy = lazy(async () => ({ default: await preload() }));

  function Part(props: P) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Part, preload };
}

export interface LazyModule<T> {
  /** The module once loaded, else null. */
  current(): T | null;
  /** Loads the module (once). */
  load(): Promise<T>;
}

/** A module (not a component) loaded on first use, e.g. the site search's index and matcher. */
export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  registry.push(preload);
  return { current: () => loaded, load: preload };
}

/** Loads every lazy part and module made so far: server rendering and tests render them synchronously. */
export async function preloadLazyParts(): Promise<void> {
  await Promise.all(registry.map((preload) => preload()));
}
