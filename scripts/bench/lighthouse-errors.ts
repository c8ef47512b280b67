/**
 * A Lighthouse run that ends in a runtime error: which errors are the tool's own recording
 * failing (a sample taken again, like a sample the neighbours disturbed) and which say something
 * about the page (kept as the page's error).
 */

/**
 * Lighthouse's "Something went wrong with recording the trace over your page load. Please run
 * Lighthouse again." (`badTraceRecording` in lighthouse/core/lib/lh-error.js), a trace started
 * twice, and the DevTools protocol timing out: seen on this machine with one core kept busy
 * (NO_NAVSTART in 4 of 27 samples). Not retried: NO_FCP, NO_LCP, PAGE_HUNG, TARGET_CRASHED and
 * the document's own failures, which a page can cause.
 */
export const RECORDING_ERRORS: ReadonlySet<string> = new Set([
  'NO_TRACING_STARTED',
  'NO_RESOURCE_REQUEST',
  'NO_NAVSTART',
  'NO_DCL',
  'NO_FMP',
  'TRACING_ALREADY_STARTED',
  'PROTOCOL_TIMEOUT',
  'CRI_TIMEOUT',
]);

/** A run whose report carries a runtime error. */
export class LighthouseRunError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
    this.name = 'LighthouseRunError';
  }
}

/** Why a failed run is taken again (the reason shown beside the sample), or null to keep it. */
export function recordingFailure(error: unknown): string | null {
  if (!(error instanceof LighthouseRunError) || !RECORDING_ERRORS.has(error.code)) return null;
  return `Lighthouse's recording failed (${error.code})`;
}
