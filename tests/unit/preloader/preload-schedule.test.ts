import { describe, expect, it } from 'vitest';
import {
  batch,
  batchTimeline,
  preloaderEndTime,
  remainingOnScreen,
  PRELOAD_BATCH_DELAY_MS,
  PRELOAD_BATCH_SIZE,
  PRELOAD_IDLE_TIMEOUT_MS,
  PRELOADER_MIN_MS,
  shouldEndPreloader,
} from '../../../src/domain/preload/preload-schedule';

describe('preload constants (public-site §9)', () => {
  it('batch 4, delay 60 ms, idle time-out 200 ms, minimum 1200 ms', () => {
    expect([
      PRELOAD_BATCH_SIZE,
      PRELOAD_BATCH_DELAY_MS,
      PRELOAD_IDLE_TIMEOUT_MS,
      PRELOADER_MIN_MS,
    ]).toEqual([4, 60, 200, 1200]);
  });
});

describe('batch', () => {
  it.each([
    [0, []],
    [1, [1]],
    [4, [4]],
    [5, [4, 1]],
    [7, [4, 3]],
    [8, [4, 4]],
    [9, [4, 4, 1]],
  ])('%i items -> batch sizes %j', (count, sizes) => {
    const items = Array.from({ length: count }, (_, index) => `/a/${index}.svg`);
    const batches = batch(items);
    expect(batches.map((group) => group.length)).toEqual(sizes);
    expect(batches.flat()).toEqual(items);
  });

  it('rejects a batch size below 1', () => {
    expect(() => batch([1, 2], 0)).toThrow(RangeError);
  });
});

describe('batchTimeline (60 ms between batches)', () => {
  it.each([
    [[], []],
    [[100], [{ start: 0, end: 100 }]],
    [
      [100, 50],
      [
        { start: 0, end: 100 },
        { start: 160, end: 210 },
      ],
    ],
    [
      [0, 0, 0],
      [
        { start: 0, end: 0 },
        { start: 60, end: 60 },
        { start: 120, end: 120 },
      ],
    ],
    [
      [300, 20, 1000],
      [
        { start: 0, end: 300 },
        { start: 360, end: 380 },
        { start: 440, end: 1440 },
      ],
    ],
  ])('durations %j -> %j', (durations, expected) => {
    expect(batchTimeline(durations)).toEqual(expected);
  });
});

describe('preloaderEndTime (at least 1200 ms, at most 6000 ms)', () => {
  it.each([
    [0, 1200],
    [210, 1200],
    [1200, 1200],
    [1440, 1440],
    [5000, 5000],
    [9000, 6000],
  ])('assets settled at %i ms -> ends at %i ms', (loadedAt, end) => {
    expect(preloaderEndTime(loadedAt)).toBe(end);
  });
});

describe('remainingOnScreen (a span counted from when the spinner appeared)', () => {
  it.each([
    [1200, 0, 1200],
    [1200, 450, 750],
    [1200, 1200, 0],
    [1200, 2000, 0],
    [6000, 450, 5550],
    [1200, -5, 1200],
  ])('%i ms, on the screen for %i ms when the script starts -> %i ms left', (span, shown, left) => {
    expect(remainingOnScreen(span, shown)).toBe(left);
  });
});

describe('shouldEndPreloader', () => {
  it.each([
    [0, true, false],
    [1199, true, false],
    [1200, true, true],
    [1200, false, false],
    [5999, false, false],
    [6000, false, true],
  ])('at %i ms with everything loaded %s -> %s', (elapsed, loaded, expected) => {
    expect(shouldEndPreloader(elapsed, loaded)).toBe(expected);
  });
});
