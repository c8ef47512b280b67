import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { EstimateKind } from '../../../domain/estimates/estimate-codec';
import type { SavedEstimate } from '../../../domain/estimates/saved-list';
import {
  clearSavedEstimates,
  deleteSavedEstimate,
  loadSavedEstimates,
  saveEstimate,
} from '../../../offline/saved-estimates';
import { createStore } from '../../../ui/external-store';
import { randomId } from '../../../domain/random-id';

export interface SavedEstimates {
  /** Newest first; empty until loaded (and on the server). */
  list: readonly SavedEstimate[];
  save: (kind: EstimateKind, link: string) => Promise<void>;
  remove: (id: string) => Promise<void>;
}

// One list for the page: the actions that save and the list that shows it share it.
const EMPTY: readonly SavedEstimate[] = [];
const shared = createStore<readonly SavedEstimate[]>(EMPTY);

/** Keeps an estimate in «Мои расчёты» (on the device, and in the list on screen). */
export async function saveToMyEstimates(kind: EstimateKind, link: string): Promise<void> {
  shared.set(await saveEstimate({ id: randomId(), kind, link, savedAt: Date.now() }));
}

/** «Мои расчёты» as the page sees them: loaded from the device after mount, then kept in step. */
export function useSavedEstimates(): SavedEstimates {
  // Empty on the server and at hydration (the list lives on the device only).
  const list = useSyncExternalStore(shared.subscribe, shared.get, () => EMPTY);

  useEffect(() => {
    // None kept stays the same empty list: nothing on screen changes, so nothing renders again.
    void loadSavedEstimates().then((stored) => shared.set(stored.length === 0 ? EMPTY : stored));
  }, []);

  const remove = useCallback(async (id: string) => {
    shared.set(await deleteSavedEstimate(id));
  }, []);

  return { list, save: saveToMyEstimates, remove };
}

/** Forgets «Мои расчёты» on the device and on screen (the kiosk's reset for the next visitor). */
export async function forgetSavedEstimates(): Promise<void> {
  await clearSavedEstimates();
  shared.set(EMPTY);
}
