/**
 * A prerendered page carries inline only the rules its own markup uses (scripts/critical-styles.ts)
 * and names its full stylesheets (and its web app manifest) in a `<noscript>` of its head
 * (scripts/prerender.ts): no link the browser would fetch before the first paint. The entry links them once the page has painted, and
 * the app waits for them before it hydrates: from then on, a state the app sets (an open menu, a
 * modal, another page) has its rules. The chunk loader (Vite's preload helper) finds these links
 * and does not load the same files again.
 *
 * The same promise for every caller; a stylesheet that fails to load (offline and not cached)
 * does not hold the app back.
 */
let loading: Promise<void> | null = null;

/** A media query no screen matches: the sheet is fetched but not applied. */
const NOT_YET = 'not all';

/**
 * The addresses of the links of this `rel` that a head's `<noscript>` holds, in order. With script
 * on, a noscript's content is text; where it was parsed as elements (script off), its markup reads
 * the same. The prerendered page writes `rel` before `href` (scripts/prerender.ts).
 */
export function noscriptLinks(rel: string, doc: Document = document): string[] {
  const hrefs: string[] = [];
  const link = new RegExp(`<link\\b[^>]*\\brel="${rel}"[^>]*\\bhref="([^"]+)"`, 'g');
  for (const noscript of doc.head.querySelectorAll('noscript')) {
    for (const [, href] of noscript.innerHTML.matchAll(link)) {
      if (href && !hrefs.includes(href)) hrefs.push(href);
    }
  }
  return hrefs;
}

/**
 * Links the web app manifest, which the page names in its `<noscript>`: in the HTML, Chromium
 * fetched it (and then its icons) as soon as the page had loaded, often before the first paint
 * (issue 15). Called once the page has painted; the PWA stays installable.
 */
export function linkManifest(doc: Document = document): void {
  const [href] = noscriptLinks('manifest', doc);
  if (!href || doc.head.querySelector(':scope > link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.setAttribute('href', href);
  doc.head.append(link);
}

export function loadPageStylesheets(doc: Document = document): Promise<void> {
  loading ??= (async () => {
    const linked = new Set(
      [...doc.querySelectorAll('link[rel="stylesheet"]')]
        .filter((link) => !link.closest('noscript'))
        .map((link) => link.getAttribute('href')),
    );
    const links = noscriptLinks('stylesheet', doc)
      .filter((href) => !linked.has(href))
      .map((href) => {
        const link = doc.createElement('link');
        link.rel = 'stylesheet';
        link.setAttribute('href', href);
        link.media = NOT_YET;
        return link;
      });
    // All of them are applied in one go once all have arrived: the inline rules repeat part of
    // each file, so while only some had arrived, an earlier file's rules would follow (and
    // override) a later one's, and the page would change until the rest came.
    const arrived = links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    );
    // After the page's own styles (and anything else in the head), in the order named.
    doc.head.append(...links);
    await Promise.all(arrived);
    for (const link of links) link.removeAttribute('media');
    // Styled here and now, in the task of the last sheet's arrival, instead of in the next frame
    // with its paint: a sheet changed, so every element's style is computed again (3–5 ms of
    // the host's CPU), and with the frame's own work the task was long on the phone
    // (docs/decisions.md, 2026-11-30).
    if (links.length > 0) doc.documentElement.getBoundingClientRect();
  })();
  return loading;
}

/** Forgets the promise (tests load several documents in one module instance). */
export function resetPageStylesheetsForTests(): void {
  loading = null;
}
