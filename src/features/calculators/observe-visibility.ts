/**
 * Calls `onVisible` once, the first time at least `threshold` of the element is in the viewport.
 * Returns a function that stops watching, or null when IntersectionObserver is missing.
 */
export function observeVisibility(
  element: Element,
  threshold: number,
  onVisible: () => void,
): (() => void) | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.intersectionRatio >= threshold)) {
        observer.disconnect();
        onVisible();
      }
    },
    { threshold },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
