/**
 * The home preloader's schedule (public-site §2.4, §9): assets are fetched in batches of 4 with a
 * 60 ms pause between batches, work starts when the browser is idle (at the latest after 200 ms),
 * and the preloader ends when everything has loaded and at least 1200 ms have passed.
 */
export const PRELOAD_BATCH_SIZE = 4;
export const PRELOAD_BATCH_DELAY_MS = 60;
export const PRELOAD_IDLE_TIMEOUT_MS = 200;
export const PRELOADER_MIN_MS = 1200;
/** A hard cap so a hanging request never keeps the page locked (the CSS safety hides it too). */
export const PRELOADER_MAX_MS = 6000;
/** Dispatched on window when the preloader ends; the dock slides in on it. */
export const PRELOADER_DONE_EVENT = 'kub:preloader-done';

/** Splits items into consecutive batches of `size` (the last one may be shorter). */
export function batch<T>(items: readonly T[], size: number = PRELOAD_BATCH_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('batch size must be 1 or more');
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}

export interface BatchWindow {
  /** When the batch starts, in ms after the preload work started. */
  start: number;
  /** When its last item settled. */
  end: number;
}

/**
 * When each batch runs, given how long each batch took to settle: the first starts at once, each
 * next one `delayMs` after the previous one settled.
 */
export function batchTimeline(
  durations: readonly number[],
  delayMs: number = PRELOAD_BATCH_DELAY_MS,
): BatchWindow[] {
  const windows: BatchWindow[] = [];
  let start = 0;
  durations.forEach((duration, index) => {
    if (index > 0) start += delayMs;
    windows.push({ start, end: start + duration });
    start += duration;
  });
  return windows;
}

/**
 * When the preloader ends (ms after it appeared): once every asset settled and the minimum has
 * passed, but never later than the cap.
 */
export function preloaderEndTime(
  loadedAtMs: number,
  minMs: number = PRELOADER_MIN_MS,
  maxMs: number = PRELOADER_MAX_MS,
): number {
  return Math.min(Math.max(loadedAtMs, minMs), maxMs);
}

/**
 * What is left of a span counted from when the preloader appeared (its minimum, its cap) once its
 * script starts `shownForMs` later: on `/` the spinner is in the prerendered HTML, painted with the
 * page's first contentful paint, well before the app hydrates and starts its timers.
 */
export function remainingOnScreen(spanMs: number, shownForMs: number): number {
  return Math.max(0, spanMs - Math.max(0, shownForMs));
}

/** Whether the preloader may end now. */
export function shouldEndPreloader(
  elapsedMs: number,
  allLoaded: boolean,
  minMs: number = PRELOADER_MIN_MS,
  maxMs: number = PRELOADER_MAX_MS,
): boolean {
  if (elapsedMs >= maxMs) return true;
  return allLoaded && elapsedMs >= minMs;
}
