/** Accounts spec §2.2, §9: a step is active once its top passes 35% of the viewport height. */
export const SCROLL_SPY_THRESHOLD = 0.35;

/**
 * The index of the active step: the last one whose top edge (relative to the viewport) is at or
 * above the threshold line; the first one while none has reached it.
 */
export function activeStepIndex(tops: readonly number[], viewportHeight: number): number {
  const line = viewportHeight * SCROLL_SPY_THRESHOLD;
  let active = 0;
  tops.forEach((top, index) => {
    if (top <= line) active = index;
  });
  return active;
}
