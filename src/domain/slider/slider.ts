/** Slider rules of the home projects cards (public-site §2.7, §9). */

/** A swipe must move farther than this many pixels to change the slide. */
export const SWIPE_THRESHOLD_PX = 40;
/** Cross-fade duration between two slides. */
export const SLIDE_FADE_MS = 260;

/** Brings any index into 0..count-1, wrapping both ways; 0 when there are no slides. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** One step forward (+1) or back (-1) from `current`, wrapping around. */
export function stepIndex(current: number, count: number, step: number): number {
  return wrapIndex(current + step, count);
}

/**
 * The slide after a horizontal swipe of `deltaX` pixels (end x minus start x). A swipe to the left
 * (negative) shows the next slide, to the right (positive) the previous one; a movement of at most
 * `threshold` pixels keeps the current slide.
 */
export function nextIndex(
  current: number,
  count: number,
  deltaX: number,
  threshold: number = SWIPE_THRESHOLD_PX,
): number {
  if (count <= 1 || Math.abs(deltaX) <= threshold) return wrapIndex(current, count);
  return stepIndex(current, count, deltaX < 0 ? 1 : -1);
}
