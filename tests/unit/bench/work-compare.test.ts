import { describe, expect, it } from 'vitest';
import {
  comparePage,
  formatComparison,
  turnOrder,
  type WorkSample,
} from '../../../scripts/bench/work-compare';

const sample = (scriptMs: number, tasksMs: number, longestTaskMs: number): WorkSample => ({
  scriptMs,
  tasksMs,
  longestTaskMs,
});

describe('turnOrder', () => {
  it.each([
    [0, ['ours', 'theirs']],
    [1, ['theirs', 'ours']],
    [2, ['ours', 'theirs']],
    [3, ['theirs', 'ours']],
  ] as const)('run %d loads %j', (run, order) => {
    expect(turnOrder(run)).toEqual(order);
  });
});

describe('comparePage', () => {
  const theirs = [sample(30, 300, 40), sample(34, 320, 44), sample(32, 310, 42)];

  it.each([
    [
      'below every load of theirs',
      [sample(20, 250, 30), sample(22, 260, 31), sample(21, 255, 32)],
      'better',
    ],
    [
      'inside their spread',
      [sample(31, 305, 41), sample(33, 330, 43), sample(32, 315, 43)],
      'same',
    ],
    [
      'above every load of theirs',
      [sample(40, 400, 50), sample(41, 390, 52), sample(39, 395, 51)],
      'worse',
    ],
  ] as const)('calls a median %s %s', (_label, ours, verdict) => {
    const row = comparePage('/contact', ours, theirs);
    expect(row.runs).toBe(3);
    expect(row.figures.scriptMs.verdict).toBe(verdict);
    expect(row.figures.tasksMs.verdict).toBe(verdict);
    expect(row.figures.longestTaskMs.verdict).toBe(verdict);
  });

  it('gives both medians, their ranges and the ratio of the medians', () => {
    const row = comparePage(
      '/',
      [sample(16, 160, 20), sample(17, 170, 22), sample(15, 150, 21)],
      theirs,
    );
    expect(row.figures.scriptMs).toEqual({
      ours: 16,
      theirs: 32,
      ratio: 0.5,
      oursRange: { min: 15, max: 17 },
      theirsRange: { min: 30, max: 34 },
      verdict: 'better',
    });
  });

  it('refuses a comparison without loads of one build', () => {
    expect(() => comparePage('/', [], theirs)).toThrow(RangeError);
  });
});

describe('formatComparison', () => {
  it('writes a row per figure with both builds, the ratio and the verdict', () => {
    const row = comparePage('/pro', [sample(10, 100, 20)], [sample(20, 200, 40)]);
    const table = formatComparison([row], { ours: 'this build', theirs: 'e86c717' });
    expect(table.split('\n')).toEqual([
      '| Page | Figure (1×, median) | this build | e86c717 | Ratio | Verdict |',
      '|---|---|---|---|---|---|',
      '| /pro | Script | 10.0 ms (10.0 ms–10.0 ms) | 20.0 ms (20.0 ms–20.0 ms) | 0.50 | better |',
      '| /pro | All tasks | 100.0 ms (100.0 ms–100.0 ms) | 200.0 ms (200.0 ms–200.0 ms) | 0.50 | better |',
      '| /pro | Longest task | 20.0 ms (20.0 ms–20.0 ms) | 40.0 ms (40.0 ms–40.0 ms) | 0.50 | better |',
    ]);
  });
});
