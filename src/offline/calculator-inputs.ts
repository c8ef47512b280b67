import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { CalculatorKey } from '../config/paths';
import { sanitizeIndoorInputs, type IndoorInputs } from '../domain/calculators/indoor-inputs';
import {
  sanitizePowerConnectionInputs,
  type PowerConnectionInputs,
} from '../domain/calculators/power-connection';
import { sanitizeUpgradeAnswers, type UpgradeAnswers } from '../domain/calculators/power-upgrade';
import { requestPersistentStorage } from './persist';

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

const DB_NAME = 'kub-calculators';
const STORE_NAME = 'inputs';
/** Bump when the stored shape changes incompatibly: older records are then ignored. */
const RECORD_VERSION = 1;

interface StoredRecord {
  version: number;
  savedAt: number;
  inputs: unknown;
}

const SANITIZERS: { [K in CalculatorKey]: (value: unknown) => CalculatorInputsMap[K] } = {
  'power-connection': sanitizePowerConnectionInputs,
  'power-upgrade': sanitizeUpgradeAnswers,
  indoor: sanitizeIndoorInputs,
};

let store: UseStore | null = null;
function inputsStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore(DB_NAME, STORE_NAME);
  return store;
}

function recordKey(key: CalculatorKey): string {
  return `calculator:${key}`;
}

/** The stored inputs of one calculator, validated by the domain's sanitiser; null if none. */
export async function loadCalculatorInputs<K extends CalculatorKey>(
  key: K,
): Promise<CalculatorInputsMap[K] | null> {
  try {
    const target = inputsStore();
    if (!target) return null;
    const record = await get<StoredRecord>(recordKey(key), target);
    if (typeof record !== 'object' || record === null || record.version !== RECORD_VERSION) {
      return null;
    }
    return SANITIZERS[key](record.inputs);
  } catch {
    return null;
  }
}

/** Keeps the inputs of one calculator (validated before writing). */
export async function saveCalculatorInputs<K extends CalculatorKey>(
  key: K,
  inputs: CalculatorInputsMap[K],
): Promise<void> {
  try {
    const target = inputsStore();
    if (!target) return;
    const record: StoredRecord = {
      version: RECORD_VERSION,
      savedAt: Date.now(),
      inputs: SANITIZERS[key](inputs),
    };
    await set(recordKey(key), record, target);
    // The first calculation is a meaningful action: ask the browser to keep offline data.
    void requestPersistentStorage();
  } catch {
    // Storage is a convenience: a failed write leaves the calculator working as before.
  }
}

/** Forgets the inputs of one calculator (used by reset). */
export async function clearCalculatorInputs(key: CalculatorKey): Promise<void> {
  try {
    const target = inputsStore();
    if (!target) return;
    await del(recordKey(key), target);
  } catch {
    // Nothing stored or no storage: nothing to clear.
  }
}

/** Forgets the inputs of every calculator (the kiosk's reset for the next visitor). */
export async function clearAllCalculatorInputs(): Promise<void> {
  try {
    const target = inputsStore();
    if (!target) return;
    await clear(target);
  } catch {
    // Nothing stored or no storage: nothing to clear.
  }
}
