import { describe, expect, it } from 'vitest';
import {
  changeScenario,
  defaultIndoorInputs,
  sanitizeIndoorInputs,
  sanitizeQuantity,
  setQuantity,
  setServerRoom,
} from '../../../src/domain/calculators/indoor-inputs';
import { indoorSummary } from '../../../src/domain/calculators/indoor-summary';

describe('defaults', () => {
  it('office, standard, base, every office quantity 0, server room none', () => {
    expect(defaultIndoorInputs()).toEqual({
      scenario: 'office',
      level: 'standard',
      lighting: 'base',
      quantities: {
        openSpace: 0,
        workplaces: 0,
        meetingRooms: 0,
        cabinets: 0,
        serverRacks: 0,
        sanitary: 0,
        emergencyLight: 0,
      },
      options: { serverRoom: 'none' },
    });
  });
});

describe('changeScenario keeps existing values and initialises missing ones', () => {
  it('office -> apartment -> warehouse -> office', () => {
    let inputs = setQuantity(defaultIndoorInputs(), 'openSpace', 120);
    inputs = setQuantity(inputs, 'workplaces', 8);
    inputs = setServerRoom(inputs, 'rack');

    inputs = changeScenario(inputs, 'apartment');
    expect(inputs.scenario).toBe('apartment');
    expect(inputs.quantities.openSpace).toBe(120);

    inputs = changeScenario(inputs, 'warehouse');
    expect(inputs.quantities.warehouse).toBe(0);
    expect(inputs.quantities.openSpace).toBe(120);

    inputs = changeScenario(inputs, 'office');
    expect(inputs.quantities).toMatchObject({ openSpace: 120, workplaces: 8, warehouse: 0 });
    expect(inputs.options.serverRoom).toBe('rack');
  });
  it('initialises the kitchen and server room of a fresh scenario', () => {
    const horeca = changeScenario(sanitizeIndoorInputs({ scenario: 'warehouse' }), 'horeca');
    expect(horeca.quantities).toMatchObject({ kitchen: 0, retailHall: 0, sanitary: 0 });
    const retail = changeScenario(sanitizeIndoorInputs({ scenario: 'warehouse' }), 'retail');
    expect(retail.options.serverRoom).toBe('none');
  });
  it('an unknown scenario key falls back to office', () => {
    expect(changeScenario(defaultIndoorInputs(), 'spaceship').scenario).toBe('office');
  });
});

describe('sanitizeQuantity', () => {
  it.each([
    ['openSpace', 125, 125],
    ['openSpace', 12.4, 12], // whole m²
    ['openSpace', -10, 0],
    ['openSpace', 'abc', 0],
    ['openSpace', NaN, 0],
    ['openSpace', Infinity, 0],
    ['openSpace', 5e6, 100000], // area cap
    ['workplaces', 2.6, 3],
    ['workplaces', 5e6, 10000], // count cap
    ['workplaces', '7', 7],
    ['workplaces', -0.2, 0],
  ] as const)('%s %s -> %s', (key, value, expected) => {
    expect(sanitizeQuantity(key, value)).toBe(expected);
  });
});

describe('sanitizeIndoorInputs', () => {
  it('keeps valid stored inputs', () => {
    const stored = changeScenario(setQuantity(defaultIndoorInputs(), 'openSpace', 300), 'retail');
    expect(sanitizeIndoorInputs(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });
  it('replaces unknown keys by the defaults and drops unknown modules', () => {
    const inputs = sanitizeIndoorInputs({
      scenario: 'castle',
      level: 'gold',
      lighting: 'disco',
      quantities: { bogus: 3, sanitary: 2 },
      options: { serverRoom: 'cloud' },
    });
    expect(inputs.scenario).toBe('office');
    expect(inputs.level).toBe('standard');
    expect(inputs.lighting).toBe('base');
    expect(inputs.quantities).not.toHaveProperty('bogus');
    expect(inputs.quantities.sanitary).toBe(2);
    expect(inputs.options.serverRoom).toBe('none');
  });
});

describe('indoorSummary', () => {
  it('lists the object, modules, totals and recommendations', () => {
    const inputs = setServerRoom(setQuantity(defaultIndoorInputs(), 'openSpace', 100), 'rack');
    const text = indoorSummary(inputs, (value) => `${value} руб.`);
    // openSpace 100: 190000 + rack 120000 = 310000 ₽; days (2 + 2) × 1.05 = 4.2 -> 5
    expect(text).toContain('Тип объекта: Офис');
    expect(text).toContain('Уровень исполнения: Стандарт');
    expect(text).toContain('Освещение: Базовое');
    expect(text).toContain('Открытая зона: 100 м²');
    expect(text).toContain('Серверная: Стойка + ИБП');
    expect(text).toContain('Розетки: 18'); // 100 × 0.18; the server room adds no sockets
    expect(text).toContain('Стоимость: ≈ 310000 руб.');
    expect(text).toContain('Срок: 5 дней');
    expect(text).toMatch(/— Серверная или стойка/);
  });
});
