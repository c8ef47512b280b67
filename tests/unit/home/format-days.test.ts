import { describe, expect, it } from 'vitest';
import { formatDays } from '../../../src/pages/home/format-days';

describe('formatDays', () => {
  it.each([
    [1, '1 день'],
    [2, '2 дня'],
    [4, '4 дня'],
    [5, '5 дней'],
    [11, '11 дней'],
    [14, '14 дней'],
    [21, '21 день'],
    [22, '22 дня'],
    [111, '111 дней'],
    [148, '148 дней'],
    [212, '212 дней'],
  ])('%i → %s', (days, expected) => {
    expect(formatDays(days)).toBe(expected);
  });
});
