import type { DirectSendEnd, KeptSubmission } from './outbox';
import { isTransient, type FailedSend } from './transient';

/**
 * Outbox first, the forms' side: keep the submission on the device, then send it directly, then
 * settle the kept item by the answer. Small and pure of IndexedDB: the forms import it without
 * the outbox, which comes with the `keep` they are given.
 */

/** Keeps a submission first; null when the device cannot store it (the send goes on without). */
export async function keepFirst(
  keep: () => Promise<KeptSubmission>,
): Promise<KeptSubmission | null> {
  try {
    return await keep();
  } catch {
    return null;
  }
}

/** What a direct send's answer makes of its kept item. */
export function directSendEnd(result: { ok: true } | FailedSend): DirectSendEnd {
  if (result.ok) return 'delivered';
  return isTransient(result) ? 'waiting' : 'refused';
}

/**
 * Settles a kept item. A failure to record it is harmless: the item stays on the device under its
 * claim, which expires, and is sent again under the same request id, which the server stores once.
 */
export async function settleKept(kept: KeptSubmission | null, end: DirectSendEnd): Promise<void> {
  try {
    await kept?.settle(end);
  } catch {
    // Left on the device: see above.
  }
}
