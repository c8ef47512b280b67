import type { ContactRequestPayload } from '../api/forms-client';
import type { KeptSubmission } from './outbox';
import { loadOutbox } from './load-outbox';
import { requestPersistentStorage } from './persist';

export type { KeptSubmission };

/**
 * Outbox first: keeps a contact request on the device before it is sent, under its request id
 * (the server's idempotency key), claimed by this page; the form then sends it directly and
 * settles the kept item by the answer. Rejects when the device cannot store it.
 */
export type QueueContactRequest = (
  payload: ContactRequestPayload & { requestId: string },
) => Promise<KeptSubmission>;

/**
 * Whatever becomes of the page, the request is on the device: the next page, another tab or the
 * service worker's background sync sends it. Asks for persistent storage (the visitor's request
 * must survive), and for background sync as soon as it is kept and again once it waits.
 */
export const queueContactRequest: QueueContactRequest = async (payload) => {
  const { requestId, ...request } = payload;
  const { outbox, requestBackgroundSync } = await loadOutbox();
  const kept = await outbox.keep('contact', { ...request }, { id: requestId });
  void requestPersistentStorage();
  return withBackgroundSync(kept, requestBackgroundSync);
};

/**
 * A kept submission with background sync asked for: at once, so that the service worker sends it
 * should the page be closed mid-send (online, the browser fires the sync at once, and the worker
 * waits while this page holds the request: see syncOutbox); and again when the direct send leaves
 * it waiting (the first sync has ended by then, or the device is offline and it is still asked).
 */
export function withBackgroundSync(
  kept: KeptSubmission,
  requestBackgroundSync: () => Promise<boolean>,
): KeptSubmission {
  void requestBackgroundSync();
  return {
    id: kept.id,
    signal: kept.signal,
    patch: (change) => kept.patch(change),
    async settle(end) {
      await kept.settle(end);
      if (end === 'waiting') await requestBackgroundSync();
    },
  };
}
