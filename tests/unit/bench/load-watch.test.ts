import { describe, expect, it } from 'vitest';
import {
  foreignCores,
  parseMachineStat,
  parseProcStat,
  retryReason,
  RETRY_RULE,
  treeTicks,
} from '../../../scripts/bench/load-watch';

describe('foreignCores', () => {
  it.each([
    // 2 CPUs, 200 ticks in all: 100 busy, the bench's own 100: nobody else.
    [{ total: 0, idle: 0, own: 0 }, { total: 200, idle: 100, own: 100 }, 0],
    // 150 busy, 50 of them ours: another process took one core.
    [{ total: 0, idle: 0, own: 0 }, { total: 200, idle: 50, own: 50 }, 1],
    // Ours counted more than the machine's busy time (ticks rounding): never below 0.
    [{ total: 0, idle: 0, own: 0 }, { total: 200, idle: 150, own: 60 }, 0],
    [{ total: 10, idle: 5, own: 0 }, { total: 10, idle: 5, own: 0 }, 0],
  ])('%j → %j on 2 CPUs: %d cores', (before, after, expected) => {
    expect(foreignCores(before, after, 2)).toBe(expected);
  });
});

describe('retryReason', () => {
  const baseline = { foreignCores: 1 };
  it.each([
    ['the same load as while calibrating, the same speed', 1.2, 1000, 1010, null],
    ['a steady busy core is part of the calibration', 1.0, 1000, 990, null],
    [
      'another core taken',
      1.6,
      1000,
      1000,
      'other processes took 1.60 cores (1.00 while calibrating)',
    ],
    ['a core freed', 0.4, 1000, 1000, 'other processes took 0.40 cores (1.00 while calibrating)'],
    [
      'the machine slowed during the sample',
      1.1,
      1000,
      740,
      'benchmark index 740 after the sample (1000 before it)',
    ],
    [
      'the machine sped up during the sample',
      1.1,
      1000,
      1260,
      'benchmark index 1260 after the sample (1000 before it)',
    ],
    ['a move just within', 1.1, 1000, 1240, null],
    // A host twice as fast as at the calibration is no neighbour: its slowdown was set from it.
    ['far from the calibration but steady during the sample', 1.1, 2400, 2300, null],
  ] as const)('%s', (_name, cores, indexBefore, indexAfter, expected) => {
    expect(
      retryReason(baseline, { foreignCores: cores, indexBefore, indexAfter }, RETRY_RULE),
    ).toBe(expected);
  });
});

describe('parseProcStat', () => {
  it('reads the parent and the CPU ticks after a name with spaces and brackets', () => {
    const line =
      '4242 (Chrome_Child (renderer)) S 4200 4242 4200 0 -1 4194304 100 0 0 0 ' +
      '120 30 7 3 20 0 12 0 12345 1000000 2000 18446744073709551615';
    expect(parseProcStat(line)).toEqual({ ppid: 4200, ticks: 160 });
  });

  it('gives null for a truncated line', () => {
    expect(parseProcStat('12 (node) R 1')).toBeNull();
  });
});

describe('parseMachineStat', () => {
  it('sums the ticks of every CPU and counts idle and iowait as idle', () => {
    const text = 'cpu  100 5 50 800 20 1 2 3 9 9\ncpu0 50 2 25 400 10 0 1 1 0 0\n';
    expect(parseMachineStat(text)).toEqual({ total: 981, idle: 820 });
  });
});

describe('treeTicks', () => {
  const processes = new Map([
    [1, { ppid: 0, ticks: 1000 }],
    [10, { ppid: 1, ticks: 5 }], // the bench
    [11, { ppid: 10, ticks: 40 }], // Chromium
    [12, { ppid: 11, ticks: 60 }], // a renderer
    [13, { ppid: 10, ticks: 30 }], // the server
    [14, { ppid: 10, ticks: 500 }], // --busy-core
    [20, { ppid: 1, ticks: 700 }], // someone else
  ]);
  it('sums the bench and its descendants, without the excluded ones', () => {
    expect(treeTicks(processes, 10)).toBe(635);
    expect(treeTicks(processes, 10, new Set([14]))).toBe(135);
  });
});
