import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  buildAccountsApp,
  JSON_HEADERS,
  jsonAs,
  seedUser,
  type AccountsTestApp,
} from '../auth/accounts-helpers';
import { FAST_TIMING, notificationRow, submitContact, waitFor } from './notify-helpers';
import { startHttpReceiver, type HttpReceiver } from './http-receiver';

describe(
  'POST /api/leads/:id/notifications/:channel/retry («Отправить повторно»)',
  { timeout: 30_000 },
  () => {
    let hook: HttpReceiver;
    let t: AccountsTestApp;
    beforeEach(async () => {
      hook = await startHttpReceiver();
      // One try only, so a refused call is «Не удалось отправить» at once.
      t = await buildAccountsApp(
        { LEADS_WEBHOOK_URL: hook.url },
        { notifierTiming: { ...FAST_TIMING, maxAttempts: 1 } },
      );
    });
    afterEach(async () => {
      await t.close();
      await hook.close();
    });

    const retry = (leadId: number | string, channel: string, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/leads/${leadId}/notifications/${channel}/retry`,
        headers: token ? jsonAs(token) : JSON_HEADERS,
      });

    const failedLead = async () => {
      hook.failWith(500);
      const leadId = await submitContact(t);
      await waitFor(
        async () => (await notificationRow(t, leadId, 'webhook'))?.status === 'failed',
        'failed',
      );
      return leadId;
    };

    it('turns a failed notification into a due one, which is then sent exactly once', async () => {
      const leadId = await failedLead();
      expect(await notificationRow(t, leadId, 'webhook')).toMatchObject({
        status: 'failed',
        attempts: 1,
        last_error: 'Сервер ответил кодом 500',
      });
      hook.failWith(null);
      const manager = await seedUser(t, { role: 'manager' });
      const res = await retry(leadId, 'webhook', manager.accessToken);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { ok: true; notification: Record<string, unknown> };
      expect(body.ok).toBe(true);
      expect(Object.keys(body.notification).sort()).toEqual(
        ['attempts', 'channel', 'lastError', 'nextAttemptAt', 'sentAt', 'status'].sort(),
      );
      // Still waiting with a due time, or (with a pool of connections, PostgreSQL) already picked
      // up by the sender between the route's change and its answer: its claim counts a new try.
      expect(['pending', 'sending', 'sent']).toContain(body.notification.status);
      if (body.notification.status === 'pending') {
        expect(body.notification).toMatchObject({
          channel: 'webhook',
          attempts: 1,
          lastError: 'Сервер ответил кодом 500',
          sentAt: null,
        });
        expect(Date.parse(String(body.notification.nextAttemptAt))).not.toBeNaN();
      } else {
        expect(body.notification).toMatchObject({ channel: 'webhook', attempts: 2 });
      }
      const sent = await waitFor(async () => {
        const row = await notificationRow(t, leadId, 'webhook');
        return row?.status === 'sent' && row;
      }, 'the retried send');
      expect(sent.attempts).toBe(2);
      expect(hook.accepted()).toHaveLength(1);

      // Sent is final: a second retry is refused and nothing more goes out.
      const again = await retry(leadId, 'webhook', manager.accessToken);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ ok: false, error: 'Уведомление уже отправлено.' });
      expect(hook.requests).toHaveLength(2);
    });

    it('is for staff only: anonymous 401, a plain user 403, a manager and an admin may', async () => {
      const leadId = await failedLead();
      const anonymous = await retry(leadId, 'webhook');
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ ok: false, error: 'Требуется вход в аккаунт.' });
      const user = await seedUser(t);
      const refused = await retry(leadId, 'webhook', user.accessToken);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ ok: false, error: 'Недостаточно прав.' });
      expect((await notificationRow(t, leadId, 'webhook'))?.status).toBe('failed');

      const manager = await seedUser(t, { role: 'manager' });
      const admin = await seedUser(t, { role: 'admin', isAdmin: true, group: 'admin' });
      // Still failing: each allowed retry makes one more try, which fails again.
      for (const staff of [manager, admin]) {
        const before = (await notificationRow(t, leadId, 'webhook'))!.attempts;
        const res = await retry(leadId, 'webhook', staff.accessToken);
        expect(res.statusCode).toBe(200);
        await waitFor(async () => {
          const row = await notificationRow(t, leadId, 'webhook');
          return row?.status === 'failed' && row.attempts === before + 1;
        }, 'one more try');
      }
    });

    it('answers 404 for an unknown lead or a channel without a notification, 400 for bad params', async () => {
      hook.failWith(null);
      const leadId = await submitContact(t);
      const admin = await seedUser(t, { role: 'admin', isAdmin: true, group: 'admin' });
      const missingLead = await retry(leadId + 1000, 'webhook', admin.accessToken);
      expect(missingLead.statusCode).toBe(404);
      expect(missingLead.json()).toEqual({ ok: false, error: 'Заявка не найдена.' });
      const noEmail = await retry(leadId, 'email', admin.accessToken);
      expect(noEmail.statusCode).toBe(404);
      expect(noEmail.json()).toEqual({ ok: false, error: 'Заявка не найдена.' });
      for (const [id, channel] of [
        ['abc', 'webhook'],
        ['0', 'webhook'],
        [String(leadId), 'sms'],
      ] as const) {
        const res = await retry(id, channel, admin.accessToken);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ ok: false, error: 'Некорректный запрос.' });
      }
    });

    it('refuses a body that is not JSON (CSRF guard) and takes an empty JSON object', async () => {
      const leadId = await failedLead();
      const manager = await seedUser(t, { role: 'manager' });
      const textPlain = await t.app.inject({
        method: 'POST',
        url: `/api/leads/${leadId}/notifications/webhook/retry`,
        headers: { ...bearer(manager.accessToken), 'content-type': 'text/plain' },
        payload: '{}',
      });
      expect(textPlain.statusCode).toBe(415);
      const withObject = await t.app.inject({
        method: 'POST',
        url: `/api/leads/${leadId}/notifications/webhook/retry`,
        headers: jsonAs(manager.accessToken),
        payload: '{}',
      });
      expect(withObject.statusCode).toBe(200);
    });
  },
);
