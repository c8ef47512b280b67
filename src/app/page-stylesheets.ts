/**
 * A prerendered page carries inline only the rules its own markup uses (scripts/critical-styles.ts)
 * and names its full stylesheets with `disabled` links, which the browser does not fetch. The
 * entry applies them once the page has painted, and the app waits for them before it hydrates:
 * from then on, a state the app sets (an open menu, a modal, another page) has its rules.
 *
 * The same promise for every caller; a stylesheet that fails to load (offline and not cached)
 * does not hold the app back.
 */
let loading: Promise<void> | null = null;

/** A media query no screen matches: the sheet is fetched but not applied. */
const NOT_YET = 'not all';

export function loadPageStylesheets(doc: Document = document): Promise<void> {
  loading ??= (async () => {
    const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')];
    // All of them are applied in one go once all have arrived: the inline rules repeat part of
    // each file, so while only some had arrived, an earlier file's rules would follow (and
    // override) a later one's, and the page would change until the rest came.
    await Promise.all(
      links.map(
        (link) =>
          new Promise<void>((resolve) => {
            link.addEventListener('load', () => resolve(), { once: true });
            link.addEventListener('error', () => resolve(), { once: true });
            link.media = NOT_YET;
            link.removeAttribute('disabled');
          }),
      ),
    );
    for (const link of links) link.removeAttribute('media');
  })();
  return loading;
}

/** Forgets the promise (tests load several documents in one module instance). */
export function resetPageStylesheetsForTests(): void {
  loading = null;
}
