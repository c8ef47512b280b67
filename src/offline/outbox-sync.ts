import { SYNC_TAG, type Outbox, type OutboxSender } from './outbox';

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

/**
 * The page's flush, for browsers without Background Sync and for an open app: on start, when the
 * connection returns, when the page becomes visible again. Returns a function that stops it.
 */
export function startOutboxAutoFlush(outbox: Outbox, send: OutboxSender): () => void {
  const flush = () => {
    if (navigator.onLine) void outbox.flush(send);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') flush();
  };
  flush();
  window.addEventListener('online', flush);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('online', flush);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
