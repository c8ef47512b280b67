import { describe, expect, it } from 'vitest';
import { formatRoubles, roubleFormatter } from '../../../src/domain/calculators/currency';
import { DAY_FORMS, WEEK_FORMS, pluralRu } from '../../../src/domain/calculators/plural';

const NBSP = '\u00a0';

describe('roubleFormatter', () => {
  const intl = new Intl.NumberFormat('ru-RU', {
    style: 'currency',
    currency: 'RUB',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  it.each([
    0, 5, 42, 999, 1000, 1001, 9999, 10000, 99999, 100000, 441000, 999999, 1000000, 1250000,
    12345678, 123456789, 2147483648, 9007199254740991, 1e21, 1.5e22, -1, -999, -1000, -1250000, 0.5,
    2.5, 999.5, 1234.4, -2.5, -1234.6,
  ])('writes %s as Intl ru-RU roubles do', (value) => {
    expect(roubleFormatter(value)).toBe(intl.format(value));
  });
  it('writes an amount that rounds to zero without a sign', () => {
    expect(roubleFormatter(-0.4)).toBe(`0${NBSP}₽`);
    expect(roubleFormatter(-0)).toBe(`0${NBSP}₽`);
  });
});

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
