import type SQLite from 'better-sqlite3';
import type { Selectable } from 'kysely';
import type { NotificationTable } from '../../db/schema';
import type { LeadNotification, NotificationChannel } from '../../../src/domain/leads/lead-records';

/** A notification claimed for one try: its row id, lead, channel and the try's number. */
export interface ClaimedNotification {
  id: number;
  leadId: number;
  channel: NotificationChannel;
  attempts: number;
}

/** A row of the outbox as stored. */
export type NotificationRow = Selectable<NotificationTable>;
/** The columns the API shows. */
export type ShownNotification = Pick<
  NotificationRow,
  'channel' | 'status' | 'attempts' | 'last_error' | 'sent_at' | 'next_attempt_at'
>;

/** A row as the API shows it (times ISO; the next try only while one is due). */
export function toLeadNotification(row: ShownNotification): LeadNotification {
  return {
    channel: row.channel,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    sentAt: row.sent_at,
    nextAttemptAt: row.status === 'pending' ? new Date(row.next_attempt_at).toISOString() : null,
  };
}

/**
 * The notification outbox on the raw connection. A claim is an UPDATE inside an IMMEDIATE
 * transaction, so two senders (or two processes on one database) never take the same row at once;
 * a 'sending' row whose lease has passed belongs to a sender that died and is due again.
 */
export function createNotificationStore(sqlite: SQLite.Database) {
  const selectDue = sqlite.prepare<
    { now: number; limit: number; channels: string },
    { id: number }
  >(
    `SELECT id FROM notification
     WHERE ((status = 'pending' AND next_attempt_at <= @now)
        OR (status = 'sending' AND lease_until <= @now))
       AND channel IN (SELECT value FROM json_each(@channels))
     ORDER BY next_attempt_at, id
     LIMIT @limit`,
  );
  const claimOne = sqlite.prepare<{ id: number; now: number; leaseUntil: number }, ClaimedRow>(
    `UPDATE notification
     SET status = 'sending', lease_until = @leaseUntil, attempts = attempts + 1
     WHERE id = @id
       AND ((status = 'pending' AND next_attempt_at <= @now)
         OR (status = 'sending' AND lease_until <= @now))
     RETURNING id, lead_id, channel, attempts`,
  );
  const markSent = sqlite.prepare<{ id: number; sentAt: string }>(
    `UPDATE notification SET status = 'sent', sent_at = @sentAt, lease_until = NULL,
       last_error = NULL
     WHERE id = @id AND status != 'sent'`,
  );
  // Only while the claim is still ours (same try, still 'sending'): a sender that lost its lease
  // to another must not overwrite the newer try's outcome.
  const markFailed = sqlite.prepare<{
    id: number;
    attempts: number;
    status: 'pending' | 'failed';
    nextAttemptAt: number;
    error: string;
  }>(
    `UPDATE notification SET status = @status, next_attempt_at = @nextAttemptAt,
       lease_until = NULL, last_error = @error
     WHERE id = @id AND status = 'sending' AND attempts = @attempts`,
  );
  const makeDue = sqlite.prepare<{ leadId: number; channel: string; now: number }>(
    `UPDATE notification SET status = 'pending', next_attempt_at = @now
     WHERE lead_id = @leadId AND channel = @channel AND status IN ('pending', 'failed')`,
  );
  const selectOne = sqlite.prepare<[number, string], NotificationRow>(
    `SELECT id, lead_id, channel, status, attempts, next_attempt_at, lease_until, last_error, sent_at
     FROM notification WHERE lead_id = ? AND channel = ?`,
  );
  const selectForLead = sqlite.prepare<[number], NotificationRow>(
    `SELECT id, lead_id, channel, status, attempts, next_attempt_at, lease_until, last_error, sent_at
     FROM notification WHERE lead_id = ? ORDER BY channel`,
  );

  const claimTransaction = sqlite.transaction(
    (
      now: number,
      leaseMs: number,
      limit: number,
      channels: readonly string[],
      skip: ReadonlySet<number>,
    ) => {
      const claimed: ClaimedNotification[] = [];
      const due = selectDue.all({
        now,
        limit: limit + skip.size,
        channels: JSON.stringify(channels),
      });
      for (const { id } of due) {
        if (claimed.length >= limit) break;
        if (skip.has(id)) continue;
        const row = claimOne.get({ id, now, leaseUntil: now + leaseMs });
        if (row) {
          claimed.push({
            id: row.id,
            leadId: row.lead_id,
            channel: row.channel,
            attempts: row.attempts,
          });
        }
      }
      return claimed;
    },
  );

  return {
    /**
     * Claims up to `limit` due rows of the given channels for one try each; `skip` holds the rows
     * this process is sending now (never two sends of one row at once).
     */
    claimDue(
      now: number,
      leaseMs: number,
      limit: number,
      channels: readonly NotificationChannel[],
      skip: ReadonlySet<number>,
    ): ClaimedNotification[] {
      if (channels.length === 0) return [];
      return claimTransaction.immediate(now, leaseMs, limit, channels, skip);
    },
    markSent(id: number, sentAt: string): void {
      markSent.run({ id, sentAt });
    },
    /** Records a failed try: due again at nextAttemptAt, or 'failed' for good. */
    markFailed(
      claim: ClaimedNotification,
      error: string,
      next: { status: 'pending' | 'failed'; at: number },
    ): void {
      markFailed.run({
        id: claim.id,
        attempts: claim.attempts,
        status: next.status,
        nextAttemptAt: next.at,
        error,
      });
    },
    /** «Отправить повторно»: a pending or failed row is due now. False when none was changed. */
    makeDue(leadId: number, channel: NotificationChannel, now: number): boolean {
      return makeDue.run({ leadId, channel, now }).changes > 0;
    },
    find(leadId: number, channel: NotificationChannel): LeadNotification | null {
      const row = selectOne.get(leadId, channel);
      return row ? toLeadNotification(row) : null;
    },
    listForLead(leadId: number): LeadNotification[] {
      return selectForLead.all(leadId).map(toLeadNotification);
    },
  };
}

interface ClaimedRow {
  id: number;
  lead_id: number;
  channel: NotificationChannel;
  attempts: number;
}

export type NotificationStore = ReturnType<typeof createNotificationStore>;
