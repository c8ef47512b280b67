import type { CalculatorKey } from '../config/paths';
import { sanitizeIndoorInputs, type IndoorInputs } from '../domain/calculators/indoor-inputs';
import {
  sanitizePowerConnectionInputs,
  type PowerConnectionInputs,
} from '../domain/calculators/power-connection';
import { sanitizeUpgradeAnswers, type UpgradeAnswers } from '../domain/calculators/power-upgrade';
import { loadStoredInputs, saveStoredInputs } from './calculator-inputs-store';

export { clearAllCalculatorInputs, clearCalculatorInputs } from './calculator-inputs-store';

/**
 * The calculators' inputs kept on the device (IndexedDB through idb-keyval), one record per
 * calculator, so a sales engineer finds them again on the next visit, online or not.
 * Every function resolves, never rejects: without IndexedDB (server rendering, private mode,
 * quota) loading gives null and saving or clearing does nothing.
 */
export interface CalculatorInputsMap {
  'power-connection': PowerConnectionInputs;
  'power-upgrade': UpgradeAnswers;
  indoor: IndoorInputs;
}

const SANITIZERS: { [K in CalculatorKey]: (value: unknown) => CalculatorInputsMap[K] } = {
  'power-connection': sanitizePowerConnectionInputs,
  'power-upgrade': sanitizeUpgradeAnswers,
  indoor: sanitizeIndoorInputs,
};

/** The stored inputs of one calculator, validated by the domain's sanitiser; null if none. */
export function loadCalculatorInputs<K extends CalculatorKey>(
  key: K,
): Promise<CalculatorInputsMap[K] | null> {
  return loadStoredInputs(key, SANITIZERS[key]);
}

/** Keeps the inputs of one calculator (validated before writing). */
export function saveCalculatorInputs<K extends CalculatorKey>(
  key: K,
  inputs: CalculatorInputsMap[K],
): Promise<void> {
  return saveStoredInputs(key, inputs, SANITIZERS[key]);
}
