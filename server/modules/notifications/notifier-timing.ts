/** How the notifier paces itself. Production uses the defaults; tests shorten them (never env). */
export interface NotifierTiming {
  /** How often due notifications are looked for without a wake(). */
  pollMs: number;
  /** How long a claim ('sending') holds; past it another sender may take the row over. */
  leaseMs: number;
  /** The wait before the next try, by the number of tries made so far (1, 2, ...); the last repeats. */
  backoffMs: readonly number[];
  /** After this many tries a notification is «Не удалось отправить» until retried by hand. */
  maxAttempts: number;
  /** A webhook call that takes longer has failed. */
  webhookTimeoutMs: number;
  /** SMTP connection, greeting and socket timeouts. */
  smtpTimeoutMs: number;
  /** How long stop() waits for sends in flight before aborting them. */
  stopTimeoutMs: number;
  /** At most this many rows are claimed at once. */
  batchSize: number;
}

export const DEFAULT_NOTIFIER_TIMING: NotifierTiming = {
  pollMs: 2000,
  leaseMs: 2 * 60_000,
  backoffMs: [5_000, 30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 60 * 60_000],
  maxAttempts: 12,
  webhookTimeoutMs: 10_000,
  smtpTimeoutMs: 15_000,
  stopTimeoutMs: 5_000,
  batchSize: 10,
};

/** The delay after the given number of tries (1 for the first failure), capped at the last step. */
export function backoffDelay(timing: Pick<NotifierTiming, 'backoffMs'>, attempts: number): number {
  const steps = timing.backoffMs;
  const index = Math.min(Math.max(attempts, 1), steps.length) - 1;
  return steps[index] ?? 0;
}
