/**
 * A city of the city list (accounts §3.4): its name and, when the list gives them, its region
 * (subject of the federation) and population.
 */
export interface City {
  name: string;
  region?: string;
  population?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toCity(item: unknown): City | null {
  if (typeof item === 'string') {
    const name = item.trim();
    return name ? { name } : null;
  }
  if (!isRecord(item) || typeof item.name !== 'string') return null;
  const name = item.name.trim();
  if (!name) return null;
  const city: City = { name };
  if (typeof item.region === 'string' && item.region.trim()) city.region = item.region.trim();
  if (typeof item.population === 'number' && Number.isFinite(item.population)) {
    city.population = item.population;
  }
  return city;
}

/**
 * Reads the city list file: an array (of names or of `{ name, region?, population? }`) or an object
 * with such an array in `cities`. Unusable items are skipped and repeated names (in the same
 * region) kept once; the order of the file stays. Returns null when there is no usable city at all.
 */
export function parseCityList(json: unknown): City[] | null {
  const items = Array.isArray(json) ? json : isRecord(json) ? json.cities : undefined;
  if (!Array.isArray(items)) return null;
  const seen = new Set<string>();
  const cities: City[] = [];
  for (const item of items) {
    const city = toCity(item);
    if (!city) continue;
    const key = `${city.name}\u0000${city.region ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    cities.push(city);
  }
  return cities.length > 0 ? cities : null;
}
