import { describe, expect, it } from 'vitest';
import {
  EMPTY_LEAD_FILTERS,
  filtersFromSearch,
  filtersToParams,
  filtersToSearch,
  isFiltered,
  validDay,
} from '../../../src/domain/leads/lead-filters';

describe('lead filters', () => {
  it.each([
    ['', EMPTY_LEAD_FILTERS],
    ['?status=new&q=%D0%98%D0%B2%D0%B0%D0%BD', { ...EMPTY_LEAD_FILTERS, status: 'new', q: 'Иван' }],
    ['?status=all&kind=application', { ...EMPTY_LEAD_FILTERS, status: 'all', kind: 'application' }],
    ['?status=deleted&kind=order', EMPTY_LEAD_FILTERS],
    [
      '?from=2026-11-01&to=2026-11-30',
      { ...EMPTY_LEAD_FILTERS, from: '2026-11-01', to: '2026-11-30' },
    ],
    ['?from=2026-02-31&to=yesterday', EMPTY_LEAD_FILTERS],
  ])('reads %s', (search, filters) => {
    expect(filtersFromSearch(search)).toEqual(filters);
  });

  it.each([
    [EMPTY_LEAD_FILTERS, {}, ''],
    [{ ...EMPTY_LEAD_FILTERS, q: '  Иван ' }, { q: 'Иван' }, '?q=%D0%98%D0%B2%D0%B0%D0%BD'],
    [
      { q: '', kind: 'contact', status: 'spam', from: '2026-11-01', to: '2026-11-02' },
      { kind: 'contact', status: 'spam', from: '2026-11-01', to: '2026-11-02' },
      '?kind=contact&status=spam&from=2026-11-01&to=2026-11-02',
    ],
    [{ ...EMPTY_LEAD_FILTERS, from: '2026-13-01' }, {}, ''],
  ] as const)('writes %o', (filters, params, search) => {
    expect(filtersToParams(filters)).toEqual(params);
    expect(filtersToSearch(filters)).toBe(search);
    expect(isFiltered(filters)).toBe(search !== '');
  });

  it('round-trips through the address', () => {
    const filters = {
      q: 'ё тест',
      kind: 'application',
      status: 'closed',
      from: '',
      to: '2026-01-31',
    } as const;
    expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters);
  });

  it.each([
    ['2026-11-25', '2026-11-25'],
    [' 2026-11-25 ', '2026-11-25'],
    ['2026-2-5', ''],
    ['2026-02-29', ''],
    ['2028-02-29', '2028-02-29'],
    [null, ''],
  ])('validDay(%s) = %s', (value, day) => {
    expect(validDay(value)).toBe(day);
  });
});
