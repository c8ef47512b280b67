import { lazy, memo, Suspense, useContext, useEffect, useRef, type ComponentType } from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';
import { holdEarlyInput, replayEarlyInput } from './form/early-input';
import { IslandBoundary, IslandLoadError } from './island-boundary';
import { lazyModule } from './lazy-part';

/** How far below the screen a section starts loading: a fast scroll still finds it ready. */
const NEAR_MARGIN = '800px 0px';

/**
 * Calls `onNear` once, when `element` comes within NEAR_MARGIN of the viewport or is touched or
 * focused (a keyboard user tabbing into it), whichever is first. Returns the function that stops
 * watching. Without IntersectionObserver it calls at once.
 */
export function watchNear(element: Element, onNear: () => void, margin = NEAR_MARGIN): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  // On the document, in the capture phase: React stops focus and pointer events aimed at a section
  // it has not hydrated yet at its root (to replay them after), so they never reach the section.
  const doc = element.ownerDocument;
  let watching = true;
  const stop = () => {
    if (!watching) return;
    watching = false;
    observer.disconnect();
    doc.removeEventListener('focusin', onEvent, true);
    doc.removeEventListener('pointerdown', onEvent, true);
  };
  const near = () => {
    stop();
    onNear();
  };
  const onEvent = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) near();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) near();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  doc.addEventListener('focusin', onEvent, true);
  doc.addEventListener('pointerdown', onEvent, true);
  return stop;
}

/** A thenable that is already settled: React.lazy reads it in the same render. */
function settled<T>(value: T): PromiseLike<T> {
  return {
    then<R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null) {
      return settled(onFulfilled ? onFulfilled(value) : value) as unknown as PromiseLike<R1 | R2>;
    },
  };
}

/**
 * A section below the first screen whose code loads, and which hydrates, only when the visitor
 * comes near it (progressive hydration). The server renders it inside a Suspense boundary; in the
 * browser React keeps that server HTML on screen, working as plain HTML, until the chunk is in, and
 * then hydrates it. Rendered from scratch (a client-side navigation), it loads at once; leaving the
 * page before it was needed also lets it load, so a later page with the same section finds it.
 *
 * `anchorId` is the id of the section's root element in the server HTML; `source` its module's
 * path, as the build manifest names it (its styles are inlined in the pages that show it). The
 * component is
 * memoised on its props. A navigation gives React Router's location context a new value, which
 * reaches every boundary still waiting to hydrate: React must hydrate it before it commits the
 * navigation (a transition). So a section waiting for the visitor loads at once when the address
 * changes (the island reads the location for that alone); the navigation commits once it has.
 */
export type LazyIsland<P extends object> = ComponentType<P> & {
  /** Loads the section's module (once): server rendering loads every island first. */
  preload: () => Promise<unknown>;
};

/** The islands a server render has drawn (their source modules), for the page's styles. */
const renderedIslands = new Set<string>();

/**
 * The source modules (as the build manifest names them) of the islands rendered since the last
 * call, and forgets them: the prerender inlines their styles, which the page's own chunk does not
 * carry (an island's chunk loads only when the visitor comes near).
 */
export function takeRenderedIslands(): string[] {
  const sources = [...renderedIslands];
  renderedIslands.clear();
  return sources;
}

export function lazyIsland<P extends object>(
  anchorId: string,
  source: string,
  load: () => Promise<ComponentType<P>>,
): LazyIsland<P> {
  const component = lazyModule(load);

  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  /** The section, handing React what was typed into its server HTML once it has hydrated. */
  const hydrated = (Loaded: ComponentType<P>) => ({
    default: function HydratedIsland(props: P) {
      useEffect(() => {
        const anchor = document.getElementById(anchorId);
        if (anchor) replayEarlyInput(anchor);
      }, []);
      return <Loaded {...props} />;
    },
  });
  const Lazy = lazy<ComponentType<P>>(() => {
    const loaded = component.current();
    if (loaded) return settled(hydrated(loaded)) as Promise<{ default: ComponentType<P> }>;
    return released
      .then(component.load)
      .then(hydrated, (error: unknown) => Promise.reject(new IslandLoadError(error)));
  });

  function Island(props: P) {
    if (typeof document === 'undefined') renderedIslands.add(source);
    // Released during the render of a navigation, before React tries the boundary: idempotent,
    // like starting a fetch in render.
    const location = useContext(UNSAFE_LocationContext)?.location;
    const firstLocation = useRef(location);
    if (location !== firstLocation.current) release();
    useEffect(() => {
      if (component.current()) return undefined;
      const anchor = document.getElementById(anchorId);
      if (!anchor) {
        release();
        return undefined;
      }
      // What is typed into it before it hydrates waits for it (ui/form/early-input).
      holdEarlyInput(anchor);
      const stop = watchNear(anchor, release);
      return () => {
        stop();
        release();
        replayEarlyInput(anchor);
      };
    }, []);
    return (
      <IslandBoundary>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </IslandBoundary>
    );
  }
  return Object.assign(memo(Island), { preload: component.load });
}
