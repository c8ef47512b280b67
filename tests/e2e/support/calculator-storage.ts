import type { Page } from '@playwright/test';

/**
 * What the page has stored of one calculator's inputs (src/offline/calculator-inputs.ts: the
 * record `calculator:<key>` of the IndexedDB database `kub-calculators`), or null. Tests poll it
 * to know the debounced save has happened, instead of waiting a fixed time.
 */
export function storedCalculatorInputs(page: Page, key: string): Promise<unknown> {
  return page.evaluate(async (recordKey) => {
    // Opening a database that is not there would make an empty one, without the app's store.
    const names = (await indexedDB.databases()).map((info) => info.name);
    if (!names.includes('kub-calculators')) return null;
    return new Promise<unknown>((resolve) => {
      const opening = indexedDB.open('kub-calculators');
      opening.onerror = () => resolve(null);
      opening.onsuccess = () => {
        const db = opening.result;
        if (!db.objectStoreNames.contains('inputs')) {
          db.close();
          resolve(null);
          return;
        }
        const reading = db.transaction('inputs', 'readonly').objectStore('inputs').get(recordKey);
        reading.onerror = () => resolve(null);
        reading.onsuccess = () => {
          const record = reading.result as { inputs?: unknown } | undefined;
          db.close();
          resolve(record?.inputs ?? null);
        };
      };
    });
  }, `calculator:${key}`);
}
