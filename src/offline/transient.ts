/**
 * Which failed sends are worth trying again unchanged: no answer at all (the network), a time-out,
 * too many requests, or a server error (such as 503 while the server cannot store anything). The
 * forms keep such a request on the device instead of reporting it failed; the outbox retries it.
 * Pure, and small: the forms import it without the outbox.
 */
export interface FailedSend {
  ok: false;
  kind: 'network' | 'rejected';
  status?: number;
}

export function isTransient(outcome: { ok: true } | FailedSend): boolean {
  if (outcome.ok) return false;
  if (outcome.kind === 'network') return true;
  const status = outcome.status ?? 0;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}
