/**
 * Blocks below the first screen carry `RENDER_WHEN_NEAR` (global.css: `content-visibility: auto`):
 * the browser skips their style, layout and paint until the visitor comes near them, and counts
 * each as an estimated height until then. A scroll the app computes (a smooth scroll to a section)
 * must see the real heights, or it lands short by the difference as the blocks it passes are
 * drawn: `renderAllBlocks` has every such block drawn from then on (the page's start is over
 * by the time a visitor asks to go somewhere).
 */
export const RENDER_WHEN_NEAR = 'render-when-near';

/** The root's attribute under which every `RENDER_WHEN_NEAR` block is drawn (global.css). */
export const RENDER_ALL_ATTRIBUTE = 'data-render-all';

export function renderAllBlocks(doc: Document = document): void {
  doc.documentElement.setAttribute(RENDER_ALL_ATTRIBUTE, '');
}
