import { pluralRu, DAY_FORMS } from '../calculators/plural';
import type { EstimateCodec } from './estimate-codec';
import {
  DISTANCE_M,
  POWER_KW,
  calculatePowerConnection,
  sanitizePowerConnectionInputs,
  type PowerConnectionInputs,
} from '../calculators/power-connection';
import { hasAnyKey, param, readQuery } from './query';

/**
 * The power connection calculator's inputs in a share link's query:
 * `addr` (the address, left out when empty), `kw` (power), `m` (distance), `ph` (1 or 3 phases).
 * Example: `addr=Тверь%2C+ул.+Ленина%2C+1&kw=15&m=100&ph=3`.
 */
export const POWER_CONNECTION_QUERY_KEYS = ['addr', 'kw', 'm', 'ph'] as const;

export function encodePowerConnectionQuery(raw: unknown): string {
  const inputs = sanitizePowerConnectionInputs(raw);
  const params = new URLSearchParams();
  if (inputs.address.trim() !== '') params.set('addr', inputs.address.trim());
  params.set('kw', String(inputs.powerKw));
  params.set('m', String(inputs.distanceM));
  params.set('ph', String(inputs.phases));
  return params.toString();
}

/**
 * The inputs of a share link, or null when its query names none of the keys. Whatever the query
 * holds goes through `sanitizePowerConnectionInputs`: missing or broken values take the defaults.
 */
export function decodePowerConnectionQuery(search: string): PowerConnectionInputs | null {
  const params = readQuery(search);
  if (!hasAnyKey(params, POWER_CONNECTION_QUERY_KEYS)) return null;
  return sanitizePowerConnectionInputs({
    address: param(params, 'addr') ?? '',
    powerKw: param(params, 'kw'),
    distanceM: param(params, 'm'),
    phases: param(params, 'ph'),
  });
}

const PHASE_FORMS = ['фаза', 'фазы', 'фаз'] as const;

/** «Тверь, ул. Ленина, 1: 15 кВт, 100 м, 3 фазы — 45 дней» (no address: no prefix). */
export function powerConnectionSummary(raw: unknown): string {
  const inputs = sanitizePowerConnectionInputs(raw);
  const { days } = calculatePowerConnection(inputs);
  const figures = `${inputs.powerKw} ${POWER_KW.unit}, ${inputs.distanceM} ${DISTANCE_M.unit}, ${inputs.phases} ${pluralRu(
    inputs.phases,
    PHASE_FORMS,
  )} — ${days} ${pluralRu(days, DAY_FORMS)}`;
  const address = inputs.address.trim();
  return address === '' ? figures : `${address}: ${figures}`;
}

export const POWER_CONNECTION_CODEC: EstimateCodec<'power-connection'> = {
  kind: 'power-connection',
  encode: encodePowerConnectionQuery,
  decode: decodePowerConnectionQuery,
  summary: powerConnectionSummary,
};
