/**
 * The outbox (IndexedDB queue, sender, background sync) is loaded on first use, not with every
 * page: after the page has started (to flush and count what is queued) or when a form has to
 * queue a request. Offline, its chunk comes from the service worker's precache like the rest.
 */
import type * as OutboxServices from './outbox-services';
import { yieldToMain } from '../ui/yield-to-main';

let loading: Promise<typeof OutboxServices> | null = null;

export function loadOutbox(): Promise<typeof OutboxServices> {
  // Started in a task of its own: the import's preload helper appends a link for each chunk it
  // needs (0.3–1 ms each), which lengthened the task that asked, hydration's effects (issue 15).
  loading ??= yieldToMain()
    .then(() => import('./outbox-services'))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
