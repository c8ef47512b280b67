import { describe, expect, it } from 'vitest';
import { chartAxisMax, chartTicks } from '../../../src/domain/services/chart';
import {
  formatIndexScore,
  formatScore10,
  scoreFromPercent,
} from '../../../src/domain/services/score';
import {
  formatPercent,
  segmentDelayMs,
  shareItem,
  sharesTotal,
  SHARE_REVEAL_THRESHOLD,
  SHARE_SEGMENT_DURATION_MS,
} from '../../../src/domain/services/share';
import { hasComeIntoView } from '../../../src/domain/visibility';

describe('score formatting (public-site §2.13)', () => {
  it.each([
    [2, '2.0 / 10'],
    [2.6, '2.6 / 10'],
    [1.5, '1.5 / 10'],
    [2.9, '2.9 / 10'],
    [10, '10.0 / 10'],
    [0, '0.0 / 10'],
  ])('index %s is shown as %s', (score, text) => {
    expect(formatIndexScore(score)).toBe(text);
  });

  it.each([
    [8, 0.8, '0.8'],
    [12, 1.2, '1.2'],
    [40, 4, '4.0'],
    [45, 4.5, '4.5'],
    [50, 5, '5.0'],
    [5, 0.5, '0.5'],
  ])('%s %% is a score of %s, shown as %s', (pct, score, text) => {
    expect(scoreFromPercent(pct)).toBe(score);
    expect(formatScore10(scoreFromPercent(pct))).toBe(text);
  });

  it('prints a percent with a no-break space', () => {
    expect(formatPercent(8)).toBe('8\u00a0%');
  });
});

describe('share items and the share bar timing (public-site §4, §9)', () => {
  it('derives score10 from the percent', () => {
    expect(shareItem('service', 'Сервис', 8)).toEqual({
      key: 'service',
      label: 'Сервис',
      sharePct: 8,
      score10: 0.8,
    });
  });

  it('sums the percents', () => {
    expect(sharesTotal([shareItem('a', 'A', 45), shareItem('b', 'B', 55)])).toBe(100);
  });

  it.each([
    [0, 150],
    [1, 270],
    [2, 390],
    [3, 510],
    [4, 630],
  ])('segment %i starts after %i ms', (index, delay) => {
    expect(segmentDelayMs(index)).toBe(delay);
  });

  it('animates each segment over 900 ms and triggers at 35 %', () => {
    expect(SHARE_SEGMENT_DURATION_MS).toBe(900);
    expect(SHARE_REVEAL_THRESHOLD).toBe(0.35);
  });

  it.each([
    [false, 0, false],
    [true, 0.1, false],
    [true, 0.34, false],
    [true, 0.3499, true],
    [true, 0.35, true],
    [true, 1, true],
    [false, 0.5, false],
  ])('intersecting %s at ratio %s reveals: %s', (intersecting, ratio, revealed) => {
    expect(hasComeIntoView(intersecting, ratio, SHARE_REVEAL_THRESHOLD)).toBe(revealed);
  });
});

describe('bar chart axis', () => {
  it.each([
    [[4.5, 2.5, 1.5, 1, 0.5], 5],
    [[5, 1, 2, 1.2, 0.8], 5],
    [[5.5], 6],
    [[9.1], 10],
    [[0.5], 1],
    [[], 1],
  ])('scores %j fit an axis up to %i', (scores, max) => {
    expect(chartAxisMax(scores)).toBe(max);
  });

  it.each([
    [5, [0, 1, 2, 3, 4, 5]],
    [10, [0, 2, 4, 6, 8, 10]],
    [6, [0, 2, 4, 6]],
  ])('axis up to %i has ticks %j', (max, ticks) => {
    expect(chartTicks(max)).toEqual(ticks);
  });
});
