/**
 * The one place the share bar touches IntersectionObserver, so tests can put a controllable fake
 * in its place (jsdom has none, and the test setup's stand-in cannot be replaced).
 */
export function canObserveIntersection(): boolean {
  return typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function';
}

export function createIntersectionObserver(
  callback: IntersectionObserverCallback,
  options: IntersectionObserverInit,
): IntersectionObserver {
  return new IntersectionObserver(callback, options);
}
