/**
 * A prerendered page carries inline only the rules its own markup uses (scripts/critical-styles.ts)
 * and names its full stylesheets in a `<noscript>` of its head (scripts/prerender.ts): no link the
 * browser would fetch before the first paint. The entry links them once the page has painted, and
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
 * The stylesheets a head's `<noscript>` names, in order. With script on, a noscript's content is
 * text; where it was parsed as elements (script off), its markup reads the same.
 */
export function noscriptStylesheets(doc: Document = document): string[] {
  const hrefs: string[] = [];
  for (const noscript of doc.head.querySelectorAll('noscript')) {
    for (const [, href] of noscript.innerHTML.matchAll(/<link\b[^>]*\bhref="([^"]+)"/g)) {
      if (href && !hrefs.includes(href)) hrefs.push(href);
    }
  }
  return hrefs;
}

export function loadPageStylesheets(doc: Document = document): Promise<void> {
  loading ??= (async () => {
    const linked = new Set(
      [...doc.querySelectorAll('link[rel="stylesheet"]')]
        .filter((link) => !link.closest('noscript'))
        .map((link) => link.getAttribute('href')),
    );
    const links = noscriptStylesheets(doc)
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
  })();
  return loading;
}

/** Forgets the promise (tests load several documents in one module instance). */
export function resetPageStylesheetsForTests(): void {
  loading = null;
}
