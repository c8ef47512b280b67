/**
 * A script added to every document before its own scripts run. On every animation frame it looks
 * at the page's h1 and sets two performance marks (times from navigation start):
 *
 * - HEADING_RENDERED: the first frame in which the h1 is laid out with text, not display:none,
 *   not visibility:hidden and not at opacity 0 (itself or an ancestor) — the heading is painted.
 *   Like Lighthouse's LCP, this does not ask whether something is drawn over it.
 * - HEADING_UNCOVERED: the first frame in which, in addition, nothing covers it: the element at
 *   the centre of its box is the h1, inside it or an ancestor of it (the home preloader covers it
 *   until the preloader starts to fade out).
 *
 * A string, not a function: the TypeScript runner would add helpers the page does not have.
 */
export const HEADING_RENDERED = 'bench:heading-rendered';
export const HEADING_UNCOVERED = 'bench:heading-uncovered';

export const HEADING_WATCHER_SCRIPT = `(() => {
  let rendered = false;
  const shown = (h) => {
    const box = h.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || !(h.textContent || '').trim()) return false;
    if (getComputedStyle(h).visibility === 'hidden') return false;
    for (let el = h; el; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || Number(style.opacity) === 0) return false;
    }
    return true;
  };
  const uncovered = (h) => {
    const box = h.getBoundingClientRect();
    const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    if (!inView) return true;
    const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === h || h.contains(hit) || hit.contains(h));
  };
  const check = () => {
    const h = document.querySelector('h1');
    if (h && shown(h)) {
      if (!rendered) {
        rendered = true;
        performance.mark(${JSON.stringify(HEADING_RENDERED)});
      }
      if (uncovered(h)) {
        performance.mark(${JSON.stringify(HEADING_UNCOVERED)});
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** An expression for the page: the mark's time in ms, or false while it is not set. */
export function markTimeExpression(mark: string): string {
  return `(() => { const entry = performance.getEntriesByName(${JSON.stringify(mark)})[0]; return entry ? entry.startTime : false; })()`;
}
