/**
 * The CPU calibration: which slowdown turns this machine, as fast as it is right now, into the same
 * phone every run. Pure; the measuring is in machine-speed.ts.
 *
 * Lighthouse's throttling docs ("Calibrating the CPU slowdown") express the slowdown relative to the
 * host's benchmark index, and point to the Lighthouse CPU slowdown calculator, whose formula maps an
 * index to the multiplier that makes the host a mid-tier mobile device (Lighthouse's default mobile
 * target): piecewise linear through 150 → 1×, 800 → 2×, 1300 → 3×, 1533 → 4×, 1766 → 5×, 2000 → 6×
 * (and on at 1× per 233 above). The default 4× is the multiplier of a 1533 desktop.
 */
import { median } from './stats';

/** The device simulated: the calculator's 1× point, Lighthouse's default mid-tier mobile phone. */
export const REFERENCE_DEVICE = {
  name: 'Lighthouse mid-tier mobile (Moto G Power class)',
  benchmarkIndex: 150,
} as const;

/** The calculator's points: [benchmark index, multiplier]; above the last, 1× per 233. */
export const CALCULATOR_POINTS: readonly (readonly [number, number])[] = [
  [REFERENCE_DEVICE.benchmarkIndex, 1],
  [800, 2],
  [1300, 3],
];
const INDEX_PER_STEP_ABOVE = 233;

/** A slowdown outside this range means the measure is broken (or the host is no computer). */
export const MULTIPLIER_RANGE = { min: 1, max: 20 } as const;

/** The calculator's multiplier for a benchmark index, clamped to MULTIPLIER_RANGE, 2 decimals. */
export function multiplierFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new RangeError(`benchmark index must be a positive number, got ${benchmarkIndex}`);
  }
  let raw: number;
  const last = CALCULATOR_POINTS.at(-1) ?? [REFERENCE_DEVICE.benchmarkIndex, 1];
  if (benchmarkIndex >= last[0]) {
    raw = last[1] + (benchmarkIndex - last[0]) / INDEX_PER_STEP_ABOVE;
  } else {
    raw = MULTIPLIER_RANGE.min;
    for (let i = 1; i < CALCULATOR_POINTS.length; i += 1) {
      const [fromIndex, fromMultiplier] = CALCULATOR_POINTS[i - 1] ?? last;
      const [toIndex, toMultiplier] = CALCULATOR_POINTS[i] ?? last;
      if (benchmarkIndex < toIndex) {
        raw =
          fromMultiplier +
          ((benchmarkIndex - fromIndex) / (toIndex - fromIndex)) * (toMultiplier - fromMultiplier);
        break;
      }
    }
  }
  const clamped = Math.min(MULTIPLIER_RANGE.max, Math.max(MULTIPLIER_RANGE.min, raw));
  return Math.round(clamped * 100) / 100;
}

/** The calibration a run used: every index sample, their median and the multiplier. */
export interface Calibration {
  device: string;
  samples: number[];
  benchmarkIndex: number;
  /** The largest distance of a sample from the median, as a fraction of it (0.05: ±5 %). */
  spread: number;
  cpuSlowdownMultiplier: number;
}

export function calibrate(samples: readonly number[]): Calibration {
  const benchmarkIndex = median(samples);
  const spread = Math.max(...samples.map((s) => Math.abs(s - benchmarkIndex) / benchmarkIndex));
  return {
    device: REFERENCE_DEVICE.name,
    samples: [...samples],
    benchmarkIndex,
    spread: Math.round(spread * 1000) / 1000,
    cpuSlowdownMultiplier: multiplierFor(benchmarkIndex),
  };
}

/** "benchmark index 1180 (1150, 1180, 1205; ±3 %) → 2.76× CPU slowdown (Lighthouse mid-tier ...)". */
export function describeCalibration(c: Calibration): string {
  return (
    `benchmark index ${Math.round(c.benchmarkIndex)} (samples ${c.samples.map(Math.round).join(', ')}; ` +
    `±${Math.round(c.spread * 100)} %) → ${c.cpuSlowdownMultiplier}× CPU slowdown, ` +
    `simulating ${c.device}, index ${REFERENCE_DEVICE.benchmarkIndex}`
  );
}
