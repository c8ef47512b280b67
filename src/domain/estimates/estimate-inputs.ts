import {
  LEVELS,
  LIGHTING,
  QUANTITY_MODULES,
  SCENARIOS,
  SERVER_ROOM_MODULE,
} from '../calculators/indoor-catalog';
import type { IndoorInputs } from '../calculators/indoor-inputs';
import type { QuantityModuleKey, ServerRoomKey } from '../calculators/indoor-types';
import {
  ADDRESS_MAX_LENGTH,
  type PhaseCount,
  type PowerConnectionInputs,
} from '../calculators/power-connection';
import { QUESTION_COUNT, type AnswerScore } from '../calculators/power-upgrade';
import type { EstimateInputsMap, EstimateKind } from './estimate-kinds';

/**
 * The strict reading of a sent estimate's inputs: the shape each calculator keeps, nothing else
 * (unknown keys, wrong types, non-finite numbers and unknown option keys give null). Values are
 * kept as sent, even outside today's ranges: an older app may have had others, and the server's
 * recomputation (which sanitises) then shows the difference. Pure; never throws.
 */

type Reader<T> = (value: unknown) => T | null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const oneOf = <K extends string>(value: unknown, keys: readonly K[]): value is K =>
  typeof value === 'string' && (keys as readonly string[]).includes(value);

const CONNECTION_KEYS = ['address', 'powerKw', 'distanceM', 'phases'] as const;

const readPowerConnection: Reader<PowerConnectionInputs> = (value) => {
  if (!isRecord(value)) return null;
  const keys = Object.keys(value);
  if (keys.length !== CONNECTION_KEYS.length || !keys.every((key) => oneOf(key, CONNECTION_KEYS)))
    return null;
  const { address, powerKw, distanceM, phases } = value;
  if (typeof address !== 'string' || address.length > ADDRESS_MAX_LENGTH) return null;
  if (!isFiniteNumber(powerKw) || !isFiniteNumber(distanceM)) return null;
  if (phases !== 1 && phases !== 3) return null;
  return { address, powerKw, distanceM, phases: phases as PhaseCount };
};

const readPowerUpgrade: Reader<(AnswerScore | null)[]> = (value) => {
  if (!Array.isArray(value) || value.length !== QUESTION_COUNT) return null;
  const answers: (AnswerScore | null)[] = [];
  for (const answer of value) {
    if (answer !== null && answer !== 0 && answer !== 1 && answer !== 2) return null;
    answers.push(answer);
  }
  return answers;
};

const INDOOR_KEYS = ['scenario', 'level', 'lighting', 'quantities', 'options'] as const;
const QUANTITY_KEYS = Object.keys(QUANTITY_MODULES) as QuantityModuleKey[];
const SERVER_ROOM_KEYS: readonly ServerRoomKey[] = SERVER_ROOM_MODULE.options.map(
  (option) => option.key,
);

const readIndoor: Reader<IndoorInputs> = (value) => {
  if (!isRecord(value) || !Object.keys(value).every((key) => oneOf(key, INDOOR_KEYS))) return null;
  const { scenario, level, lighting, quantities, options } = value;
  if (
    !oneOf(
      scenario,
      SCENARIOS.map((item) => item.key),
    ) ||
    !oneOf(
      level,
      LEVELS.map((item) => item.key),
    ) ||
    !oneOf(
      lighting,
      LIGHTING.map((item) => item.key),
    ) ||
    !isRecord(quantities) ||
    !isRecord(options)
  ) {
    return null;
  }
  const read: IndoorInputs = { scenario, level, lighting, quantities: {}, options: {} };
  for (const [key, quantity] of Object.entries(quantities)) {
    if (!oneOf(key, QUANTITY_KEYS) || !isFiniteNumber(quantity) || quantity < 0) return null;
    read.quantities[key] = quantity;
  }
  for (const [key, option] of Object.entries(options)) {
    if (key !== 'serverRoom' || !oneOf(option, SERVER_ROOM_KEYS)) return null;
    read.options.serverRoom = option;
  }
  return read;
};

const READERS: { readonly [K in EstimateKind]: Reader<EstimateInputsMap[K]> } = {
  'power-connection': readPowerConnection,
  'power-upgrade': readPowerUpgrade,
  indoor: readIndoor,
};

/** The calculator's inputs read strictly (see above), or null. */
export function readEstimateInputs<K extends EstimateKind>(
  kind: K,
  value: unknown,
): EstimateInputsMap[K] | null {
  return READERS[kind](value);
}
