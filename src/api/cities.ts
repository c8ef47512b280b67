/**
 * The city list (accounts §3.4, §7, §8): GET /data/cities-ru.json without the HTTP cache, read as an
 * array or as an object with `cities`. Any failure silently gives the built-in list of 15 big
 * cities. The service worker precaches the file, so the full list works offline too.
 */
import { parseCityList, type City } from '../domain/cities/city';

export const CITIES_URL = '/data/cities-ru.json';

/** The 15 largest cities of Russia, with their regions, by population. */
export const FALLBACK_CITY_LIST: readonly City[] = [
  { name: 'Москва', region: 'Москва' },
  { name: 'Санкт-Петербург', region: 'Санкт-Петербург' },
  { name: 'Новосибирск', region: 'Новосибирская область' },
  { name: 'Екатеринбург', region: 'Свердловская область' },
  { name: 'Казань', region: 'Республика Татарстан' },
  { name: 'Нижний Новгород', region: 'Нижегородская область' },
  { name: 'Челябинск', region: 'Челябинская область' },
  { name: 'Красноярск', region: 'Красноярский край' },
  { name: 'Самара', region: 'Самарская область' },
  { name: 'Уфа', region: 'Республика Башкортостан' },
  { name: 'Ростов-на-Дону', region: 'Ростовская область' },
  { name: 'Омск', region: 'Омская область' },
  { name: 'Краснодар', region: 'Краснодарский край' },
  { name: 'Воронеж', region: 'Воронежская область' },
  { name: 'Пермь', region: 'Пермский край' },
];

/** The fallback list as names (accounts §9: 15 cities). */
export const FALLBACK_CITIES: readonly string[] = FALLBACK_CITY_LIST.map((city) => city.name);

let pending: Promise<City[]> | null = null;

async function fetchCityList(fetchImpl: typeof fetch): Promise<City[]> {
  const response = await fetchImpl(CITIES_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const cities = parseCityList(await response.json());
  if (!cities) throw new Error('No cities in the file');
  return cities;
}

/**
 * The full city list with regions, loaded once per session. A failed load resolves to the fallback
 * list and is not remembered, so the next call tries the file again.
 */
export function loadCityList(fetchImpl: typeof fetch = globalThis.fetch): Promise<City[]> {
  if (pending) return pending;
  const attempt = fetchCityList(fetchImpl).catch(() => {
    if (pending === attempt) pending = null;
    return [...FALLBACK_CITY_LIST];
  });
  pending = attempt;
  return attempt;
}

/** The city names, loaded once per session; the fallback names on any failure. */
export async function loadCities(fetchImpl?: typeof fetch): Promise<string[]> {
  const cities = await loadCityList(fetchImpl);
  return cities.map((city) => city.name);
}

/** Forgets the loaded list (tests). */
export function resetCitiesCache(): void {
  pending = null;
}
