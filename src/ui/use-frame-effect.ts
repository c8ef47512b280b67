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
