import { useEffect, type DependencyList } from 'react';

/**
 * Runs `measure` in the next animation frame after a commit (again when `deps` change), for effects
 * that read layout (scroll widths, boxes). The browser lays the page out for that frame anyway;
 * read in the effect itself, right after hydration's commit, the layout is forced inside the
 * commit's task and lengthens it (issue 15). Cancelled when the component unmounts or the deps
 * change before the frame.
 */
export function useFrameEffect(measure: () => void, deps: DependencyList): void {
  useEffect(() => {
    const frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
    // The caller lists what `measure` reads, as for useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}

/** Scrolls a sideways-scrolling `strip` so that `item` is in its middle, without moving the page. */
export function centreInStrip(strip: HTMLElement | null, item: HTMLElement | null | undefined) {
  if (!strip || !item || strip.scrollWidth <= strip.clientWidth) return;
  strip.scrollLeft = item.offsetLeft - (strip.clientWidth - item.offsetWidth) / 2;
}
