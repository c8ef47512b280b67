import { describe, expect, it } from 'vitest';
import {
  calibrate,
  describeCalibration,
  multiplierFor,
  REFERENCE_DEVICE,
} from '../../../scripts/bench/calibration';

describe('multiplierFor', () => {
  // The Lighthouse CPU slowdown calculator's points, the ones between them, and the clamps.
  it.each([
    [REFERENCE_DEVICE.benchmarkIndex, 1],
    [475, 1.5],
    [800, 2],
    [1050, 2.5],
    [1300, 3],
    [1533, 4],
    [1766, 5],
    [2000, 6],
    [2465, 8],
    [100, 1],
    [20_000, 20],
  ])('index %d gives %d×', (index, expected) => {
    expect(multiplierFor(index)).toBeCloseTo(expected, 1);
  });

  it("gives Lighthouse's default 4× to the desktop it assumes", () => {
    expect(multiplierFor(1533)).toBe(4);
  });

  it.each([[0], [-5], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %d', (index) => {
    expect(() => multiplierFor(index)).toThrow(RangeError);
  });
});

describe('calibrate', () => {
  it('takes the median of the samples, their spread and its multiplier', () => {
    const calibration = calibrate([1250, 1300, 1365, 1290, 1310]);
    expect(calibration).toMatchObject({
      samples: [1250, 1300, 1365, 1290, 1310],
      benchmarkIndex: 1300,
      spread: 0.05,
      cpuSlowdownMultiplier: 3,
    });
    expect(describeCalibration(calibration)).toBe(
      'benchmark index 1300 (samples 1250, 1300, 1365, 1290, 1310; ±5 %) → 3× CPU slowdown, ' +
        `simulating ${REFERENCE_DEVICE.name}, index 150`,
    );
  });
});
