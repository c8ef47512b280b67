import { describe, expect, it } from 'vitest';
import {
  nextIndex,
  SLIDE_FADE_MS,
  stepIndex,
  SWIPE_THRESHOLD_PX,
  wrapIndex,
} from '../../../src/domain/slider/slider';

describe('slider constants (public-site §9)', () => {
  it('swipe threshold is 40 px and the fade 260 ms', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(40);
    expect(SLIDE_FADE_MS).toBe(260);
  });
});

describe('nextIndex after a swipe of deltaX pixels (3 slides)', () => {
  it.each([
    // current, deltaX, expected
    [0, 0, 0],
    [0, -40, 0],
    [0, 40, 0],
    [1, -39, 1],
    [0, -41, 1],
    [1, -41, 2],
    [2, -41, 0],
    [2, 41, 1],
    [1, 41, 0],
    [0, 41, 2],
    [1, -300, 2],
    [1, 300, 0],
  ])('from %i by %i px gives %i', (current, deltaX, expected) => {
    expect(nextIndex(current, 3, deltaX)).toBe(expected);
  });

  it('takes another threshold when given', () => {
    expect(nextIndex(0, 3, -50, 60)).toBe(0);
    expect(nextIndex(0, 3, -61, 60)).toBe(1);
  });

  it.each([
    [0, -100, 0],
    [0, 100, 0],
  ])('a single slide never changes (from %i by %i)', (current, deltaX, expected) => {
    expect(nextIndex(current, 1, deltaX)).toBe(expected);
  });
});

describe('wrapIndex and stepIndex', () => {
  it.each([
    [-1, 3, 2],
    [3, 3, 0],
    [4, 3, 1],
    [-4, 3, 2],
    [1, 3, 1],
    [5, 0, 0],
  ])('wrapIndex(%i, %i) is %i', (index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected);
  });

  it.each([
    [2, 1, 0],
    [0, -1, 2],
    [1, 1, 2],
    [1, -1, 0],
  ])('stepIndex(%i, 3, %i) is %i', (current, step, expected) => {
    expect(stepIndex(current, 3, step)).toBe(expected);
  });
});
