import { describe, expect, it } from 'vitest';
import {
  formatLongDate,
  formatShortDate,
  parseIsoDate,
  toIsoDate,
} from '../../../src/domain/format/date';

describe('formatShortDate (public-site §2.13: "Янв 05, 2025")', () => {
  it.each([
    ['2025-01-05', 'Янв 05, 2025'],
    ['2025-02-28', 'Фев 28, 2025'],
    ['2024-03-01', 'Мар 01, 2024'],
    ['2026-04-10', 'Апр 10, 2026'],
    ['2026-05-09', 'Май 09, 2026'],
    ['2026-06-12', 'Июн 12, 2026'],
    ['2026-07-31', 'Июл 31, 2026'],
    ['2026-08-15', 'Авг 15, 2026'],
    ['2026-09-01', 'Сен 01, 2026'],
    ['2026-10-20', 'Окт 20, 2026'],
    ['2026-11-21', 'Ноя 21, 2026'],
    ['2026-12-31', 'Дек 31, 2026'],
  ])('%s -> %s', (iso, expected) => {
    expect(formatShortDate(parseIsoDate(iso)!)).toBe(expected);
  });
});

describe('dates', () => {
  it('formats a long Russian date', () => {
    expect(formatLongDate({ year: 2026, month: 11, day: 21 })).toBe('21 ноября 2026');
    expect(formatLongDate({ year: 2025, month: 3, day: 8 })).toBe('8 марта 2025');
  });
  it.each(['', '2025-1-5', '2025-13-01', '2025-00-10', 'вчера'])('rejects %j', (value) => {
    expect(parseIsoDate(value)).toBeNull();
  });
  it('turns a Date into its local calendar day', () => {
    expect(toIsoDate(new Date(2026, 10, 21, 23, 59))).toBe('2026-11-21');
  });
});
