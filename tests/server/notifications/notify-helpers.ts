import { randomUUID } from 'node:crypto';
import { validContact } from '../forms/contact-fixtures';
import type { TestApp } from '../helpers';
import type { NotifierTiming } from '../../../server/modules/notifications/notifier-timing';
import type { NotificationRow } from '../../../server/modules/notifications/notification-store';
import type { NotificationChannel } from '../../../src/domain/leads/lead-records';
import { requireSqlite } from '../../../server/db/database';

/** A fast pace for tests: retries after 20 ms; waits are by polling, never by the clock. */
export const FAST_TIMING: Partial<NotifierTiming> = {
  pollMs: 20,
  leaseMs: 60_000,
  backoffMs: [20],
  stopTimeoutMs: 2_000,
  webhookTimeoutMs: 5_000,
  smtpTimeoutMs: 5_000,
};

export { validContact };

/** Submits a contact request through the real endpoint; returns the new lead's id. */
export async function submitContact(t: TestApp, extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/forms',
    headers: { 'content-type': 'text/plain' },
    payload: JSON.stringify({ ...validContact(), requestId: randomUUID(), ...extra }),
  });
  if (res.statusCode !== 200) throw new Error(`form refused: ${res.statusCode} ${res.body}`);
  const id = (res.json() as { id: string }).id;
  const row = requireSqlite(t.database)
    .prepare<[string], { id: number }>(
      'SELECT l.id FROM lead l JOIN contact_request c ON c.id = l.contact_request_id WHERE c.request_id = ?',
    )
    .get(id);
  if (!row) throw new Error('no lead for the request');
  return row.id;
}

export type { NotificationRow };

export function notificationRows(t: TestApp, leadId?: number): NotificationRow[] {
  const sql = 'SELECT * FROM notification';
  return (
    leadId === undefined
      ? requireSqlite(t.database).prepare(`${sql} ORDER BY id`).all()
      : requireSqlite(t.database).prepare(`${sql} WHERE lead_id = ? ORDER BY id`).all(leadId)
  ) as NotificationRow[];
}

export function notificationRow(t: TestApp, leadId: number, channel: NotificationChannel) {
  return notificationRows(t, leadId).find((row) => row.channel === channel);
}

/** Polls until `check` returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => T | undefined | false,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
