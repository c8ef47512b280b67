/**
 * The one place the site watches an element come into view (the breakdown and share bars animate
 * once at 35 %). Tests replace the global IntersectionObserver with a controllable fake.
 */
import { hasComeIntoView } from '../domain/visibility';

/** A browser that can tell when an element comes into view (jsdom and old engines cannot). */
export function canObserveVisibility(): boolean {
  return typeof globalThis.IntersectionObserver === 'function';
}

/**
 * Calls `onVisible` once, the first time at least `threshold` of the element is in the viewport.
 * Returns a function that stops watching, or null when IntersectionObserver is missing.
 */
export function observeVisibility(
  element: Element,
  threshold: number,
  onVisible: () => void,
): (() => void) | null {
  if (!canObserveVisibility()) return null;
  const observer = new IntersectionObserver(
    (entries) => {
      const seen = entries.some((entry) =>
        hasComeIntoView(entry.isIntersecting, entry.intersectionRatio, threshold),
      );
      if (!seen) return;
      observer.disconnect();
      onVisible();
    },
    { threshold },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
