import { describe, expect, it } from 'vitest';
import {
  calculateIndoor,
  costBreakdown,
  type RecommendationKey,
} from '../../../src/domain/calculators/indoor-calculation';

// Every expected value is worked out by hand from accounts §9 "Indoor configurator":
// cost = (Σ qty × cost + server room) × level cost × lighting cost, to the nearest 1000;
// days = (Σ qty × days + server room days) × level days, rounded up, at least 3;
// sockets / lights (× lighting lights factor) / three = Σ qty × per-unit, rounded up.

const calc = (scenario: string, quantities: object, extra: object = {}) =>
  calculateIndoor({ scenario, level: 'standard', lighting: 'base', quantities, ...extra });
const keys = (result: { recommendations: { key: RecommendationKey }[] }) =>
  result.recommendations.map((item) => item.key);

describe('one case per scenario', () => {
  it('office, standard, base', () => {
    // openSpace 100, workplaces 10, meeting 1, cabinets 2, sanitary 2, emergency 4
    // sockets 18 + 40 + 6 + 12 + 2 + 0 = 78; lights 9 + 0 + 2 + 4 + 2 + 4 = 21
    // cost 190000 + 120000 + 35000 + 56000 + 16000 + 24000 = 441000 × 1 × 1 = 441000
    // days 2 + 1 + 0.5 + 0.8 + 0.2 + 0.2 = 4.7 × 1.05 = 4.935 -> 5
    const result = calc('office', {
      openSpace: 100,
      workplaces: 10,
      meetingRooms: 1,
      cabinets: 2,
      sanitary: 2,
      emergencyLight: 4,
    });
    expect(result).toMatchObject({ sockets: 78, lights: 21, three: 0, cost: 441000, days: 5 });
    expect(keys(result)).toEqual(['documents']);
  });

  it('retail, economy, accent, rack', () => {
    // retailHall 150, sanitary 1, emergency 2, server room rack
    // sockets 18 + 1 = 19; lights (18 + 1 + 2) × 1.15 = 24.15 -> 25
    // cost (210000 + 8000 + 12000 + 120000) = 350000 × 0.92 = 322000 × 1.06 = 341320 -> 341000
    // days (2.25 + 0.1 + 0.1 + 2) = 4.45 × 1 -> 5
    const result = calc(
      'retail',
      { retailHall: 150, sanitary: 1, emergencyLight: 2 },
      { level: 'economy', lighting: 'accent', options: { serverRoom: 'rack' } },
    );
    expect(result).toMatchObject({ sockets: 19, lights: 25, three: 0, cost: 341000, days: 5 });
    expect(keys(result)).toEqual(['server', 'cashDesks', 'documents']);
  });

  it('warehouse, premium, bright', () => {
    // warehouse 300, sanitary 1, emergency 10
    // sockets 9 + 1 = 10; lights (24 + 1 + 10) × 1.3 = 45.5 -> 46
    // cost (270000 + 8000 + 60000) = 338000 × 1.22 = 412360 × 1.12 = 461843.2 -> 462000
    // days (3.6 + 0.1 + 0.5) = 4.2 × 1.15 = 4.83 -> 5
    const result = calc(
      'warehouse',
      { warehouse: 300, sanitary: 1, emergencyLight: 10 },
      { level: 'premium', lighting: 'bright' },
    );
    expect(result).toMatchObject({ sockets: 10, lights: 46, three: 0, cost: 462000, days: 5 });
    expect(keys(result)).toEqual(['emergency', 'documents']);
  });

  it('production', () => {
    // workshop 200: sockets 12, lights 24, three 4; cost 320000; days 4 × 1.05 = 4.2 -> 5
    const result = calc('production', { workshop: 200 });
    expect(result).toMatchObject({ sockets: 12, lights: 24, three: 4, cost: 320000, days: 5 });
    expect(keys(result)).toEqual(['shortCircuit', 'documents']);
  });

  it('horeca, accent', () => {
    // kitchen 40, retailHall 100, sanitary 2, emergency 3
    // sockets 8 + 12 + 2 = 22; lights (4 + 12 + 2 + 3) × 1.15 = 24.15 -> 25; three 1.6 -> 2
    // cost (104000 + 140000 + 16000 + 18000) = 278000 × 1.06 = 294680 -> 295000
    // days (1.2 + 1.5 + 0.2 + 0.15) = 3.05 × 1.05 = 3.2025 -> 4
    const result = calc(
      'horeca',
      { kitchen: 40, retailHall: 100, sanitary: 2, emergencyLight: 3 },
      { lighting: 'accent' },
    );
    expect(result).toMatchObject({ sockets: 22, lights: 25, three: 2, cost: 295000, days: 4 });
    expect(keys(result)).toEqual(['rcd', 'documents']);
  });

  it('apartment, economy', () => {
    // openSpace 60, cabinets 3, sanitary 2
    // sockets 10.8 + 18 + 2 = 30.8 -> 31; lights 5.4 + 6 + 2 = 13.4 -> 14
    // cost (114000 + 84000 + 16000) = 214000 × 0.92 = 196880 -> 197000
    // days (1.2 + 1.2 + 0.2) = 2.6 × 1 -> 3
    const result = calc(
      'apartment',
      { openSpace: 60, cabinets: 3, sanitary: 2 },
      { level: 'economy' },
    );
    expect(result).toMatchObject({ sockets: 31, lights: 14, three: 0, cost: 197000, days: 3 });
    expect(keys(result)).toEqual(['documents']);
  });
});

describe('levels and lighting (office, open space 500 m²: 950000 ₽, 10 days, 90 sockets, 45 lights)', () => {
  it.each([
    ['economy', 874000, 10], // 950000 × 0.92; 10 × 1
    ['standard', 950000, 11], // 950000 × 1; 10 × 1.05 = 10.5 -> 11
    ['premium', 1159000, 12], // 950000 × 1.22; 10 × 1.15 = 11.5 -> 12
  ])('level %s -> %s ₽, %s days', (level, cost, days) => {
    expect(calc('office', { openSpace: 500 }, { level })).toMatchObject({
      cost,
      days,
      sockets: 90,
    });
  });
  it.each([
    ['base', 45, 950000], // 45 × 1; 950000 × 1
    ['accent', 52, 1007000], // 45 × 1.15 = 51.75 -> 52; 950000 × 1.06
    ['bright', 59, 1064000], // 45 × 1.3 = 58.5 -> 59; 950000 × 1.12
  ])('lighting %s -> %s lights, %s ₽', (lighting, lights, cost) => {
    expect(calc('office', { openSpace: 500 }, { lighting })).toMatchObject({ lights, cost });
  });
});

describe('server room options (office, nothing else)', () => {
  it.each([
    ['none', 0, 3, false], // 0 ₽; 0 days -> minimum 3
    ['rack', 120000, 3, true], // 2 × 1.05 = 2.1 -> 3
    ['room', 220000, 5, true], // 4 × 1.05 = 4.2 -> 5
  ])('%s -> %s ₽, %s days', (serverRoom, cost, days, recommended) => {
    const result = calc('office', {}, { options: { serverRoom } });
    expect(result).toMatchObject({ cost, days });
    expect(keys(result).includes('server')).toBe(recommended);
  });
  it('counts in retail too, but not in a scenario without it', () => {
    expect(calc('retail', {}, { options: { serverRoom: 'room' } }).cost).toBe(220000);
    const warehouse = calc('warehouse', {}, { options: { serverRoom: 'room' } });
    expect(warehouse).toMatchObject({ cost: 0, days: 3 });
    expect(keys(warehouse)).toEqual(['documents']);
  });
});

describe('only modules of the current scenario count', () => {
  it('ignores quantities kept from another scenario', () => {
    // warehouse scenario: openSpace / workplaces / kitchen are not its modules
    const result = calc('warehouse', {
      openSpace: 1000,
      workplaces: 100,
      kitchen: 50,
      warehouse: 10,
    });
    // warehouse 10: sockets 0.3 -> 1; lights 0.8 -> 1; cost 9000; days 0.12 -> 1 -> 3
    expect(result).toMatchObject({ sockets: 1, lights: 1, three: 0, cost: 9000, days: 3 });
    expect(keys(result)).toEqual(['documents']);
  });
});

describe('recommendations on and just off their thresholds', () => {
  it.each([
    ['server: racks 1', 'office', { serverRacks: 1 }, 'server', true],
    ['server: racks 0', 'office', { serverRacks: 0 }, 'server', false],
    [
      'short circuit: three 3 (workshop 150 × 0.02)',
      'production',
      { workshop: 150 },
      'shortCircuit',
      false,
    ],
    [
      'short circuit: three 3.2 -> 4 (workshop 160)',
      'production',
      { workshop: 160 },
      'shortCircuit',
      true,
    ],
    ['short circuit: kitchen 100 × 0.04 = 4', 'horeca', { kitchen: 100 }, 'shortCircuit', true],
    [
      'short circuit: production line 1',
      'production',
      { productionLines: 1 },
      'shortCircuit',
      true,
    ],
    ['emergency: warehouse 300', 'warehouse', { warehouse: 300 }, 'emergency', true],
    ['emergency: warehouse 299', 'warehouse', { warehouse: 299 }, 'emergency', false],
    ['cash desks: retail hall 150', 'retail', { retailHall: 150 }, 'cashDesks', true],
    ['cash desks: retail hall 149', 'retail', { retailHall: 149 }, 'cashDesks', false],
    ['cash desks: one cash desk', 'retail', { cashDesks: 1 }, 'cashDesks', true],
    ['cash desks: horeca hall 150', 'horeca', { retailHall: 150 }, 'cashDesks', true],
    ['floor board: open space 250', 'office', { openSpace: 250 }, 'floorBoard', true],
    ['floor board: open space 249', 'office', { openSpace: 249 }, 'floorBoard', false],
    ['floor board: workplaces 60', 'office', { workplaces: 60 }, 'floorBoard', true],
    ['floor board: workplaces 59', 'office', { workplaces: 59 }, 'floorBoard', false],
    ['floor board: apartment open space 250', 'apartment', { openSpace: 250 }, 'floorBoard', true],
    ['RCD: kitchen 1', 'horeca', { kitchen: 1 }, 'rcd', true],
    ['RCD: kitchen 0', 'horeca', { kitchen: 0 }, 'rcd', false],
  ])('%s', (_name, scenario, quantities, key, on) => {
    expect(keys(calc(scenario, quantities)).includes(key as RecommendationKey)).toBe(on);
  });
  it('always lists the documents, last', () => {
    const all = calc(
      'office',
      { openSpace: 300, serverRacks: 2 },
      { options: { serverRoom: 'room' } },
    );
    expect(keys(all)).toEqual(['server', 'floorBoard', 'documents']);
    expect(all.recommendations.at(-1)!.text).toMatch(/фотоотч[её]т/i);
  });
});

describe('rounding', () => {
  it.each([
    [{ openSpace: 5 }, 10000], // 9500 -> half up -> 10000
    [{ openSpace: 4 }, 8000], // 7600 -> 8000
    [{ sanitary: 1 }, 8000], // exact
    [{ emergencyLight: 1, sanitary: 1 }, 14000], // exact
  ])('cost %o -> %s', (quantities, cost) => {
    expect(calc('office', quantities).cost).toBe(cost);
  });
  it('ignores floating-point noise when rounding up (100 × 0.18 is 18, not 19)', () => {
    expect(calc('office', { openSpace: 100 }).sockets).toBe(18);
    // openSpace 250 at economy: 250 × 0.02 = 5 days × 1 = 5
    expect(calc('office', { openSpace: 250 }, { level: 'economy' }).days).toBe(5);
  });
  it('days: at least 3', () => {
    expect(calc('office', {}).days).toBe(3);
    expect(calc('production', { workshop: 10 }).days).toBe(3); // 0.2 × 1.05 = 0.21 -> 1 -> 3
    expect(calc('production', { productionLines: 1 }).days).toBe(3); // 2 × 1.05 = 2.1 -> 3
    expect(calc('production', { productionLines: 2 }).days).toBe(5); // 4 × 1.05 = 4.2 -> 5
  });
});

describe('garbage never gives NaN and never throws', () => {
  const defaults = { sockets: 0, lights: 0, three: 0, cost: 0, days: 3 };
  it.each([
    [null],
    [undefined],
    ['office'],
    [42],
    [[]],
    [{ scenario: 'castle', level: 5, lighting: {}, quantities: 'x', options: null }],
    [
      {
        quantities: {
          openSpace: -10,
          workplaces: 'abc',
          meetingRooms: NaN,
          cabinets: Infinity,
          serverRacks: -Infinity,
          bogus: 5,
        },
        options: { serverRoom: 'gold' },
      },
    ],
  ])('%o -> the defaults result', (inputs) => {
    const result = calculateIndoor(inputs);
    expect(result).toMatchObject(defaults);
    expect(result.recommendations.map((item) => item.key)).toEqual(['documents']);
  });
  it('huge quantities are capped and stay finite', () => {
    // openSpace capped at 100000 m²: 100000 × 1900 = 190 000 000
    const result = calc('office', { openSpace: 1e15 });
    expect(result.cost).toBe(190_000_000);
    expect(Number.isFinite(result.days)).toBe(true);
  });
  it('numeric strings are read', () => {
    expect(calc('office', { sanitary: '2' }).cost).toBe(16000);
  });
});

describe('costBreakdown', () => {
  it('splits 48 / 34 / 8 / 10 %', () => {
    // 441000 × 0.48 = 211680; × 0.34 = 149940; × 0.08 = 35280; × 0.10 = 44100
    expect(costBreakdown(441000).map((slice) => [slice.key, slice.percent, slice.amount])).toEqual([
      ['works', 48, 211680],
      ['materials', 34, 149940],
      ['tooling', 8, 35280],
      ['organisation', 10, 44100],
    ]);
  });
  it('treats garbage as 0', () => {
    expect(costBreakdown(NaN).every((slice) => slice.amount === 0)).toBe(true);
    expect(costBreakdown(-5).every((slice) => slice.amount === 0)).toBe(true);
  });
});
