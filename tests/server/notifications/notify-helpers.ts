import { randomUUID } from 'node:crypto';
import { validContact } from '../forms/contact-fixtures';
import { buildTestApp, type TestApp } from '../helpers';
import { builtPerTest } from '../built-per-test';
import type { NotifierTiming } from '../../../server/modules/notifications/notifier-timing';
import type { NotificationRow } from '../../../server/modules/notifications/notification-store';
import type { NotificationChannel } from '../../../src/domain/leads/lead-records';

/** A fast pace for tests: retries after 20 ms; waits are by polling, never by the clock. */
export const FAST_TIMING: Partial<NotifierTiming> = {
  pollMs: 20,
  leaseMs: 60_000,
  backoffMs: [20],
  stopTimeoutMs: 2_000,
  webhookTimeoutMs: 5_000,
  smtpTimeoutMs: 5_000,
};

/**
 * For a describe of the notification tests: before each test a receiver is started and an app
 * built that announces new leads to it (`env` gives the app its settings from the receiver), at
 * FAST_TIMING; after it the app is closed, then the receiver. Call it inside the describe: it
 * registers the hooks there. Both stand for the ones of the running test.
 */
export function announcingAppPerTest<R extends { close(): Promise<void> }>(
  start: () => Promise<R>,
  env: (receiver: R) => Record<string, string>,
): { receiver: R; t: TestApp } {
  const receiver = builtPerTest(start);
  // Registered second: built after the receiver; its afterEach (stacked) runs first.
  const t = builtPerTest(() => buildTestApp({}, env(receiver), { notifierTiming: FAST_TIMING }));
  return { receiver, t };
}

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
  const row = await t.database.db
    .selectFrom('lead as l')
    .innerJoin('contact_request as c', 'c.id', 'l.contact_request_id')
    .select('l.id')
    .where('c.request_id', '=', id)
    .executeTakeFirst();
  if (!row) throw new Error('no lead for the request');
  return row.id;
}

export type { NotificationRow };

export function notificationRows(t: TestApp, leadId?: number): Promise<NotificationRow[]> {
  let query = t.database.db.selectFrom('notification').selectAll().orderBy('id');
  if (leadId !== undefined) query = query.where('lead_id', '=', leadId);
  return query.execute();
}

export async function notificationRow(t: TestApp, leadId: number, channel: NotificationChannel) {
  return (await notificationRows(t, leadId)).find((row) => row.channel === channel);
}

/** Polls until `check` returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
