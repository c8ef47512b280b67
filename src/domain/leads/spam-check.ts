/**
 * Spam signals of the public forms (issue 12): a honeypot field that people never see, and the time
 * the form took to fill, measured on the device (so a request queued offline and sent days later is
 * judged by how long the visitor took, not by when it arrived). A request that trips either is
 * stored as «Спам» with the reason, never dropped. Pure.
 */

/** The honeypot: a field hidden from people (off-screen, out of the tab order, aria-hidden). */
export const HONEYPOT_FIELD = 'website';
/** Filling any of the site's forms takes a person longer than this. */
export const MIN_FILL_MS = 3000;
/** Longest fill time kept (a week): larger numbers are clamped, never refused. */
export const MAX_FILL_MS = 7 * 24 * 3600 * 1000;

export const SPAM_REASON_HONEYPOT = 'Заполнено скрытое поле (ловушка для ботов).';
export const spamReasonTooFast = (fillMs: number) =>
  `Форма заполнена за ${(fillMs / 1000).toFixed(1).replace('.', ',')} с (быстрее ${MIN_FILL_MS / 1000} с).`;

export interface SpamSignals {
  /** The honeypot's value as sent; absent from clients that predate it. */
  honeypot?: unknown;
  /** Milliseconds from the form's appearance to its submission; absent from older clients. */
  fillMs?: unknown;
}

/**
 * The reason a submission looks automated, or null. Signals that are missing (an item queued by an
 * older release, a hand-written API client) count as human: nothing a person sent is binned on a
 * guess.
 */
export function spamReason(signals: SpamSignals): string | null {
  const { honeypot, fillMs } = signals;
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return SPAM_REASON_HONEYPOT;
  if (
    typeof fillMs === 'number' &&
    Number.isFinite(fillMs) &&
    fillMs >= 0 &&
    fillMs < MIN_FILL_MS
  ) {
    return spamReasonTooFast(fillMs);
  }
  return null;
}

/** A fill time as the form sends it: whole milliseconds, never negative, at most a week. */
export function normalizeFillMs(ms: number): number {
  if (!Number.isFinite(ms) || ms < 0) return 0;
  return Math.min(Math.round(ms), MAX_FILL_MS);
}
