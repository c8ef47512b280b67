import type { ContactRequestPayload } from '../api/forms-client';
import { outbox } from './outbox-instance';
import { requestBackgroundSync } from './outbox-sync';
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
  await outbox.enqueue('contact', { ...request }, { id: requestId });
  void requestPersistentStorage();
  await requestBackgroundSync();
};
