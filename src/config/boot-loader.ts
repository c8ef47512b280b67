/** The longest the entry waits for the first contentful paint (here and in first-paint.ts). */
export const FIRST_PAINT_TIMEOUT_MS = 2000;

/**
 * The root's class the loader sets: script runs, so the blocks below the first screen wait for
 * the entry to show them (src/ui/staged-blocks.ts); without script nothing waits.
 */
export const STAGING_CLASS = 'staged';

/**
 * If the entry has not shown the staged blocks by then (it never ran, or is still on its way),
 * the loader takes the root's mark off after this long and every block renders at once.
 */
export const STAGED_SAFETY_MS = 6000;

/**
 * The boot loader: the inline script of every prerendered page (a page that shows a glyph face's
 * character has one more before it, src/config/glyph-faces-loader.ts), in its head, in place of the
 * entry's `<script type="module">` (scripts/prerender.ts). The entry and its imports are fetched
 * only once the page has painted: a script fetched before the first paint, even one that does not
 * block it, competes with it on a slow network, and Lighthouse's simulation (lantern) counts every
 * request that ended before the paint into the paint's time (issue 15).
 *
 * Before the paint, it keeps forms from being sent the browser's way (as src/main.ts does again,
 * for the dev server's page, which has no loader). Text typed before the entry has loaded is found
 * by the early-input watcher from the fields' values (src/ui/form/early-input.ts). It reads no
 * storage: the kiosk mode's mark on the root is the entry's (src/main.ts), set before the full
 * stylesheets, which hold every kiosk rule (the first paint's inline rules have none:
 * tests/e2e/first-flight.spec.ts). A first `localStorage` read is a synchronous call to the
 * browser, 2–9 ms here, that held up the parser before the first paint on every visit
 * (docs/decisions.md, 2026-11-28).
 * It marks the root with STAGING_CLASS (its only class yet: the page's `<html>` has none), before
 * the body is parsed, so the page's blocks below the first screen are left out of its first
 * layout until the entry shows them, and takes the mark off after STAGED_SAFETY_MS whatever the
 * entry has done (a CSS animation cannot be the safety: the blocks that hold form controls wait
 * out of the layout tree, `display: none`, where no animation runs).
 * Then, once the page's first contentful paint is seen (or after FIRST_PAINT_TIMEOUT_MS, in a
 * hidden tab, which paints nothing, or a browser without paint timing), it imports the entry,
 * named by its own `data-src` (on `/` the first paint, without content, came up to 100 ms before
 * it). Every byte of the loader is in every page's first flight: it is kept short. It runs in the
 * head, before anything can paint, so it needs no buffered paint entries.
 *
 * Its text is constant, so the server's Content-Security-Policy allows it by its hash
 * (server/plugins/security.ts) and allows no other inline script. This module touches no DOM: the
 * server imports it.
 */
export const BOOT_LOADER_SCRIPT =
  '(()=>{' +
  'let d=document,s=d.currentScript.dataset.src,g=()=>{s&&import(s);s=0};' +
  `d.documentElement.className="${STAGING_CLASS}";` +
  `setTimeout(()=>d.documentElement.classList.remove("${STAGING_CLASS}"),${STAGED_SAFETY_MS});` +
  'd.onsubmit=e=>e.preventDefault();' +
  `setTimeout(g,${FIRST_PAINT_TIMEOUT_MS});` +
  'new PerformanceObserver(l=>l.getEntriesByName("first-contentful-paint")[0]&&g())' +
  '.observe({type:"paint"})' +
  '})()';

/** How the loader's tag begins, up to its entry's address (scripts/critical-styles.ts finds it). */
export const BOOT_LOADER_TAG_START = '<script data-src="';

/** The loader's tag for an entry script at `src` (a path on the site). */
export function bootLoaderTag(src: string): string {
  if (!/^\/[\w./-]+\.js$/.test(src)) throw new Error(`not an entry script address: ${src}`);
  return `${BOOT_LOADER_TAG_START}${src}">${BOOT_LOADER_SCRIPT}</script>`;
}
