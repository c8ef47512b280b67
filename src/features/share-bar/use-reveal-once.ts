import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { prefersReducedMotion } from '../../ui/navigation';
import { SHARE_REVEAL_THRESHOLD } from '../../domain/services/share';
import { canObserveVisibility, observeVisibility } from '../../ui/observe-visibility';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeToMotionPreference(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

/** Animate only in a browser that can observe visibility and has no reduced-motion wish. */
function canAnimateNow(): boolean {
  return canObserveVisibility() && !prefersReducedMotion();
}

/**
 * Whether the block should show its final state (public-site §4): false until at least 35 % of
 * the element has come into view, then true for good. The prerendered HTML and the hydration pass
 * render the final state (readable without JavaScript); with reduced motion or without
 * IntersectionObserver it stays final.
 */
export function useRevealOnce(ref: RefObject<HTMLElement | null>): {
  shown: boolean;
  animating: boolean;
} {
  const canAnimate = useSyncExternalStore(subscribeToMotionPreference, canAnimateNow, () => false);
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!canAnimate || revealed || !element) return undefined;
    return observeVisibility(element, SHARE_REVEAL_THRESHOLD, () => setRevealed(true)) ?? undefined;
  }, [canAnimate, revealed, ref]);

  return { shown: !canAnimate || revealed, animating: canAnimate && revealed };
}
