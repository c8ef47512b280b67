import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers';
import { FAST_TIMING, notificationRow, submitContact, waitFor } from './notify-helpers';
import { startHttpReceiver, type HttpReceiver } from './http-receiver';
import { requireSqlite } from '../../../server/db/database';

/** Exactly once across a restart: the outbox lives in the database, not in the process. */
describe('lead notifications across a server restart', { timeout: 30_000 }, () => {
  let hook: HttpReceiver;
  let dataDir: string;
  const apps: TestApp[] = [];
  beforeEach(async () => {
    hook = await startHttpReceiver();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kub-notify-'));
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await hook.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async (env: Record<string, string>) => {
    const t = await buildTestApp({}, env, {
      dataDir,
      keepDataDir: true,
      notifierTiming: FAST_TIMING,
    });
    apps.push(t);
    return t;
  };
  const stop = async (t: TestApp) => {
    apps.splice(apps.indexOf(t), 1);
    await t.close();
  };

  it('delivers a lead committed while the receiver was down once, by the next server', async () => {
    await hook.down();
    const first = await start({ LEADS_WEBHOOK_URL: hook.url });
    const leadId = await submitContact(first);
    await waitFor(() => {
      const row = notificationRow(first, leadId, 'webhook');
      return row && row.attempts >= 1 && row.status === 'pending' && row.last_error !== null;
    }, 'a failed try');
    await stop(first);

    await hook.up();
    const second = await start({ LEADS_WEBHOOK_URL: hook.url });
    const sent = await waitFor(() => {
      const row = notificationRow(second, leadId, 'webhook');
      return row?.status === 'sent' && row;
    }, 'delivery by the restarted server');
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(sent.last_error).toBeNull();
    expect(hook.requests.map((r) => r.headers['idempotency-key'])).toEqual([
      `lead-${leadId}-webhook`,
    ]);

    // A third start sends nothing again.
    await stop(second);
    const third = await start({ LEADS_WEBHOOK_URL: hook.url });
    const later = await submitContact(third);
    await waitFor(() => notificationRow(third, later, 'webhook')?.status === 'sent', 'a new lead');
    expect(hook.requests.map((r) => r.headers['idempotency-key'])).toEqual([
      `lead-${leadId}-webhook`,
      `lead-${later}-webhook`,
    ]);
  });

  it("takes over a crashed sender's claim once its lease has passed, and only then", async () => {
    // Two leads filed while nothing was configured; then rows as a crashed sender left them.
    const first = await start({});
    const stale = await submitContact(first);
    const held = await submitContact(first);
    await stop(first);
    const second = await start({ LEADS_WEBHOOK_URL: hook.url });
    const insert = requireSqlite(second.database).prepare(
      `INSERT INTO notification (lead_id, channel, status, attempts, next_attempt_at, lease_until, created_at)
       VALUES (?, 'webhook', 'sending', 1, 0, ?, '2026-11-25T00:00:00.000Z')`,
    );
    insert.run(held, Date.now() + 3_600_000);
    insert.run(stale, Date.now() - 1);
    second.app.notifier.wake();

    const sent = await waitFor(() => {
      const row = notificationRow(second, stale, 'webhook');
      return row?.status === 'sent' && row;
    }, 'the stale claim taken over');
    expect(sent.attempts).toBe(2);
    expect(hook.requests.map((r) => r.headers['idempotency-key'])).toEqual([
      `lead-${stale}-webhook`,
    ]);
    // The live claim is left alone.
    expect(notificationRow(second, held, 'webhook')).toMatchObject({
      status: 'sending',
      attempts: 1,
    });
  });

  it('a server stopping mid-send gives the send up and the next server delivers it', async () => {
    // The receiver never answers the first call: the sender is still waiting when the server stops.
    const first = await buildTestApp(
      {},
      { LEADS_WEBHOOK_URL: hook.url },
      {
        dataDir,
        keepDataDir: true,
        notifierTiming: { ...FAST_TIMING, stopTimeoutMs: 50 },
      },
    );
    apps.push(first);
    hook.hold(true);
    const leadId = await submitContact(first);
    await waitFor(() => hook.held() === 1, 'the held call');
    await stop(first);
    hook.hold(false);

    const second = await start({ LEADS_WEBHOOK_URL: hook.url });
    const sent = await waitFor(() => {
      const current = notificationRow(second, leadId, 'webhook');
      return current?.status === 'sent' && current;
    }, 'delivery after the restart');
    expect(sent.attempts).toBe(2);
    // Two calls with one key: the receiver that saw the first drops the second by that key.
    expect(hook.requests.map((r) => [r.status, r.headers['idempotency-key']])).toEqual([
      [0, `lead-${leadId}-webhook`],
      [200, `lead-${leadId}-webhook`],
    ]);
  });
});
