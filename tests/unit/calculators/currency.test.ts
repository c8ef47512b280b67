import { describe, expect, it } from 'vitest';
import { formatRoubles } from '../../../src/domain/calculators/currency';
import { DAY_FORMS, WEEK_FORMS, pluralRu } from '../../../src/domain/calculators/plural';

const NBSP = '\u00a0';

describe('formatRoubles', () => {
  it('uses ru-RU roubles without kopecks', () => {
    expect(formatRoubles(1250000)).toBe(`1${NBSP}250${NBSP}000${NBSP}₽`);
    expect(formatRoubles(999.6)).toBe(`1${NBSP}000${NBSP}₽`);
    expect(formatRoubles(0)).toBe(`0${NBSP}₽`);
  });
  it('falls back to the number and " ₽" when formatting fails', () => {
    const failing = () => {
      throw new RangeError('no locale data');
    };
    expect(formatRoubles(1250000, failing)).toBe('1250000 ₽');
    expect(formatRoubles(441000.4, failing)).toBe('441000 ₽');
    expect(formatRoubles(5, () => '')).toBe('5 ₽');
  });
  it('shows garbage as 0', () => {
    expect(
      formatRoubles(NaN, () => {
        throw new Error('x');
      }),
    ).toBe('0 ₽');
    expect(formatRoubles(Infinity)).toBe(`0${NBSP}₽`);
  });
  it('passes the rounded amount to the injected formatter', () => {
    const seen: number[] = [];
    formatRoubles(1234.7, (value) => {
      seen.push(value);
      return 'ok';
    });
    expect(seen).toEqual([1235]);
  });
});

describe('pluralRu', () => {
  it.each([
    [1, 'день'],
    [3, 'дня'],
    [5, 'дней'],
    [11, 'дней'],
    [14, 'дней'],
    [21, 'день'],
    [22, 'дня'],
    [35, 'дней'],
    [101, 'день'],
    [112, 'дней'],
  ])('%s %s', (count, form) => {
    expect(pluralRu(count, DAY_FORMS)).toBe(form);
  });
  it('weeks', () => {
    expect(`4 ${pluralRu(4, WEEK_FORMS)}`).toBe('4 недели');
    expect(`17 ${pluralRu(17, WEEK_FORMS)}`).toBe('17 недель');
    expect(`1 ${pluralRu(1, WEEK_FORMS)}`).toBe('1 неделя');
  });
});
