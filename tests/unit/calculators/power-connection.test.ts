import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POWER_CONNECTION_INPUTS,
  calculatePowerConnection,
  clampTermDays,
  clampTypicalTermDays,
  distanceExtraDays,
  powerCategory,
  sanitizePowerConnectionInputs,
  termWeeks,
} from '../../../src/domain/calculators/power-connection';

// Expected values below are worked out by hand from accounts §9 "Power connection" and the
// spec README: base 30 (≤ 15 kW) / 45 (> 15 to 150) / 75 (> 150), plus 5 * ceil(distance / 200),
// term clamped to 30–120, the typical-term card to 30–90, weeks = round(days / 7).

describe('powerCategory', () => {
  it.each([
    [1, 'до 15 кВт'],
    [15, 'до 15 кВт'],
    [15.0001, '15–150 кВт'],
    [100, '15–150 кВт'],
    [150, '15–150 кВт'],
    [150.0001, '150+ кВт'],
    [300, '150+ кВт'],
  ])('%s kW -> %s', (kw, label) => {
    expect(powerCategory(kw).label).toBe(label);
  });
});

describe('distanceExtraDays: 5 per started 200 m', () => {
  it.each([
    [0, 0], // ceil(0/200) = 0
    [10, 5], // ceil(0.05) = 1 -> 5
    [200, 5], // ceil(1) = 1 -> 5
    [201, 10], // ceil(1.005) = 2 -> 10
    [400, 10], // ceil(2) = 2 -> 10
    [1000, 25], // ceil(5) = 5 -> 25
  ])('%s m -> +%s days', (metres, days) => {
    expect(distanceExtraDays(metres)).toBe(days);
  });
});

describe('calculatePowerConnection', () => {
  it.each([
    // kW, m, days, weeks, card days
    [1, 0, 30, 4, 30], // 30 + 0 = 30; 30/7 = 4.29 -> 4
    [15, 100, 35, 5, 35], // 30 + 5 = 35; 35/7 = 5
    [15.0001, 0, 45, 6, 45], // 45 + 0 = 45; 45/7 = 6.43 -> 6
    [100, 400, 55, 8, 55], // 45 + 10 = 55; 55/7 = 7.86 -> 8
    [150, 1000, 70, 10, 70], // 45 + 25 = 70; 70/7 = 10
    [200, 201, 85, 12, 85], // 75 + 10 = 85; 85/7 = 12.14 -> 12
    [160, 600, 90, 13, 90], // 75 + 15 = 90; 90/7 = 12.86 -> 13
    [300, 800, 95, 14, 90], // 75 + 20 = 95; card clamps 95 -> 90; 95/7 = 13.57 -> 14
    [300, 1000, 100, 14, 90], // 75 + 25 = 100 (below the 120 cap); card 90; 100/7 = 14.29 -> 14
  ])('%s kW, %s m -> %s days ≈ %s weeks, card %s', (powerKw, distanceM, days, weeks, card) => {
    const result = calculatePowerConnection({ powerKw, distanceM, phases: 3 });
    expect(result.days).toBe(days);
    expect(result.weeks).toBe(weeks);
    expect(result.typicalDays).toBe(card);
  });

  it('gives the category and next steps', () => {
    const result = calculatePowerConnection({ powerKw: 42, distanceM: 150, phases: 3 });
    expect(result.category.label).toBe('15–150 кВт');
    expect(result.nextSteps.length).toBeGreaterThanOrEqual(4);
    expect(result.nextSteps.every((step) => /[А-Яа-яЁё]/.test(step))).toBe(true);
  });

  it('adds a three-phase hint for one phase above 15 kW only', () => {
    const onePhase = calculatePowerConnection({ powerKw: 30, distanceM: 0, phases: 1 });
    const threePhase = calculatePowerConnection({ powerKw: 30, distanceM: 0, phases: 3 });
    const smallOnePhase = calculatePowerConnection({ powerKw: 15, distanceM: 0, phases: 1 });
    expect(onePhase.nextSteps).toHaveLength(threePhase.nextSteps.length + 1);
    expect(onePhase.nextSteps.at(-1)).toMatch(/трёхфазн/);
    expect(smallOnePhase.nextSteps).toHaveLength(4);
  });
});

describe('the two clamps', () => {
  it.each([
    [20, 30],
    [30, 30],
    [100, 100],
    [120, 120],
    [130, 120],
  ])('term: %s -> %s (30–120)', (raw, days) => {
    expect(clampTermDays(raw)).toBe(days);
  });
  it.each([
    [20, 30],
    [75, 75],
    [90, 90],
    [100, 90],
    [130, 90],
  ])('typical-term card: %s -> %s (30–90)', (raw, days) => {
    expect(clampTypicalTermDays(raw)).toBe(days);
  });
});

describe('termWeeks rounds days / 7 to the nearest integer', () => {
  it.each([
    [30, 4], // 4.29
    [31, 4], // 4.43
    [32, 5], // 4.57
    [35, 5], // 5
    [52, 7], // 7.43
    [53, 8], // 7.57
    [120, 17], // 17.14
  ])('%s days -> %s weeks', (days, weeks) => {
    expect(termWeeks(days)).toBe(weeks);
  });
});

describe('invalid input never gives NaN and never throws', () => {
  const garbage: unknown[] = [
    NaN,
    Infinity,
    -Infinity,
    -5,
    0,
    1e9,
    'abc',
    '',
    null,
    undefined,
    {},
    [],
  ];
  it.each(garbage.map((value) => [value]))('power %s', (value) => {
    const result = calculatePowerConnection({ powerKw: value as number, distanceM: 0, phases: 3 });
    expect(Number.isFinite(result.days)).toBe(true);
    expect(Number.isFinite(result.weeks)).toBe(true);
    expect(Number.isFinite(result.typicalDays)).toBe(true);
  });
  it.each(garbage.map((value) => [value]))('distance %s', (value) => {
    const result = calculatePowerConnection({ powerKw: 15, distanceM: value as number, phases: 3 });
    expect(result.days).toBeGreaterThanOrEqual(30);
    expect(result.days).toBeLessThanOrEqual(55); // 30 + at most 25
  });

  it.each([
    // rule: non-finite -> default 15 kW / 100 m; clamped to 1–300 kW and 0–1000 m
    [{ powerKw: NaN, distanceM: 'abc' }, 'до 15 кВт', 35], // 15 kW, 100 m: 30 + 5
    [{ powerKw: -5, distanceM: -100 }, 'до 15 кВт', 30], // 1 kW, 0 m
    [{ powerKw: 5000, distanceM: 5000 }, '150+ кВт', 100], // 300 kW, 1000 m: 75 + 25
    [{ powerKw: Infinity, distanceM: Infinity }, 'до 15 кВт', 35], // defaults
    [{ powerKw: '42', distanceM: '250' }, '15–150 кВт', 55], // 45 + 5 * ceil(1.25) = 45 + 10
    [{}, 'до 15 кВт', 35],
  ])('%o -> %s, %s days', (inputs, label, days) => {
    const result = calculatePowerConnection(inputs as never);
    expect(result.category.label).toBe(label);
    expect(result.days).toBe(days);
  });
  it('clamp helpers turn NaN into 30', () => {
    expect(clampTermDays(NaN)).toBe(30);
    expect(clampTypicalTermDays(Infinity)).toBe(30);
    expect(termWeeks(NaN)).toBe(4);
  });
});

describe('sanitizePowerConnectionInputs', () => {
  it('defaults: 15 kW, 100 m, three phases, empty address', () => {
    expect(DEFAULT_POWER_CONNECTION_INPUTS).toEqual({
      address: '',
      powerKw: 15,
      distanceM: 100,
      phases: 3,
    });
    expect(sanitizePowerConnectionInputs(null)).toEqual(DEFAULT_POWER_CONNECTION_INPUTS);
    expect(sanitizePowerConnectionInputs('x')).toEqual(DEFAULT_POWER_CONNECTION_INPUTS);
  });
  it.each([
    [
      { address: 'Архангельск', powerKw: 15.4, distanceM: 104, phases: 1 },
      { address: 'Архангельск', powerKw: 15, distanceM: 100, phases: 1 },
    ],
    [
      { address: 5, powerKw: '42', distanceM: '255', phases: '1' },
      { address: '', powerKw: 42, distanceM: 260, phases: 1 },
    ],
    [
      { powerKw: 0, distanceM: 2000, phases: 2 },
      { address: '', powerKw: 1, distanceM: 1000, phases: 3 },
    ],
    [
      { powerKw: 999, distanceM: -3, phases: 'три' },
      { address: '', powerKw: 300, distanceM: 0, phases: 3 },
    ],
  ])('%o -> %o', (raw, expected) => {
    expect(sanitizePowerConnectionInputs(raw)).toEqual(expected);
  });
  it('cuts a very long address to 300 characters', () => {
    expect(sanitizePowerConnectionInputs({ address: 'д'.repeat(500) }).address).toHaveLength(300);
  });
});
