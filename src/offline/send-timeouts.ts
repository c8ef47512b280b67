/**
 * How long a send may run before it is given up as a network failure (a hung server or network):
 * the request is then kept on the device and sent later. The outbox's sends and the forms' direct
 * sends share these. Small and pure: the forms import it without the outbox.
 */
export const SEND_TIMEOUT_MS = {
  contact: 30_000,
  // A 10 MB resume on a slow mobile connection.
  application: 180_000,
} as const;

/**
 * Runs a send with a signal that aborts it after `timeoutMs`, or when `giveUp` aborts (the visitor
 * asked to send now while it hung); the send then fails on the network.
 */
export async function withSendTimeout<T>(
  timeoutMs: number,
  send: (signal: AbortSignal) => Promise<T>,
  giveUp?: AbortSignal,
): Promise<T> {
  const abort = new AbortController();
  const stop = () => abort.abort();
  const timer = setTimeout(stop, timeoutMs);
  if (giveUp?.aborted) stop();
  giveUp?.addEventListener('abort', stop);
  try {
    return await send(abort.signal);
  } finally {
    clearTimeout(timer);
    giveUp?.removeEventListener('abort', stop);
  }
}
