/**
 * The outbox (IndexedDB queue, sender, background sync) is loaded on first use, not with every
 * page: after the page has started (to flush and count what is queued) or when a form has to
 * queue a request. Offline, its chunk comes from the service worker's precache like the rest.
 */
import type * as OutboxServices from './outbox-services';

let loading: Promise<typeof OutboxServices> | null = null;

export function loadOutbox(): Promise<typeof OutboxServices> {
  loading ??= import('./outbox-services').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
