import type { ContactRequestPayload } from '../api/forms-client';
import { loadOutbox } from './load-outbox';
import { requestPersistentStorage } from './persist';

export type QueueContactRequest = (
  payload: ContactRequestPayload & { requestId: string },
) => Promise<void>;

/**
 * Keeps a contact request on the device to be sent later, under the request id it was (maybe)
 * already sent with, so the server stores it once whatever happened to the first try. Asks for
 * background sync and for persistent storage: the visitor's request must survive.
 */
export const queueContactRequest: QueueContactRequest = async (payload) => {
  const { requestId, ...request } = payload;
  const { outbox, requestBackgroundSync } = await loadOutbox();
  await outbox.enqueue('contact', { ...request }, { id: requestId });
  void requestPersistentStorage();
  await requestBackgroundSync();
};
