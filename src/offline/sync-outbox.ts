/** The service worker's side of background sync (the page's side is outbox-sync.ts). */
import { LEASE_MS, type Outbox, type OutboxSender } from './outbox';
import { SEND_TIMEOUT_MS } from './send-timeouts';

/**
 * How long the service worker's background sync waits for requests another sender holds: a live
 * page's own send, which ends by its timeout (delivered, or released to wait), or a page closed
 * mid-send, whose claim the browser frees moments later.
 */
export const SYNC_WAIT_MS = SEND_TIMEOUT_MS.contact + LEASE_MS;
/** How often the background sync looks again at what another sender holds. */
export const SYNC_POLL_MS = 1_000;

/**
 * The service worker's background sync: sends what waits, then, while another sender (a page)
 * holds a request, looks again every SYNC_POLL_MS for up to SYNC_WAIT_MS, so a request whose page
 * was closed mid-send is sent once the page is gone, with no page open. Rejects while anything
 * still waits (the network failed, or a sender still holds it): the browser then tries again later.
 */
export async function syncOutbox(
  outbox: Outbox,
  send: OutboxSender,
  wait: { untilMs: number; everyMs: number } = { untilMs: SYNC_WAIT_MS, everyMs: SYNC_POLL_MS },
): Promise<void> {
  const started = Date.now();
  for (;;) {
    const report = await outbox.flush(send);
    if (report.retry.length > 0) throw new Error('the outbox could not be sent yet');
    const waiting = (await outbox.list()).some((item) => item.status !== 'refused');
    if (!waiting) return;
    if (Date.now() - started >= wait.untilMs)
      throw new Error('a request another sender holds still waits');
    await new Promise((resolve) => setTimeout(resolve, wait.everyMs));
  }
}
