import { describe, expect, it } from 'vitest';
import { activeStepIndex, SCROLL_SPY_THRESHOLD } from '../../../src/pages/vacancies/scroll-spy';

describe('scroll spy (§2.2, §9)', () => {
  it('uses 35% of the viewport height', () => {
    expect(SCROLL_SPY_THRESHOLD).toBe(0.35);
  });

  // Viewport 1000 px high: the line is at 350 px.
  it.each([
    [[400, 1200, 2000], 0],
    [[-100, 351, 1200], 0],
    [[-100, 350, 1200], 1],
    [[-900, -100, 349], 2],
    [[-3000, -2000, -1000], 2],
  ])('tops %j give step %i', (tops, index) => {
    expect(activeStepIndex(tops, 1000)).toBe(index);
  });
});
