import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyModule } from '../ui/lazy-part';
import { scrollToId } from '../ui/navigation';
import { yieldToMain } from '../ui/yield-to-main';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Every route's title and area: the prerendered page has its own in its HTML, so the table is
 * needed only from the first client-side navigation on; it loads once the app has started, in a
 * task of its own (its import appends preload links: not in hydration's effects; issue 15).
 */
const routeMeta = lazyModule(() => yieldToMain().then(() => import('./route-meta')));

/**
 * Per-route side effects of public-site §2.1: the document title, the body area class and the
 * scroll position (top on every route change, or the anchor when the address has a hash).
 */
export function RouteEffects() {
  const { pathname, hash } = useLocation();
  const [metaTable, setMetaTable] = useState(routeMeta.current);
  const meta = metaTable?.findRouteMeta(pathname) ?? null;
  const firstRender = useRef(true);

  useEffect(() => {
    if (!metaTable) void routeMeta.load().then(setMetaTable);
  }, [metaTable]);

  useIsomorphicLayoutEffect(() => {
    if (!meta) return;
    document.title = meta.title;
    const body = document.body;
    for (const cls of Array.from(body.classList)) {
      if (cls.startsWith('area-')) body.classList.remove(cls);
    }
    if (meta.area) body.classList.add(`area-${meta.area}`);
  }, [meta]);

  useEffect(() => {
    const isFirst = firstRender.current;
    firstRender.current = false;
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (id && !id.startsWith('open-')) {
      // Wait a frame so the new route's sections are in the document.
      const frame = requestAnimationFrame(() => scrollToId(id, isFirst ? 'auto' : 'smooth'));
      return () => cancelAnimationFrame(frame);
    }
    if (!isFirst) window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
    return undefined;
  }, [pathname, hash]);

  return null;
}
