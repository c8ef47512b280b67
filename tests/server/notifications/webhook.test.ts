import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers';
import { validContact } from '../forms/contact-fixtures';
import {
  announcingAppPerTest,
  FAST_TIMING,
  notificationRow,
  notificationRows,
  submitContact,
  waitFor,
} from './notify-helpers';
import { startHttpReceiver, type HttpReceiver } from './http-receiver';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver';

const SECRET = 'webhook-test-secret';

describe('new leads announced by webhook (real HTTP receiver)', { timeout: 30_000 }, () => {
  const { receiver: hook, t } = announcingAppPerTest(startHttpReceiver, (receiver) => ({
    LEADS_WEBHOOK_URL: receiver.url,
    LEADS_WEBHOOK_SECRET: SECRET,
  }));

  const sentRow = (leadId: number) =>
    waitFor(async () => {
      const row = await notificationRow(t, leadId, 'webhook');
      return row?.status === 'sent' && row;
    }, `lead ${leadId} sent`);

  it('POSTs the lead as JSON with an Idempotency-Key and a valid signature', async () => {
    const leadId = await submitContact(t);
    const request = await waitFor(async () => hook.requests[0], 'the webhook call');
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['idempotency-key']).toBe(`lead-${leadId}-webhook`);
    const expected = createHmac('sha256', SECRET).update(request.body).digest('hex');
    expect(request.headers['x-kub-signature']).toBe(`sha256=${expected}`);
    const contact = validContact();
    const body = JSON.parse(request.body) as Record<string, unknown>;
    expect(body).toEqual({
      event: 'lead.created',
      id: leadId,
      kind: 'contact',
      status: 'new',
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      topic: contact.option,
      option: contact.option,
      page: contact.page,
      message: contact.message,
      url: null,
    });
    expect(await sentRow(leadId)).toMatchObject({ attempts: 1, last_error: null });
    expect(hook.requests).toHaveLength(1);
  });

  it('retries while the receiver answers 500 and delivers exactly once', async () => {
    hook.failWith(500);
    const leadId = await submitContact(t);
    const failing = await waitFor(async () => {
      const row = await notificationRow(t, leadId, 'webhook');
      return row && row.attempts >= 2 && row.status === 'pending' && row.last_error !== null && row;
    }, 'two refused tries');
    expect(failing.last_error).toBe('Сервер ответил кодом 500');
    hook.failWith(null);
    const sent = await sentRow(leadId);
    expect(hook.accepted()).toHaveLength(1);
    expect(sent.attempts).toBe(hook.requests.length);
    // Every try carried the same key.
    expect(new Set(hook.requests.map((r) => r.headers['idempotency-key']))).toEqual(
      new Set([`lead-${leadId}-webhook`]),
    );
  });

  it('keeps leads while the receiver is down and announces each exactly once when it is back', async () => {
    await hook.down();
    const leads = [await submitContact(t), await submitContact(t), await submitContact(t)];
    await waitFor(
      async () =>
        (await Promise.all(leads.map((id) => notificationRow(t, id, 'webhook')))).every(
          (row) => row && row.attempts >= 2 && row.last_error !== null,
        ),
      'failed tries while down',
    );
    const rows = await Promise.all(leads.map((id) => notificationRow(t, id, 'webhook')));
    const errors = rows.map((row) => row!.last_error!);
    for (const error of errors) {
      expect(error).toMatch(/ECONNREFUSED/);
      expect(error).not.toContain('127.0.0.1');
    }
    await hook.up();
    for (const id of leads) await sentRow(id);
    const keys = hook.accepted().map((r) => r.headers['idempotency-key']);
    expect(keys.sort()).toEqual(leads.map((id) => `lead-${id}-webhook`).sort());
  });

  it('writes no notification for spam', async () => {
    const spam = await submitContact(t, { website: 'x' });
    const real = await submitContact(t);
    await sentRow(real);
    expect(await notificationRows(t, spam)).toEqual([]);
    expect(hook.requests.map((r) => r.headers['idempotency-key'])).toEqual([
      `lead-${real}-webhook`,
    ]);
  });
});

describe('both channels, and none', { timeout: 30_000 }, () => {
  let hook: HttpReceiver;
  let smtp: SmtpReceiver;
  beforeEach(async () => {
    hook = await startHttpReceiver();
    smtp = await startSmtpReceiver();
  });
  afterEach(async () => {
    await hook.close();
    await smtp.close();
  });

  it('announces on each configured channel independently', async () => {
    const t = await buildTestApp(
      {},
      { LEADS_NOTIFY: 'sales@kub.example', SMTP_URL: smtp.url, LEADS_WEBHOOK_URL: hook.url },
      { notifierTiming: FAST_TIMING },
    );
    try {
      expect(t.app.notifier.channels).toEqual(['email', 'webhook']);
      hook.failWith(503);
      const leadId = await submitContact(t);
      await waitFor(
        async () => (await notificationRow(t, leadId, 'email'))?.status === 'sent',
        'the e-mail',
      );
      expect((await notificationRow(t, leadId, 'webhook'))?.status).not.toBe('sent');
      hook.failWith(null);
      await waitFor(
        async () => (await notificationRow(t, leadId, 'webhook'))?.status === 'sent',
        'the webhook',
      );
      expect(smtp.messages).toHaveLength(1);
      expect(hook.accepted()).toHaveLength(1);
      // Without a signing secret there is no signature header.
      expect(hook.requests[0]!.headers['x-kub-signature']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('with nothing configured writes no notification and the inbox still takes leads', async () => {
    const t = await buildTestApp({}, {}, { notifierTiming: FAST_TIMING });
    try {
      expect(t.app.notifier.channels).toEqual([]);
      const leadId = await submitContact(t);
      expect(leadId).toBeGreaterThan(0);
      expect(await notificationRows(t)).toEqual([]);
      expect(await t.app.notifier.retry(leadId, 'email')).toBe(false);
    } finally {
      await t.close();
    }
    expect(hook.requests).toEqual([]);
    expect(smtp.messages).toEqual([]);
  });
});
