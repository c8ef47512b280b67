import { createStore, get, update, type UseStore } from 'idb-keyval';
import {
  addSavedEstimate,
  removeSavedEstimate,
  sanitizeSavedEstimates,
  type SavedEstimate,
} from '../domain/estimates/saved-list';

/**
 * «Мои расчёты» kept on the device: one record (the whole list, newest first, at most 20) in
 * IndexedDB `kub-estimates`. Every function resolves, never rejects: without IndexedDB (server
 * rendering, private mode, quota) the list is empty and changes are not kept.
 * A change is one read-modify-write transaction (idb-keyval `update`), so two tabs cannot lose
 * each other's estimates.
 */
const DB_NAME = 'kub-estimates';
const STORE_NAME = 'saved';
const LIST_KEY = 'list';

let store: UseStore | null = null;
function estimatesStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore(DB_NAME, STORE_NAME);
  return store;
}

export async function loadSavedEstimates(): Promise<SavedEstimate[]> {
  try {
    const target = estimatesStore();
    if (!target) return [];
    return sanitizeSavedEstimates(await get<unknown>(LIST_KEY, target));
  } catch {
    return [];
  }
}

async function change(apply: (list: SavedEstimate[]) => SavedEstimate[]): Promise<SavedEstimate[]> {
  try {
    const target = estimatesStore();
    if (!target) return [];
    let next: SavedEstimate[] = [];
    await update<unknown>(
      LIST_KEY,
      (stored) => {
        next = apply(sanitizeSavedEstimates(stored));
        return next;
      },
      target,
    );
    return next;
  } catch {
    return loadSavedEstimates();
  }
}

/** Adds an estimate (see `addSavedEstimate`); resolves with the list as stored. */
export function saveEstimate(entry: SavedEstimate): Promise<SavedEstimate[]> {
  return change((list) => addSavedEstimate(list, entry));
}

/** Removes one estimate; resolves with the list as stored. */
export function deleteSavedEstimate(id: string): Promise<SavedEstimate[]> {
  return change((list) => removeSavedEstimate(list, id));
}

/** Forgets every estimate (the kiosk's reset for the next visitor; tests). */
export function clearSavedEstimates(): Promise<SavedEstimate[]> {
  return change(() => []);
}
