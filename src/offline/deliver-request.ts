import type { ContactRequestPayload, SendContactRequest, SendResult } from '../api/forms-client';
import { isOnline } from './connectivity';
import { SEND_TIMEOUT_MS, withSendTimeout } from './send-timeouts';
import type { QueueContactRequest } from './queue-request';
import { isTransient } from './transient';

/** How a request left the form: stored by the server, waiting on the device, or refused. */
export type DeliveryOutcome =
  | { status: 'success' }
  /** Offline or no answer ('queued'), or the server could not store it now, a 5xx ('held'). */
  | { status: 'queued' | 'held' }
  | { status: 'failed'; fields?: Record<string, string> };

/**
 * Sends a contact request (with or without an estimate) once, or keeps it on the device under the
 * same id when there is no connection or no usable answer: nothing typed is lost. Shared by the
 * contact form and «Отправить расчёт».
 */
export async function deliverContactRequest(
  payload: ContactRequestPayload & { requestId: string },
  send: SendContactRequest,
  queue: QueueContactRequest,
): Promise<DeliveryOutcome> {
  const offline = typeof navigator !== 'undefined' && (!navigator.onLine || !isOnline());
  const result: SendResult = offline
    ? { ok: false, kind: 'network' }
    : // Given up when it hangs (a network failure: the request is then kept on the device).
      await withSendTimeout(SEND_TIMEOUT_MS.contact, (signal) => send(payload, { signal }));
  if (result.ok) return { status: 'success' };
  if (isTransient(result)) {
    try {
      await queue(payload);
      return { status: result.kind === 'rejected' ? 'held' : 'queued' };
    } catch {
      // The device cannot store it either: the send failed, the form keeps the input.
    }
  }
  return result.fields ? { status: 'failed', fields: result.fields } : { status: 'failed' };
}
