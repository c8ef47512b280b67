declare const __BUILD_DATE__: string;

/**
 * The calendar date (YYYY-MM-DD) the pages were prerendered on. Dates that show "today" render this
 * on the server and during hydration, then switch to the visitor's today, so hydration never
 * mismatches.
 */
export const BUILD_DATE: string =
  typeof __BUILD_DATE__ === 'undefined' ? '2026-01-01' : __BUILD_DATE__;
