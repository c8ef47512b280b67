import type { FastifyBaseLogger } from 'fastify';
import type { NotificationsConfig } from '../../config';
import { requireSqlite, type DatabaseHandle } from '../../db/database';
import type { NotificationChannel } from '../../../src/domain/leads/lead-records';
import { configuredChannels } from '../leads/lead-channels';
import { describeDeliveryError } from './delivery-error';
import { createEmailSender } from './email-sender';
import { createAnnouncementReader, type LeadAnnouncement } from './lead-announcement';
import { createNotificationStore, type ClaimedNotification } from './notification-store';
import type { Notifier } from './notifier-types';
import { backoffDelay, DEFAULT_NOTIFIER_TIMING, type NotifierTiming } from './notifier-timing';
import { createWebhookSender } from './webhook-sender';
import { createSyncQueries } from '../../db/sync-query';
import { createLeadRepository } from '../leads/lead-repository';

export interface NotifierOptions {
  database: DatabaseHandle;
  config: NotificationsConfig;
  log: FastifyBaseLogger;
  /** The clock (epoch milliseconds). */
  now?: () => number;
  timing?: Partial<NotifierTiming>;
}

type Send = (lead: LeadAnnouncement, signal: AbortSignal) => Promise<void>;

/**
 * The delivery loop of the notification outbox. Claims due rows (a timer and wake()), sends each
 * on its channel, records the outcome: sent, due again after a backoff, or failed after the last
 * try. A delivery error is logged at warn and never escapes.
 */
export function createNotifier(options: NotifierOptions): Notifier {
  const { database, config, log } = options;
  const now = options.now ?? Date.now;
  const timing: NotifierTiming = { ...DEFAULT_NOTIFIER_TIMING, ...options.timing };
  const channels = configuredChannels(config);
  const store = createNotificationStore(requireSqlite(database));
  const readLead = createAnnouncementReader(
    createLeadRepository(database.db, createSyncQueries(requireSqlite(database))),
    config.publicUrl,
  );
  const email = config.email ? createEmailSender(config.email, timing.smtpTimeoutMs) : null;
  const webhook = config.webhook
    ? createWebhookSender(config.webhook, timing.webhookTimeoutMs)
    : null;
  const senders: Partial<Record<NotificationChannel, Send>> = {
    ...(email ? { email: (lead, signal) => email.send(lead, signal) } : {}),
    ...(webhook ? { webhook: (lead, signal) => webhook.send(lead, signal) } : {}),
  };

  /** Rows being sent by this process, with their sends. */
  const inFlight = new Map<number, Promise<void>>();
  const stopping = new AbortController();
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let scheduled = false;
  let ticking = false;
  let again = false;

  const deliver = async (claim: ClaimedNotification): Promise<void> => {
    try {
      const lead = await readLead(claim.leadId);
      const send = senders[claim.channel];
      if (!lead) throw new Error('Заявка удалена');
      if (!send) throw new Error('Канал не настроен');
      await send(lead, stopping.signal);
      store.markSent(claim.id, new Date(now()).toISOString());
      log.info({ leadId: claim.leadId, channel: claim.channel }, 'lead notification sent');
    } catch (error) {
      const reason = describeDeliveryError(error);
      const last = claim.attempts >= timing.maxAttempts;
      log.warn(
        { leadId: claim.leadId, channel: claim.channel, attempts: claim.attempts, reason },
        last ? 'lead notification failed for good' : 'lead notification failed, will retry',
      );
      try {
        store.markFailed(claim, reason, {
          status: last ? 'failed' : 'pending',
          at: now() + backoffDelay(timing, claim.attempts),
        });
      } catch (dbError) {
        // The database may be closing; the lease makes the row due again later.
        log.warn({ err: dbError, leadId: claim.leadId }, 'could not record a notification try');
      }
    }
  };

  const tick = () => {
    scheduled = false;
    if (stopped || !started) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    try {
      do {
        again = false;
        const room = timing.batchSize - inFlight.size;
        if (room <= 0) break;
        let claims: ClaimedNotification[];
        try {
          claims = store.claimDue(now(), timing.leaseMs, room, channels, new Set(inFlight.keys()));
        } catch (error) {
          log.warn({ err: error }, 'could not claim lead notifications');
          return;
        }
        for (const claim of claims) {
          const sending = deliver(claim).finally(() => {
            inFlight.delete(claim.id);
            // A slot is free: more may be waiting.
            wake();
          });
          inFlight.set(claim.id, sending);
        }
        if (claims.length === room) again = true;
      } while (again && !stopped);
    } finally {
      ticking = false;
    }
  };

  function wake(): void {
    if (stopped || !started || scheduled) return;
    scheduled = true;
    setImmediate(tick);
  }

  return {
    channels,
    wake,
    retry(leadId, channel) {
      const changed = store.makeDue(leadId, channel, now());
      if (changed) wake();
      return changed;
    },
    start() {
      if (started || stopped || channels.length === 0) return;
      started = true;
      log.info({ channels }, 'lead notifications on');
      timer = setInterval(tick, timing.pollMs);
      timer.unref();
      wake();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      const pending = [...inFlight.values()];
      if (pending.length > 0) {
        let expire: NodeJS.Timeout | undefined;
        const timeout = new Promise<void>((resolve) => {
          expire = setTimeout(resolve, timing.stopTimeoutMs);
        });
        await Promise.race([Promise.allSettled(pending), timeout]);
        clearTimeout(expire);
        if (inFlight.size > 0) {
          // Give up on what is still running; their rows stay 'sending' until the lease passes.
          stopping.abort(new DOMException('Сервер останавливается', 'AbortError'));
          await Promise.allSettled([...inFlight.values()]);
        }
      }
      email?.close();
    },
  };
}
