import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POWER_CONNECTION_INPUTS,
  type PowerConnectionInputs,
} from '../../../src/domain/calculators/power-connection';
import {
  changeScenario,
  defaultIndoorInputs,
  setQuantity,
  sanitizeIndoorInputs,
  setServerRoom,
} from '../../../src/domain/calculators/indoor-inputs';
import {
  decodePowerConnectionQuery,
  encodePowerConnectionQuery,
} from '../../../src/domain/estimates/power-connection-link';
import {
  decodePowerUpgradeQuery,
  encodePowerUpgradeQuery,
} from '../../../src/domain/estimates/power-upgrade-link';
import { decodeIndoorQuery, encodeIndoorQuery } from '../../../src/domain/estimates/indoor-link';
import { estimateLink, summaryOfLink } from '../../../src/domain/estimates/estimate-kinds';

const LONG = 'ж'.repeat(5000);

describe('power connection share link', () => {
  it.each<[string, PowerConnectionInputs]>([
    ['defaults', { ...DEFAULT_POWER_CONNECTION_INPUTS }],
    [
      'a Cyrillic address',
      { address: 'Тверь, ул. Ленина, 1 & 2 = «3»', powerKw: 120, distanceM: 450, phases: 1 },
    ],
    ['the limits', { address: 'x', powerKw: 300, distanceM: 1000, phases: 3 }],
    ['the lower limits', { address: 'y', powerKw: 1, distanceM: 0, phases: 1 }],
  ])('round trip: %s', (_name, inputs) => {
    const query = encodePowerConnectionQuery(inputs);
    expect(decodePowerConnectionQuery(`?${query}`)).toEqual(inputs);
    expect(decodePowerConnectionQuery(query)).toEqual(inputs);
  });

  it('uses short readable keys', () => {
    expect(
      encodePowerConnectionQuery({ address: 'Тверь', powerKw: 15, distanceM: 100, phases: 3 }),
    ).toBe('addr=%D0%A2%D0%B2%D0%B5%D1%80%D1%8C&kw=15&m=100&ph=3');
    expect(
      encodePowerConnectionQuery({ address: '  ', powerKw: 15, distanceM: 100, phases: 3 }),
    ).toBe('kw=15&m=100&ph=3');
  });

  it.each<[string, string, Partial<PowerConnectionInputs> | null]>([
    ['no query', '', null],
    ['a foreign query only', '?utm_source=mail&x=1', null],
    ['garbage values', '?kw=abc&m=%%%&ph=zz', { powerKw: 15, distanceM: 100, phases: 3 }],
    ['huge numbers', '?kw=1e400&m=99999999999999999999', { powerKw: 15, distanceM: 1000 }],
    ['negative numbers', '?kw=-5&m=-100&ph=-1', { powerKw: 1, distanceM: 0, phases: 3 }],
    ['off-step values', '?kw=15.4&m=104', { powerKw: 15, distanceM: 100 }],
    ['repeated keys (arrays)', '?kw=20&kw=30&ph=1&ph=3', { powerKw: 20, phases: 1 }],
    [
      '__proto__ and unknown keys',
      '?__proto__=1&constructor=2&kw=50',
      { powerKw: 50, address: '' },
    ],
    ['an empty address', '?addr=', { address: '' }],
    ['an overlong address', `?addr=${LONG}`, { address: 'ж'.repeat(300) }],
  ])('hostile query: %s', (_name, search, expected) => {
    const decoded = decodePowerConnectionQuery(search);
    if (expected === null) {
      expect(decoded).toBeNull();
      return;
    }
    expect(decoded).toMatchObject(expected);
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
  });

  it('an overlong query is read as far as the limit and never throws', () => {
    const decoded = decodePowerConnectionQuery(`?kw=40&addr=${'%D0%B6'.repeat(100_000)}`);
    expect(decoded?.powerKw).toBe(40);
    expect(decoded?.address.length).toBeLessThanOrEqual(300);
  });
});

describe('power upgrade share link', () => {
  it.each([
    [[null, null, null, null, null, null], 'q=------'],
    [[2, 1, 0, null, 2, 1], 'q=210-21'],
    [[2, 2, 2, 2, 2, 2], 'q=222222'],
  ] as const)('round trip %j <-> %s', (answers, query) => {
    expect(encodePowerUpgradeQuery(answers)).toBe(query);
    expect(decodePowerUpgradeQuery(`?${query}`)).toEqual(answers);
  });

  it.each<[string, string, readonly (number | null)[] | null]>([
    ['no q', '?x=1', null],
    ['an empty q', '?q=', [null, null, null, null, null, null]],
    ['garbage', '?q=9a%00-3x', [null, null, null, null, null, null]],
    ['short', '?q=21', [2, 1, null, null, null, null]],
    ['overlong', `?q=${'1'.repeat(10_000)}`, [1, 1, 1, 1, 1, 1]],
    ['negative and huge', '?q=-1e400', [null, 1, null, null, 0, 0]],
    ['repeated', '?q=2&q=1', [2, null, null, null, null, null]],
    ['__proto__', '?__proto__=2&q=0', [0, null, null, null, null, null]],
  ])('hostile query: %s', (_name, search, expected) => {
    expect(decodePowerUpgradeQuery(search)).toEqual(expected);
  });
});

describe('indoor share link', () => {
  it('round trip of a retail plan', () => {
    let inputs = changeScenario(sanitizeIndoorInputs({ scenario: 'retail' }), 'retail');
    inputs = setQuantity(inputs, 'retailHall', 150);
    inputs = setQuantity(inputs, 'cashDesks', 3);
    inputs = setServerRoom(inputs, 'rack');
    inputs = { ...inputs, level: 'premium', lighting: 'bright' };
    const query = encodeIndoorQuery(inputs);
    expect(query).toBe('type=retail&level=premium&light=bright&hall=150&cash=3&srv=rack');
    expect(decodeIndoorQuery(`?${query}`)).toEqual(inputs);
  });

  it('round trip of the defaults', () => {
    expect(decodeIndoorQuery(encodeIndoorQuery(defaultIndoorInputs()))).toEqual(
      defaultIndoorInputs(),
    );
  });

  it('leaves out modules the scenario does not show', () => {
    let inputs = setQuantity(defaultIndoorInputs(), 'openSpace', 200);
    inputs = changeScenario(inputs, 'warehouse');
    expect(encodeIndoorQuery(inputs)).toBe('type=warehouse&level=standard&light=base');
  });

  it.each<[string, string, Record<string, unknown> | null]>([
    ['no known key', '?foo=1&bar=2', null],
    [
      'garbage',
      '?type=castle&level=gold&light=%%&open=abc',
      {
        scenario: 'office',
        level: 'standard',
        lighting: 'base',
        quantities: expect.objectContaining({ openSpace: 0 }) as unknown,
      },
    ],
    [
      'huge numbers',
      '?type=warehouse&store=1e400&wc=99999999',
      { quantities: expect.objectContaining({ warehouse: 0, sanitary: 10_000 }) as unknown },
    ],
    [
      'negative numbers',
      '?open=-50&desks=-1',
      { quantities: expect.objectContaining({ openSpace: 0, workplaces: 0 }) as unknown },
    ],
    [
      'fractions',
      '?open=10.6',
      { quantities: expect.objectContaining({ openSpace: 11 }) as unknown },
    ],
    [
      'repeated keys (arrays)',
      '?type=retail&type=office&hall=5&hall=7',
      { scenario: 'retail', quantities: expect.objectContaining({ retailHall: 5 }) as unknown },
    ],
    [
      '__proto__ and constructor',
      '?__proto__=x&constructor=y&type=__proto__',
      { scenario: 'office' },
    ],
    ['an unknown server room', '?srv=datacenter', { options: { serverRoom: 'none' } }],
    [
      'overlong values',
      `?type=${LONG}&open=${'9'.repeat(5000)}`,
      {
        scenario: 'office',
        quantities: expect.objectContaining({ openSpace: 0 }) as unknown,
      },
    ],
  ])('hostile query: %s', (_name, search, expected) => {
    const decoded = decodeIndoorQuery(search);
    if (expected === null) {
      expect(decoded).toBeNull();
      return;
    }
    expect(decoded).toMatchObject(expected);
    expect(Object.keys(decoded?.quantities ?? {})).not.toContain('__proto__');
  });
});

describe('links and summaries', () => {
  it('builds the calculator address with the query', () => {
    expect(estimateLink('power-upgrade', [2, 2, 2, 2, 2, 2])).toBe(
      '/services/electrical/power-upgrade?q=222222',
    );
  });

  it.each([
    [
      'power-connection',
      estimateLink('power-connection', { address: '', powerKw: 15, distanceM: 100, phases: 3 }),
      '15 кВт, 100 м, 3 фазы — 35 дней',
    ],
    [
      'power-connection',
      estimateLink('power-connection', {
        address: 'Тверь',
        powerKw: 120,
        distanceM: 400,
        phases: 1,
      }),
      'Тверь: 120 кВт, 400 м, 1 фаза — 55 дней',
    ],
    [
      'power-upgrade',
      '/services/electrical/power-upgrade?q=222222',
      '12 из 12 — Модернизация необходима (ответов: 6 из 6)',
    ],
    [
      'power-upgrade',
      '/services/electrical/power-upgrade?q=junk',
      '0 из 12 — Пока можно не трогать (ответов: 0 из 6)',
    ],
  ] as const)('summary of %s %s', (kind, link, summary) => {
    expect(summaryOfLink(kind, link)).toBe(summary);
  });

  it('summarises an indoor estimate', () => {
    expect(summaryOfLink('indoor', '/services/electrical/indoor?type=warehouse')).toMatch(
      /^Склад, Стандарт — ≈ 0\s₽, 3 дня$/,
    );
  });
});
