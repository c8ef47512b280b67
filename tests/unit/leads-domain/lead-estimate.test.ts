import { describe, expect, it } from 'vitest';
import { readEstimate } from '../../../src/domain/leads/lead-estimate';
import {
  ESTIMATE_MISMATCH_TEXT,
  storedEstimate,
} from '../../../src/domain/estimates/estimate-check';
import { estimateOf } from '../../../src/domain/estimates/sent-estimate';

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

describe('readEstimate of a sent calculator estimate', () => {
  const sent = estimateOf(
    'indoor',
    { scenario: 'warehouse', quantities: { warehouse: 400 } },
    '1.0',
  );

  it('shows the calculator, the version, lines as Позиция/Значение/Ед. изм. and totals with units', () => {
    const view = readEstimate(storedEstimate(sent));
    expect(view?.title).toBe('Внутренний электромонтаж');
    expect(view?.appVersion).toBe('1.0');
    expect(view?.lines?.columns).toEqual(['Позиция', 'Значение', 'Ед. изм.']);
    expect(view?.lines?.rows[0]).toEqual(['Тип объекта', 'Склад', '']);
    expect(view?.totals[0]).toEqual({ label: 'Стоимость', value: `360${NBSP}000 ₽` });
    expect(view?.mismatch).toBeUndefined();
  });

  it('flags a mismatch with the server’s totals', () => {
    const older = { ...sent, totals: sent.totals.map((t) => ({ ...t, value: t.value + 1 })) };
    const view = readEstimate(storedEstimate(older));
    expect(view?.mismatch).toEqual({
      text: ESTIMATE_MISMATCH_TEXT,
      totals: [
        { label: 'Стоимость', value: `360${NBSP}000 ₽` },
        { label: 'Срок', value: '6 дн.' },
      ],
    });
  });
});
