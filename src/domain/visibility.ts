/**
 * Whether an intersection report means "at least `threshold` of the element is in view". Browsers
 * may report a ratio a hair under the threshold at the crossing itself, hence the small tolerance.
 * Pure.
 */
export function hasComeIntoView(
  isIntersecting: boolean,
  intersectionRatio: number,
  threshold: number,
): boolean {
  return isIntersecting && intersectionRatio >= threshold - 0.005;
}
