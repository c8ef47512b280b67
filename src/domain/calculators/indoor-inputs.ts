import {
  LEVELS,
  LIGHTING,
  QUANTITY_MODULES,
  SCENARIOS,
  SERVER_ROOM_MODULE,
  isQuantityModuleKey,
  quantityInput,
  scenarioByKey,
} from './indoor-catalog';
import type {
  EnumModuleKey,
  LevelKey,
  LightingKey,
  QuantityModuleKey,
  ScenarioKey,
  ServerRoomKey,
} from './indoor-types';
import { clamp, toFiniteNumber } from './numbers';

/** The indoor configurator's inputs and their rules (accounts §4.4, §5.7). */
export interface IndoorInputs {
  scenario: ScenarioKey;
  level: LevelKey;
  lighting: LightingKey;
  /** Quantities by module; values of modules outside the scenario are kept but do not count. */
  quantities: Partial<Record<QuantityModuleKey, number>>;
  /** Enum modules (the server room) by module. */
  options: Partial<Record<EnumModuleKey, ServerRoomKey>>;
}

export const DEFAULT_SCENARIO: ScenarioKey = 'office';
export const DEFAULT_LEVEL: LevelKey = 'standard';
export const DEFAULT_LIGHTING: LightingKey = 'base';
export const DEFAULT_SERVER_ROOM: ServerRoomKey = 'none';

/** Defaults: office, standard, base lighting, every quantity 0, server room none. */
export function defaultIndoorInputs(): IndoorInputs {
  return initialiseScenario({
    scenario: DEFAULT_SCENARIO,
    level: DEFAULT_LEVEL,
    lighting: DEFAULT_LIGHTING,
    quantities: {},
    options: {},
  });
}

function pick<K extends string>(value: unknown, keys: readonly K[], fallback: K): K {
  return typeof value === 'string' && (keys as readonly string[]).includes(value)
    ? (value as K)
    : fallback;
}

/** Rule: one of the six scenario keys, anything else -> 'office'. */
export function sanitizeScenarioKey(value: unknown): ScenarioKey {
  return pick(
    value,
    SCENARIOS.map((scenario) => scenario.key),
    DEFAULT_SCENARIO,
  );
}

/** Rule: economy, standard or premium, anything else -> 'standard'. */
export function sanitizeLevelKey(value: unknown): LevelKey {
  return pick(
    value,
    LEVELS.map((level) => level.key),
    DEFAULT_LEVEL,
  );
}

/** Rule: base, accent or bright, anything else -> 'base'. */
export function sanitizeLightingKey(value: unknown): LightingKey {
  return pick(
    value,
    LIGHTING.map((lighting) => lighting.key),
    DEFAULT_LIGHTING,
  );
}

/** Rule: none, rack or room, anything else -> 'none'. */
export function sanitizeServerRoomKey(value: unknown): ServerRoomKey {
  return pick(
    value,
    SERVER_ROOM_MODULE.options.map((option) => option.key),
    DEFAULT_SERVER_ROOM,
  );
}

/**
 * One quantity. Rules: non-numeric, NaN or ±Infinity -> 0; negative -> 0; rounded to a whole
 * number (m² or pieces); at most 100 000 m² for an area and 10 000 for a count.
 */
export function sanitizeQuantity(key: QuantityModuleKey, value: unknown): number {
  const rounded = Math.round(clamp(toFiniteNumber(value, 0), 0, quantityInput(key).max));
  return rounded === 0 ? 0 : rounded;
}

/** Gives every module of the current scenario a value (0, or 'none') where it has none. */
export function initialiseScenario(inputs: IndoorInputs): IndoorInputs {
  const quantities = { ...inputs.quantities };
  const options = { ...inputs.options };
  for (const key of scenarioByKey(inputs.scenario).modules) {
    if (isQuantityModuleKey(key)) quantities[key] ??= 0;
    else options[key] ??= DEFAULT_SERVER_ROOM;
  }
  return { ...inputs, quantities, options };
}

/**
 * Switches the scenario: existing values are kept (also those of modules the new scenario does
 * not show, so switching back restores them) and missing ones are initialised.
 * Rule: an unknown scenario key -> 'office'.
 */
export function changeScenario(inputs: IndoorInputs, scenario: unknown): IndoorInputs {
  return initialiseScenario({ ...inputs, scenario: sanitizeScenarioKey(scenario) });
}

/** Sets one quantity through `sanitizeQuantity`. */
export function setQuantity(
  inputs: IndoorInputs,
  key: QuantityModuleKey,
  value: unknown,
): IndoorInputs {
  return { ...inputs, quantities: { ...inputs.quantities, [key]: sanitizeQuantity(key, value) } };
}

/** Sets the server room option through `sanitizeServerRoomKey`. */
export function setServerRoom(inputs: IndoorInputs, value: unknown): IndoorInputs {
  return { ...inputs, options: { ...inputs.options, serverRoom: sanitizeServerRoomKey(value) } };
}

/**
 * Inputs from anywhere (a stored record, a test's garbage). Rules: a non-object -> the defaults;
 * scenario, level and lighting through their key rules; each known quantity through
 * `sanitizeQuantity`, unknown module keys dropped; the server room through its key rule; then the
 * scenario's missing modules are initialised.
 */
export function sanitizeIndoorInputs(value: unknown): IndoorInputs {
  if (typeof value !== 'object' || value === null) return defaultIndoorInputs();
  const record = value as Record<string, unknown>;
  const rawQuantities = asRecord(record.quantities);
  const rawOptions = asRecord(record.options);
  const quantities: Partial<Record<QuantityModuleKey, number>> = {};
  for (const key of Object.keys(QUANTITY_MODULES) as QuantityModuleKey[]) {
    if (Object.hasOwn(rawQuantities, key))
      quantities[key] = sanitizeQuantity(key, rawQuantities[key]);
  }
  const options: Partial<Record<EnumModuleKey, ServerRoomKey>> = {};
  if (Object.hasOwn(rawOptions, 'serverRoom'))
    options.serverRoom = sanitizeServerRoomKey(rawOptions.serverRoom);
  return initialiseScenario({
    scenario: sanitizeScenarioKey(record.scenario),
    level: sanitizeLevelKey(record.level),
    lighting: sanitizeLightingKey(record.lighting),
    quantities,
    options,
  });
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
