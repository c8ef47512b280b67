/**
 * The first flight (issue 15): a prerendered page's HTML, brotli-compressed, should reach the
 * browser in the first round trip. TCP's initial window is 10 segments of 1460 bytes (14 600
 * bytes); the response's headers take some of it, so the page's compressed body may use 14 000.
 * Read by the critical-styles step of the build, its e2e test and the bench's budget.
 */
export const FIRST_FLIGHT_BYTES = 14_000;
