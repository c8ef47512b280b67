/** The service worker's side of background sync (the page's side is outbox-sync.ts). */
import { LEASE_MS, type FlushReport, type Outbox, type OutboxSender } from './outbox';
import { SEND_TIMEOUT_MS } from './send-timeouts';

/**
 * How long the service worker's background sync waits for requests another sender holds: a live
 * page's own send, which ends by its time-out (delivered, or released to wait), or a page closed
 * mid-send, whose claim the browser frees moments later.
 */
export const SYNC_WAIT_MS = SEND_TIMEOUT_MS.contact + LEASE_MS;
/** How often the background sync looks again at what another sender holds. */
export const SYNC_POLL_MS = 1_000;

/** How the service worker's background sync waits for requests another sender holds. */
export interface SyncWait {
  untilMs: number;
  everyMs: number;
  /**
   * Whether a page of the app is open: such a page sends what it finds waiting (a request its
   * reloaded predecessor held, or another tab's) on its own, and tells the visitor it was sent.
   */
  pageOpen: () => Promise<boolean>;
}

const NOTHING_SENT: FlushReport = { sent: [], retry: [], refused: [] };

/**
 * The service worker's background sync: sends what waits, then, while another sender (a page)
 * holds a request, looks again every `everyMs` for up to `untilMs`; when no page of the app is
 * open it sends what it finds, so a request whose page was closed mid-send is sent once the page
 * is gone. Rejects while anything still waits (the network failed, or a sender still holds it):
 * the browser then tries again later.
 */
export async function syncOutbox(
  outbox: Outbox,
  send: OutboxSender,
  wait: SyncWait,
): Promise<void> {
  const started = Date.now();
  let report = await outbox.flush(send);
  for (;;) {
    if (report.retry.length > 0) throw new Error('the outbox could not be sent yet');
    const waiting = (await outbox.list()).some((item) => item.status !== 'refused');
    if (!waiting) return;
    if (Date.now() - started >= wait.untilMs)
      throw new Error('a request another sender holds still waits');
    await new Promise((resolve) => setTimeout(resolve, wait.everyMs));
    // An open page is left to send it (a reloaded page would not hear of a delivery made while
    // it started, and would not say it was sent).
    report = (await wait.pageOpen()) ? NOTHING_SENT : await outbox.flush(send);
  }
}
