import type { NotificationChannel } from '../../../src/domain/leads/lead-records';

/**
 * Delivers the notification outbox (table `notification`): the rows a new lead writes in its own
 * transaction, one per configured channel. Made once per app (`app.notifier`).
 */
export interface Notifier {
  /** The channels configured now: a new, non-spam lead gets one notification row for each. */
  readonly channels: readonly NotificationChannel[];
  /** Something new was committed: look for due notifications soon. */
  wake(): void;
  /**
   * «Отправить повторно»: a failed (or pending) notification is due now. False when the lead has
   * no such notification or it was already sent (at most once per lead and channel).
   */
  retry(leadId: number, channel: NotificationChannel): Promise<boolean>;
  /** Starts the delivery loop (after the server is ready). */
  start(): void;
  /** Stops taking work and waits for sends in flight (before the database closes). */
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}
