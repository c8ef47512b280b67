import { formatRoubles, type NumberFormatter } from '../calculators/currency';
import { calculateIndoor } from '../calculators/indoor-calculation';
import { indoorChoices } from '../calculators/indoor-lines';
import { DAY_FORMS, pluralRu } from '../calculators/plural';
import type { EstimateCodec } from './estimate-codec';
import { isQuantityModuleKey, scenarioByKey } from '../calculators/indoor-catalog';
import { sanitizeIndoorInputs, type IndoorInputs } from '../calculators/indoor-inputs';
import type { QuantityModuleKey } from '../calculators/indoor-types';
import { hasAnyKey, param, readQuery } from './query';

/**
 * The indoor configurator's inputs in a share link's query: `type` (scenario), `level`, `light`,
 * then the scenario's modules by short keys (left out when 0 or 'none').
 * Example: `type=office&level=standard&light=base&open=120&desks=10&srv=rack`.
 */
export const INDOOR_MODULE_QUERY_KEYS: Readonly<Record<QuantityModuleKey, string>> = {
  openSpace: 'open',
  workplaces: 'desks',
  meetingRooms: 'meet',
  cabinets: 'rooms',
  serverRacks: 'racks',
  retailHall: 'hall',
  cashDesks: 'cash',
  kitchen: 'kitchen',
  warehouse: 'store',
  workshop: 'shop',
  productionLines: 'lines',
  sanitary: 'wc',
  emergencyLight: 'emerg',
};
const SERVER_ROOM_QUERY_KEY = 'srv';

export const INDOOR_QUERY_KEYS: readonly string[] = [
  'type',
  'level',
  'light',
  SERVER_ROOM_QUERY_KEY,
  ...Object.values(INDOOR_MODULE_QUERY_KEYS),
];

/** Only the scenario's own modules travel: values of hidden modules do not count in the estimate. */
export function encodeIndoorQuery(raw: unknown): string {
  const inputs = sanitizeIndoorInputs(raw);
  const params = new URLSearchParams({
    type: inputs.scenario,
    level: inputs.level,
    light: inputs.lighting,
  });
  for (const key of scenarioByKey(inputs.scenario).modules) {
    if (isQuantityModuleKey(key)) {
      const quantity = inputs.quantities[key] ?? 0;
      if (quantity > 0) params.set(INDOOR_MODULE_QUERY_KEYS[key], String(quantity));
    } else {
      const option = inputs.options[key] ?? 'none';
      if (option !== 'none') params.set(SERVER_ROOM_QUERY_KEY, option);
    }
  }
  return params.toString();
}

/**
 * The inputs of a share link, or null when its query names none of the keys. Everything goes
 * through `sanitizeIndoorInputs`: unknown keys are ignored, broken values take the defaults.
 */
export function decodeIndoorQuery(search: string): IndoorInputs | null {
  const params = readQuery(search);
  if (!hasAnyKey(params, INDOOR_QUERY_KEYS)) return null;
  const quantities: Record<string, string> = {};
  for (const [module, short] of Object.entries(INDOOR_MODULE_QUERY_KEYS)) {
    const value = param(params, short);
    if (value !== undefined) quantities[module] = value;
  }
  const serverRoom = param(params, SERVER_ROOM_QUERY_KEY);
  return sanitizeIndoorInputs({
    scenario: param(params, 'type'),
    level: param(params, 'level'),
    lighting: param(params, 'light'),
    quantities,
    options: serverRoom === undefined ? {} : { serverRoom },
  });
}

/** «Офис, Стандарт — ≈ 1 234 000 ₽, 12 дней». */
export function indoorEstimateSummary(raw: unknown, formatter?: NumberFormatter): string {
  const inputs = sanitizeIndoorInputs(raw);
  const result = calculateIndoor(inputs);
  const choices = indoorChoices(inputs);
  return `${choices.scenario}, ${choices.level} — ≈ ${formatRoubles(
    result.cost,
    formatter,
  )}, ${result.days} ${pluralRu(result.days, DAY_FORMS)}`;
}

export const INDOOR_CODEC: EstimateCodec<'indoor'> = {
  kind: 'indoor',
  encode: encodeIndoorQuery,
  decode: decodeIndoorQuery,
  summary: indoorEstimateSummary,
};
