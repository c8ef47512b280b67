import type { ApplicationPayload } from '../api/applications-client';
import type { OutboxFile } from './outbox';
import { loadOutbox } from './load-outbox';
import { requestPersistentStorage } from './persist';

export type QueueApplication = (
  payload: ApplicationPayload & { requestId: string },
  file?: OutboxFile,
) => Promise<void>;

/**
 * Keeps a whole application on the device to be sent later (prepare, upload, submit), under the
 * request id it was (maybe) already sent with. The resume travels as bytes with its name and type,
 * never as a Blob (Safari may fail to store one). Asks for background sync and persistent storage,
 * like the contact request (queue-request.ts).
 */
export const queueApplication: QueueApplication = async (payload, file) => {
  const { requestId, ...submission } = payload;
  const { outbox, requestBackgroundSync } = await loadOutbox();
  await outbox.enqueue('application', { ...submission }, { id: requestId, file });
  void requestPersistentStorage();
  await requestBackgroundSync();
};
