import { describe, expect, it } from 'vitest';
import { readEstimate } from '../../../src/domain/leads/lead-estimate';

const NBSP = '\u00a0';

describe('readEstimate', () => {
  it.each([null, 'text', 42, [], {}, { lines: 'x' }, { lines: [1, 2] }, { note: 'без строк' }])(
    'gives null for %o (shown as JSON)',
    (estimate) => {
      expect(readEstimate(estimate)).toBeNull();
    },
  );

  it('reads lines as a table with every plain column, and totals as an object', () => {
    const view = readEstimate({
      lines: [
        { name: 'Кабель', qty: 120, price: 1500.5 },
        { name: 'Щит', qty: 1, note: 'с автоматами', nested: { a: 1 } },
      ],
      totals: { 'Итого, ₽': 12500, НДС: true },
    });
    expect(view?.lines).toEqual({
      columns: ['name', 'qty', 'price', 'note'],
      rows: [
        ['Кабель', '120', `1${NBSP}500,5`, ''],
        ['Щит', '1', '', 'с автоматами'],
      ],
    });
    expect(view?.totals).toEqual([
      { label: 'Итого, ₽', value: `12${NBSP}500` },
      { label: 'НДС', value: 'да' },
    ]);
  });

  it('reads totals given as a list of labelled amounts', () => {
    expect(readEstimate({ totals: [{ label: 'Всего', amount: 10 }, { x: 1 }] })).toEqual({
      lines: null,
      totals: [{ label: 'Всего', value: '10' }],
    });
  });
});
