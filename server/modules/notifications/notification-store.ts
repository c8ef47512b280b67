import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Database, NotificationTable } from '../../db/schema';
import { isSqlite, type Queryable } from '../../db/transaction';
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
    attempts: Number(row.attempts),
    lastError: row.last_error,
    sentAt: row.sent_at,
    nextAttemptAt:
      row.status === 'pending' ? new Date(Number(row.next_attempt_at)).toISOString() : null,
  };
}

const SHOWN_COLUMNS = [
  'channel',
  'status',
  'attempts',
  'last_error',
  'sent_at',
  'next_attempt_at',
] as const;

/** Due: pending and its time has come, or 'sending' under a lease that has passed (a dead sender). */
const isDue = (now: number) => (eb: ExpressionBuilder<Database, 'notification'>) =>
  eb.or([
    eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
    eb.and([eb('status', '=', 'sending'), eb('lease_until', '<=', now)]),
  ]);

/**
 * The notification outbox, on Kysely over the table type. A claim is a lease taken by one
 * WITH due AS MATERIALIZED (…) UPDATE … WHERE id IN (due) … RETURNING, so several app servers on
 * one database never take the same row at once: on SQLite the statement runs alone on the one
 * connection; on PostgreSQL the due rows are locked FOR UPDATE SKIP LOCKED, so a second server
 * passes them by.
 * A 'sending' row whose lease has passed belongs to a sender that died and is due again.
 */
export function createNotificationStore(db: Queryable) {
  return {
    /**
     * Claims up to `limit` due rows of the given channels for one try each, for `claimer` (this
     * server's id); `skip` holds the rows this process is sending now (never two sends at once).
     */
    async claimDue(
      claim: { now: number; leaseMs: number; limit: number; claimer: string },
      channels: readonly NotificationChannel[],
      skip: ReadonlySet<number>,
    ): Promise<ClaimedNotification[]> {
      const { now, leaseMs, limit, claimer } = claim;
      if (channels.length === 0 || limit <= 0) return [];
      // The due rows are picked once, in a materialised CTE: PostgreSQL may run an `IN (SELECT …
      // LIMIT n FOR UPDATE SKIP LOCKED)` subquery more than once and so update more than n rows
      // (seen: one claim of 3 took all 16, and a second server found nothing).
      const rows = await db
        .with(
          (cte) => cte('due').materialized(),
          (qc) => {
            let due = qc
              .selectFrom('notification')
              .select('id')
              .where(isDue(now))
              .where('channel', 'in', channels)
              .orderBy('next_attempt_at')
              .orderBy('id')
              .limit(limit);
            if (skip.size > 0) due = due.where('id', 'not in', [...skip]);
            if (!isSqlite(db)) due = due.forUpdate().skipLocked();
            return due;
          },
        )
        .updateTable('notification')
        .set((eb) => ({
          status: 'sending',
          lease_until: now + leaseMs,
          claimed_by: claimer,
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
        .where(isDue(now))
        .returning(['id', 'lead_id', 'channel', 'attempts'])
        .execute();
      return rows
        .map((row) => ({
          id: Number(row.id),
          leadId: Number(row.lead_id),
          channel: row.channel,
          attempts: Number(row.attempts),
        }))
        .sort((a, b) => a.id - b.id);
    },

    /** A try succeeded: sent, whoever held the lease by now (a send is never undone). */
    async markSent(id: number, sentAt: string): Promise<void> {
      await db
        .updateTable('notification')
        .set({ status: 'sent', sent_at: sentAt, lease_until: null, last_error: null })
        .where('id', '=', id)
        .where('status', '!=', 'sent')
        .execute();
    },

    /**
     * Records a failed try: due again at `next.at`, or 'failed' for good. Only while the claim is
     * still this one (same holder, same try, still 'sending'): a sender that lost its lease to
     * another must not overwrite the newer try's outcome.
     */
    async markFailed(
      claim: ClaimedNotification,
      claimer: string,
      error: string,
      next: { status: 'pending' | 'failed'; at: number },
    ): Promise<void> {
      await db
        .updateTable('notification')
        .set({
          status: next.status,
          next_attempt_at: next.at,
          lease_until: null,
          last_error: error,
        })
        .where('id', '=', claim.id)
        .where('status', '=', 'sending')
        .where('attempts', '=', claim.attempts)
        .where('claimed_by', '=', claimer)
        .execute();
    },

    /** «Отправить повторно»: a pending or failed row is due now. False when none was changed. */
    async makeDue(leadId: number, channel: NotificationChannel, now: number): Promise<boolean> {
      const result = await db
        .updateTable('notification')
        .set({ status: 'pending', next_attempt_at: now })
        .where('lead_id', '=', leadId)
        .where('channel', '=', channel)
        .where('status', 'in', ['pending', 'failed'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async find(leadId: number, channel: NotificationChannel): Promise<LeadNotification | null> {
      const row = await db
        .selectFrom('notification')
        .select(SHOWN_COLUMNS)
        .where('lead_id', '=', leadId)
        .where('channel', '=', channel)
        .executeTakeFirst();
      return row ? toLeadNotification(row) : null;
    },
  };
}

export type NotificationStore = ReturnType<typeof createNotificationStore>;
