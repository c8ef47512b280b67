import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CITIES_URL,
  FALLBACK_CITIES,
  loadCities,
  loadCityList,
  resetCitiesCache,
} from '../../../src/api/cities';

const jsonReply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function fetchReturning(reply: () => Response | Promise<Response>) {
  return vi.fn<typeof fetch>(async () => reply());
}

afterEach(() => resetCitiesCache());

describe('FALLBACK_CITIES', () => {
  it('holds exactly the 15 biggest cities, Москва first', () => {
    expect(FALLBACK_CITIES).toHaveLength(15);
    expect(new Set(FALLBACK_CITIES).size).toBe(15);
    expect(FALLBACK_CITIES[0]).toBe('Москва');
    expect(FALLBACK_CITIES).toContain('Санкт-Петербург');
    expect(FALLBACK_CITIES).toContain('Ростов-на-Дону');
  });
});

describe('loadCities', () => {
  it('fetches /data/cities-ru.json without the HTTP cache', async () => {
    const fetchImpl = fetchReturning(() => jsonReply(['Архангельск']));
    await loadCities(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(CITIES_URL, { cache: 'no-cache' });
    expect(CITIES_URL).toBe('/data/cities-ru.json');
  });

  it.each([
    ['an array of names', ['Архангельск', 'Северодвинск', ' ', 42]],
    ['an array of objects', [{ name: 'Архангельск' }, { name: 'Северодвинск' }, { title: 'x' }]],
    [
      'an object with cities',
      {
        version: 1,
        cities: [
          { name: 'Архангельск', region: 'Архангельская область', population: 301199 },
          { name: 'Северодвинск', region: 'Архангельская область', population: 157213 },
        ],
      },
    ],
  ])('reads %s', async (_label, body) => {
    expect(await loadCities(fetchReturning(() => jsonReply(body)))).toEqual([
      'Архангельск',
      'Северодвинск',
    ]);
  });

  it('keeps regions for the select', async () => {
    const body = { cities: [{ name: 'Нарьян-Мар', region: 'Ненецкий автономный округ' }] };
    expect(await loadCityList(fetchReturning(() => jsonReply(body)))).toEqual([
      { name: 'Нарьян-Мар', region: 'Ненецкий автономный округ' },
    ]);
  });

  it.each([
    ['an HTTP error', () => jsonReply(['Архангельск'], 404)],
    ['text that is not JSON', () => new Response('<html>Not found</html>', { status: 200 })],
    ['JSON of another shape', () => jsonReply({ items: ['Архангельск'] })],
    ['an empty list', () => jsonReply({ cities: [] })],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('silently gives the fallback on %s', async (_label, reply) => {
    expect(await loadCities(fetchReturning(reply))).toEqual([...FALLBACK_CITIES]);
  });

  it('loads once per session', async () => {
    const fetchImpl = fetchReturning(() => jsonReply(['Архангельск']));
    const [first, second] = await Promise.all([loadCities(fetchImpl), loadCities(fetchImpl)]);
    expect(await loadCities(fetchImpl)).toEqual(['Архангельск']);
    expect(first).toEqual(second);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failure', async () => {
    const failing = fetchReturning(() => Promise.reject(new TypeError('offline')));
    expect(await loadCities(failing)).toEqual([...FALLBACK_CITIES]);
    const working = fetchReturning(() => jsonReply(['Архангельск']));
    expect(await loadCities(working)).toEqual(['Архангельск']);
    expect(working).toHaveBeenCalledTimes(1);
  });
});
