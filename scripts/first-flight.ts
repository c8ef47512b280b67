/**
 * The first flight (issue 15): a prerendered page's HTML, brotli-compressed, should reach the
 * browser in the first round trip. TCP's initial window is 10 segments of 1460 bytes (14 600
 * bytes); the response's headers take some of it, so the page's compressed body may use 14 000.
 * Read by the critical-styles step of the build, its e2e test and the bench's budget.
 */
export const FIRST_FLIGHT_BYTES = 14_000;

/**
 * TCP's initial window itself: the response's status line and headers (about 980 bytes here, most
 * of it the Content-Security-Policy) and the compressed page must fit in it together. A page of
 * 13 707 bytes (2026-11-29, `/`) stayed under FIRST_FLIGHT_BYTES but not under this, and
 * Lighthouse's simulation gave it a second round trip: LCP 1.01 → 1.10 s.
 */
export const TCP_INITIAL_WINDOW_BYTES = 10 * 1460;
