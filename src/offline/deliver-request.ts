import type { ContactRequestPayload, SendContactRequest, SendResult } from '../api/forms-client';
import { isOnline } from './connectivity';
import { directSendEnd, keepFirst, settleKept } from './outbox-first';
import { SEND_TIMEOUT_MS, withSendTimeout } from './send-timeouts';
import type { QueueContactRequest } from './queue-request';

/** How a request left the form: stored by the server, waiting on the device, or refused. */
export type DeliveryOutcome =
  | { status: 'success' }
  /** Offline or no answer ('queued'), or the server could not store it now, a 5xx ('held'). */
  | { status: 'queued' | 'held' }
  | { status: 'failed'; fields?: Record<string, string> };

/**
 * Sends a contact request (with or without an estimate) outbox first: it is kept on the device
 * before the first byte goes, so a page closed or reloaded while the send hangs loses nothing
 * (another page or the service worker sends it under the same id). Then it is sent directly;
 * the server's ok or refusal removes the kept item, no connection or no usable answer leaves it
 * waiting. Shared by the contact form and «Отправить расчёт».
 */
export async function deliverContactRequest(
  payload: ContactRequestPayload & { requestId: string },
  send: SendContactRequest,
  queue: QueueContactRequest,
): Promise<DeliveryOutcome> {
  const kept = await keepFirst(() => queue(payload));
  const offline = typeof navigator !== 'undefined' && (!navigator.onLine || !isOnline());
  const result: SendResult = offline
    ? { ok: false, kind: 'network' }
    : // Given up when it hangs (a network failure: the request then waits on the device).
      await withSendTimeout(
        SEND_TIMEOUT_MS.contact,
        (signal) => send(payload, { signal }),
        kept?.signal,
      );
  const end = directSendEnd(result);
  await settleKept(kept, end);
  if (result.ok) return { status: 'success' };
  // Waiting only where the device holds it (not when it could not store it at all).
  if (end === 'waiting' && kept) return { status: result.kind === 'rejected' ? 'held' : 'queued' };
  return result.fields ? { status: 'failed', fields: result.fields } : { status: 'failed' };
}
