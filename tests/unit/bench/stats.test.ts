import { describe, expect, it } from 'vitest';
import { median, medianOfEach, rangeOf } from '../../../scripts/bench/stats';

describe('median', () => {
  it.each([
    [[5], 5],
    [[3, 1, 2], 2],
    [[2720, 2350, 3100], 2720],
    [[4, 1, 3, 2], 2.5],
    [[0.02, 0.001, 0.01], 0.01],
    [[7, Number.NaN, 1, 4], 4],
  ])('median(%j) is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('refuses no values', () => {
    expect(() => median([])).toThrow(RangeError);
    expect(() => median([Number.NaN])).toThrow(RangeError);
  });

  it('takes the median of each field on its own', () => {
    expect(
      medianOfEach([
        { lcp: 3000, tbt: 100 },
        { lcp: 1000, tbt: 300 },
        { lcp: 2000, tbt: 200 },
      ]),
    ).toEqual({ lcp: 2000, tbt: 200 });
  });
});

describe('rangeOf', () => {
  it.each([
    [[3, 1, 2], { min: 1, max: 3 }],
    [[5], { min: 5, max: 5 }],
    [[7, Number.NaN, 1], { min: 1, max: 7 }],
    [[], undefined],
  ])('rangeOf(%j) is %j', (values, expected) => {
    expect(rangeOf(values)).toEqual(expected);
  });
});
