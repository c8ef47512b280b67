/**
 * A MediaQueryList as jsdom lacks one: it answers `matches` for `query` and never changes. For
 * tests/setup/unit.ts's stand-in matchMedia and the tests that stub one answer.
 */
export function staticMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  } as MediaQueryList;
}
