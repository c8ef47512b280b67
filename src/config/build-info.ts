declare const __BUILD_DATE__: string;
declare const __APP_VERSION__: string;

/**
 * The calendar date (YYYY-MM-DD) the pages were prerendered on. Dates that show "today" render this
 * on the server and during hydration, then switch to the visitor's today, so hydration never
 * mismatches.
 */
export const BUILD_DATE: string =
  typeof __BUILD_DATE__ === 'undefined' ? '2026-01-01' : __BUILD_DATE__;

/** The version of the app that computed an estimate ('0.1.0+2026-11-25'), sent with it. */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'undefined' ? 'dev' : __APP_VERSION__;
