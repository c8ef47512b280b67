import { FIRST_PAINT_TIMEOUT_MS } from '../config/boot-loader';

/**
 * Resolves once the page's first contentful paint has happened (or cannot happen soon): the
 * prerendered HTML is on screen before the app's code starts to load and compete with it.
 *
 * Falls back to the next frame where the browser has no paint timing, resolves at once in a
 * hidden tab (which paints nothing until shown), and never waits longer than `timeoutMs`.
 */
export function afterFirstContentfulPaint(timeoutMs = FIRST_PAINT_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    const supported =
      typeof PerformanceObserver !== 'undefined' &&
      (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
    if (!supported) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    let observer: PerformanceObserver | null = null;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Resolves once the whole document has been parsed. The boot loader imports the entry at the first
 * contentful paint, which on a slow network comes before the rest of the page has arrived; the
 * app hydrates the whole page, never a part of it.
 */
export function afterDocumentParsed(doc: Document = document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
}
