import type { City } from './city';

/** Lower case, «ё» read as «е», runs of spaces squeezed: what matching compares. */
export function normalizeCityText(text: string): string {
  return text.trim().toLocaleLowerCase('ru').replaceAll('ё', 'е').replace(/\s+/g, ' ');
}

/**
 * Filters the city list by what was typed (accounts §2.2 city field). Case-insensitive, «ё» equals
 * «е», surrounding spaces ignored. Order: cities whose name starts with the query, then cities
 * whose name holds it elsewhere, then cities whose region holds it («татар» finds Казань); within
 * each group the list order (by population) stays. An empty query gives the whole list.
 */
export function searchCities<T extends City>(cities: readonly T[], query: string): T[] {
  const needle = normalizeCityText(query);
  if (!needle) return [...cities];
  const prefix: T[] = [];
  const inName: T[] = [];
  const inRegion: T[] = [];
  for (const city of cities) {
    const name = normalizeCityText(city.name);
    if (name.startsWith(needle)) prefix.push(city);
    else if (name.includes(needle)) inName.push(city);
    else if (city.region && normalizeCityText(city.region).includes(needle)) inRegion.push(city);
  }
  return [...prefix, ...inName, ...inRegion];
}
