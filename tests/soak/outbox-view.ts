import type { JSHandle, Page, Worker } from '@playwright/test';

/** An outbox record as the device holds it (IndexedDB `kub-outbox`/`items`), with its name. */
export interface DeviceItem {
  id: string;
  kind: string;
  name: string;
  status: string;
  attempts: number;
  lastError?: string;
  leaseUntil?: number;
  /** The end of the quiet time of a direct send, set when it starts. */
  directUntil?: number;
  claim?: string;
  owner?: string;
}

/**
 * Runs in the page (page.evaluate sends its text, so it names nothing outside itself): a function
 * that reads every outbox record of the page's origin straight from IndexedDB.
 */
function outboxReader(): () => Promise<DeviceItem[]> {
  return () =>
    new Promise<DeviceItem[]>((resolve, reject) => {
      const open = indexedDB.open('kub-outbox');
      // Created as idb-keyval would create it, should the page not have opened it yet.
      open.onupgradeneeded = () => open.result.createObjectStore('items');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const all = db.transaction('items', 'readonly').objectStore('items').getAll();
        all.onerror = () => reject(all.error);
        all.onsuccess = () => {
          db.close();
          resolve(
            (all.result as Record<string, unknown>[]).map((item) => ({
              id: String(item.id),
              kind: String(item.kind),
              name: String((item.payload as { name?: unknown } | undefined)?.name ?? ''),
              status: String(item.status),
              attempts: Number(item.attempts),
              lastError: item.lastError as string | undefined,
              leaseUntil: item.leaseUntil as number | undefined,
              directUntil: item.directUntil as number | undefined,
              claim: item.claim as string | undefined,
              owner: item.owner as string | undefined,
            })),
          );
        };
      };
    });
}

/**
 * The outbox reader placed in the page (or a worker of the origin), for a page function to call
 * (pass the handle as its argument); `dispose()` it when that function has it.
 */
export function deviceOutboxReader(
  page: Page | Worker,
): Promise<JSHandle<() => Promise<DeviceItem[]>>> {
  const target: Pick<Worker, 'evaluateHandle'> = page;
  return target.evaluateHandle(outboxReader);
}

/** Every outbox record of the page's (or the worker's) origin, read straight from IndexedDB. */
export async function readDeviceOutbox(page: Page | Worker): Promise<DeviceItem[]> {
  const reader = await deviceOutboxReader(page);
  try {
    return await reader.evaluate((read) => read());
  } finally {
    await reader.dispose();
  }
}

/** The count the page's «Очередь отправки: N» button shows (0 when it is not shown). */
export async function visibleQueueCount(page: Page): Promise<number> {
  const button = page.getByRole('button', { name: /^Очередь отправки: \d+$/ });
  if ((await button.count()) === 0) return 0;
  // It may go between the count and the read (the queue emptied): then it shows nothing.
  const text =
    (await button
      .first()
      .textContent({ timeout: 1_000 })
      .catch(() => '')) ?? '';
  return Number(/(\d+)$/.exec(text)?.[1] ?? 0);
}

export function describeItem(item: DeviceItem): string {
  const lease =
    item.leaseUntil === undefined
      ? ''
      : `, lease ${Math.round((item.leaseUntil - Date.now()) / 1000)} s ahead`;
  return `${item.kind} «${item.name}» ${item.status}, attempts ${item.attempts}${item.lastError ? `, lastError ${JSON.stringify(item.lastError)}` : ''}${lease}`;
}
