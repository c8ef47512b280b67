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
 * must survive), and for background sync once it waits.
 */
export const queueContactRequest: QueueContactRequest = async (payload) => {
  const { requestId, ...request } = payload;
  const { outbox, requestBackgroundSync } = await loadOutbox();
  const kept = await outbox.keep('contact', { ...request }, { id: requestId });
  void requestPersistentStorage();
  return withSyncWhenWaiting(kept, requestBackgroundSync);
};

/** A kept submission that asks for background sync when its direct send leaves it waiting. */
export function withSyncWhenWaiting(
  kept: KeptSubmission,
  requestBackgroundSync: () => Promise<boolean>,
): KeptSubmission {
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
