/**
 * What the kiosk's reset («Начать заново?» reaching zero) does with each thing a visitor leaves on
 * the tablet. The next visitor must find none of the previous one's inputs; a request the previous
 * visitor sent must still go out.
 */
export const CLEARED_BY_RESET = [
  /** The three calculators' inputs (IndexedDB `kub-calculators`). */
  'calculator-inputs',
  /** «Мои расчёты» (IndexedDB `kub-estimates`): a stand shows no one else's estimates. */
  'saved-estimates',
  /** What is typed into the account modals, kept while a message covers them (memory). */
  'account-drafts',
  /** Open modals, the services overlay, toasts. */
  'overlays',
  /** Every form and calculator on screen (React state): the app's pages are mounted anew. */
  'page-state',
] as const;

export const KEPT_BY_RESET = [
  /** Requests and applications waiting to be sent (IndexedDB): they still go out. */
  'outbox',
  /** The kiosk mode itself and its PIN. */
  'kiosk-settings',
  /** The staff session, if any (the account area is hidden while the kiosk mode is on). */
  'session',
] as const;

export type ClearedStore = (typeof CLEARED_BY_RESET)[number];
export type KeptStore = (typeof KEPT_BY_RESET)[number];
export type DeviceStore = ClearedStore | KeptStore;

export function isClearedByReset(store: DeviceStore): store is ClearedStore {
  return (CLEARED_BY_RESET as readonly DeviceStore[]).includes(store);
}

/** How to clear each store: the app gives one function for every store the reset clears. */
export type ResetClearers = Record<ClearedStore, () => void | Promise<void>>;

export interface ResetReport {
  cleared: ClearedStore[];
  failed: ClearedStore[];
}

/**
 * Clears every store of the plan, in the plan's order (the pages are mounted anew last, once the
 * stores they read are empty). One store failing does not stop the others.
 */
export async function runReset(clearers: ResetClearers): Promise<ResetReport> {
  const report: ResetReport = { cleared: [], failed: [] };
  for (const store of CLEARED_BY_RESET) {
    try {
      await clearers[store]();
      report.cleared.push(store);
    } catch {
      report.failed.push(store);
    }
  }
  return report;
}
