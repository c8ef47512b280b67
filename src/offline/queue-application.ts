import type { ApplicationPayload } from '../api/applications-client';
import type { KeptSubmission, OutboxFile } from './outbox';
import { loadOutbox } from './load-outbox';
import { requestPersistentStorage } from './persist';
import { withBackgroundSync } from './queue-request';

/**
 * Outbox first for an application (prepare, upload, submit): kept on the device before the first
 * byte is sent, under its request id, claimed by this page, then sent directly and settled by the
 * answer. The resume travels as bytes with its name and type, never as a Blob (Safari may fail to
 * store one). Rejects when the device cannot store it.
 */
export type QueueApplication = (
  payload: ApplicationPayload & { requestId: string },
  file?: OutboxFile,
) => Promise<KeptSubmission>;

/** Like the contact request (queue-request.ts): persistent storage, background sync. */
export const queueApplication: QueueApplication = async (payload, file) => {
  const { requestId, ...submission } = payload;
  const { outbox, requestBackgroundSync } = await loadOutbox();
  const kept = await outbox.keep('application', { ...submission }, { id: requestId, file });
  void requestPersistentStorage();
  return withBackgroundSync(kept, requestBackgroundSync);
};
