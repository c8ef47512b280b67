import { describe, expect, it } from 'vitest';
import { defaultIndoorInputs, setQuantity } from '../../../src/domain/calculators/indoor-inputs';
import { checkSentEstimate, storedEstimate } from '../../../src/domain/estimates/estimate-check';
import { estimateFigures } from '../../../src/domain/estimates/estimate-figures';
import type { EstimateKind } from '../../../src/domain/estimates/estimate-kinds';
import {
  SENT_ESTIMATE_LIMITS,
  SENT_ESTIMATE_MESSAGES,
  estimateOf,
  parseSentEstimate,
  readSentEstimate,
  serializeSentEstimate,
  type SentEstimate,
} from '../../../src/domain/estimates/sent-estimate';

const VERSION = '0.1.0+2026-11-25';
const office = setQuantity(setQuantity(defaultIndoorInputs(), 'openSpace', 120), 'workplaces', 14);

const EXAMPLES: [EstimateKind, unknown][] = [
  ['power-connection', { address: 'Тверь, ул. Ленина, 1', powerKw: 40, distanceM: 350, phases: 3 }],
  ['power-upgrade', [2, 1, null, 0, 2, 1]],
  ['indoor', office],
];

describe('a sent estimate', () => {
  it.each(EXAMPLES)('%s: survives serialisation unchanged (round trip)', (kind, inputs) => {
    const estimate = estimateOf(kind, inputs, VERSION);
    const text = serializeSentEstimate(estimate);
    expect(parseSentEstimate(text)).toEqual(estimate);
    expect(readSentEstimate(JSON.parse(text))).toEqual({ ok: true, value: estimate });
  });

  it.each(EXAMPLES)(
    '%s: carries the calculator, inputs, lines, totals and version',
    (kind, inputs) => {
      const estimate = estimateOf(kind, inputs, VERSION);
      expect(estimate.calculator).toBe(kind);
      expect(estimate.appVersion).toBe(VERSION);
      expect(estimate.lines.length).toBeGreaterThan(0);
      expect(estimate.totals.length).toBeGreaterThan(0);
      expect(estimateFigures(kind, estimate.inputs)).toEqual({
        lines: estimate.lines,
        totals: estimate.totals,
      });
    },
  );

  it('indoor: totals are the cost in roubles and the term in days', () => {
    const { totals } = estimateOf('indoor', office, VERSION);
    // (120 × 1900 + 14 × 12000) × 1 (standard) × 1 (base) = 396 000; days ⌈(2.4 + 1.4) × 1.05⌉ = 4.
    expect(totals).toEqual([
      { key: 'cost', label: 'Стоимость', value: 396_000, unit: '₽' },
      { key: 'days', label: 'Срок', value: 4, unit: 'дн.' },
    ]);
  });

  it('gives null for text that is not an estimate', () => {
    expect(parseSentEstimate('{')).toBeNull();
    expect(parseSentEstimate('{"calculator":"indoor"}')).toBeNull();
  });
});

describe('reading a sent estimate (hostile input)', () => {
  const valid = (): SentEstimate => estimateOf('indoor', office, VERSION);
  const cases: [string, unknown, string][] = [
    ['null', null, SENT_ESTIMATE_MESSAGES.shape],
    ['a list', [], SENT_ESTIMATE_MESSAGES.shape],
    ['an unknown key', { ...valid(), price: 1 }, SENT_ESTIMATE_MESSAGES.shape],
    ['a wrong calculator', { ...valid(), calculator: 'sauna' }, SENT_ESTIMATE_MESSAGES.calculator],
    [
      'unknown inputs',
      { ...valid(), inputs: { ...office, extra: 1 } },
      SENT_ESTIMATE_MESSAGES.inputs,
    ],
    [
      'an unknown module',
      { ...valid(), inputs: { ...office, quantities: { pool: 3 } } },
      SENT_ESTIMATE_MESSAGES.inputs,
    ],
    [
      'a non-finite quantity',
      { ...valid(), inputs: { ...office, quantities: { openSpace: Infinity } } },
      SENT_ESTIMATE_MESSAGES.inputs,
    ],
    [
      'inputs of another calculator',
      { ...valid(), calculator: 'power-upgrade' },
      SENT_ESTIMATE_MESSAGES.inputs,
    ],
    [
      'answers of the wrong length',
      { ...estimateOf('power-upgrade', [], VERSION), inputs: [1, 2] },
      SENT_ESTIMATE_MESSAGES.inputs,
    ],
    [
      'too many lines',
      {
        ...valid(),
        lines: Array.from({ length: SENT_ESTIMATE_LIMITS.lines + 1 }, (_, i) => ({
          key: `k${i}`,
          label: 'x',
          value: 1,
        })),
      },
      SENT_ESTIMATE_MESSAGES.lines,
    ],
    [
      'a line with an object value',
      { ...valid(), lines: [{ key: 'a', label: 'b', value: { x: 1 } }] },
      SENT_ESTIMATE_MESSAGES.lines,
    ],
    [
      'a NaN total',
      { ...valid(), totals: [{ key: 'cost', label: 'Стоимость', value: NaN, unit: '₽' }] },
      SENT_ESTIMATE_MESSAGES.totals,
    ],
    ['no app version', { ...valid(), appVersion: ' ' }, SENT_ESTIMATE_MESSAGES.appVersion],
    [
      'a huge label',
      { ...valid(), lines: [{ key: 'a', label: 'ж'.repeat(20_000), value: 1 }] },
      SENT_ESTIMATE_MESSAGES.size,
    ],
  ];
  it.each(cases)('refuses %s', (_name, raw, error) => {
    expect(readSentEstimate(raw)).toEqual({ ok: false, error });
  });
});

describe('the server recomputation', () => {
  it.each(EXAMPLES)('%s: an estimate of this app matches', (kind, inputs) => {
    expect(checkSentEstimate(estimateOf(kind, inputs, VERSION))).toEqual({ matches: true });
  });

  it('an older app with another price: kept as sent, flagged, with the server figures', () => {
    const sent = estimateOf('indoor', office, '0.0.9');
    const older: SentEstimate = {
      ...sent,
      totals: sent.totals.map((total) =>
        total.key === 'cost' ? { ...total, value: 350_000 } : total,
      ),
    };
    const stored = storedEstimate(older);
    expect(stored.totals).toEqual(older.totals);
    expect(stored.check).toEqual({
      matches: false,
      differences: ['totals.cost'],
      recomputed: { lines: sent.lines, totals: sent.totals },
    });
  });

  it('labels are for people: another wording still matches; missing and extra lines do not', () => {
    const sent = estimateOf('power-connection', { powerKw: 200 }, VERSION);
    const renamed = { ...sent, lines: sent.lines.map((line) => ({ ...line, label: 'другое' })) };
    expect(checkSentEstimate(renamed)).toEqual({ matches: true });
    const trimmed = {
      ...sent,
      lines: [...sent.lines.slice(1), { key: 'extra', label: '', value: 1 }],
    };
    const check = checkSentEstimate(trimmed);
    expect(check.matches).toBe(false);
    expect(check.matches ? [] : check.differences).toEqual(['category', 'extra']);
  });

  it('an input outside today’s range is recomputed as today’s app would show it', () => {
    const sent = estimateOf(
      'power-connection',
      { powerKw: 40, distanceM: 100, phases: 3 },
      VERSION,
    );
    const check = checkSentEstimate({ ...sent, inputs: { ...sent.inputs, powerKw: 5000 } });
    expect(check.matches).toBe(false);
  });
});
