import { OUTBOX_CHANNEL, SYNC_TAG, type Outbox, type OutboxSender } from './outbox';

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the service worker to send the outbox when the connection is back (Background Sync).
 * Returns false where the API is missing (Safari, Firefox): the page's own flush covers those.
 */
export async function requestBackgroundSync(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  try {
    const registration = (await navigator.serviceWorker.getRegistration()) as
      SyncRegistration | undefined;
    if (!registration?.sync) return false;
    await registration.sync.register(SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

/** The first retry while items wait and the device is online; each failed retry doubles it. */
export const RETRY_FIRST_MS = 2_000;
/** The longest wait between retries of an open page (a server down for long is tried twice a minute). */
export const RETRY_MAX_MS = 30_000;

/** How long an open page waits before trying again after `failures` retries in a row failed. */
export function retryDelayMs(failures: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, failures), RETRY_MAX_MS);
}

/**
 * The page's flush, for browsers without Background Sync and for an open app: on start, when the
 * connection returns, when the page becomes visible again, and, while anything waits (the server
 * was down or failing, another sender held an item), again and again with a growing pause: no
 * event tells a page that the server is back, and a background sync that failed is retried by the
 * browser only minutes later. Returns a function that stops it.
 */
export function startOutboxAutoFlush(outbox: Outbox, send: OutboxSender): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;
  const schedule = () => {
    if (stopped || timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, retryDelayMs(failures));
  };
  const flush = async () => {
    // Offline, the 'online' event starts the next try.
    if (stopped || !navigator.onLine) return;
    try {
      const report = await outbox.flush(send);
      if (report.sent.length > 0) failures = 0;
      else if (report.retry.length > 0) failures += 1;
      if ((await outbox.list()).some((item) => item.status !== 'refused')) schedule();
    } catch {
      // The device's storage failed: try again later.
      failures += 1;
      schedule();
    }
  };
  const now = () => {
    failures = 0;
    clearTimeout(timer);
    timer = undefined;
    void flush();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') now();
  };
  // Something was queued or released here, in another tab or in the service worker.
  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);
  if (channel) channel.onmessage = () => schedule();
  now();
  window.addEventListener('online', now);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopped = true;
    clearTimeout(timer);
    channel?.close();
    window.removeEventListener('online', now);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
