import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { CalculatorKey } from '../config/paths';
import { requestPersistentStorage } from './persist';

/**
 * The store under `calculator-inputs.ts`, each call given its calculator's sanitiser: a calculator
 * page passes its own, so its chunk carries no other calculator's rules.
 */

const DB_NAME = 'kub-calculators';
const STORE_NAME = 'inputs';
/** Bump when the stored shape changes incompatibly: older records are then ignored. */
const RECORD_VERSION = 1;

interface StoredRecord {
  version: number;
  savedAt: number;
  inputs: unknown;
}

let store: UseStore | null = null;
function inputsStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore(DB_NAME, STORE_NAME);
  return store;
}

function recordKey(key: CalculatorKey): string {
  return `calculator:${key}`;
}

/** The stored inputs of one calculator, validated by `sanitize`; null if none. */
export async function loadStoredInputs<T>(
  key: CalculatorKey,
  sanitize: (value: unknown) => T,
): Promise<T | null> {
  try {
    const target = inputsStore();
    if (!target) return null;
    const record = await get<StoredRecord>(recordKey(key), target);
    if (typeof record !== 'object' || record === null || record.version !== RECORD_VERSION) {
      return null;
    }
    return sanitize(record.inputs);
  } catch {
    return null;
  }
}

/** Keeps the inputs of one calculator (validated by `sanitize` before writing). */
export async function saveStoredInputs<T>(
  key: CalculatorKey,
  inputs: T,
  sanitize: (value: unknown) => T,
): Promise<void> {
  try {
    const target = inputsStore();
    if (!target) return;
    const record: StoredRecord = {
      version: RECORD_VERSION,
      savedAt: Date.now(),
      inputs: sanitize(inputs),
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
