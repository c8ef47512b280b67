import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validApplication } from '../applications/application-fixtures';
import { validContact } from '../forms/contact-fixtures';
import { formatMoscowDateTime } from '../../../src/domain/leads/moscow-time';
import {
  announcingAppPerTest,
  notificationRow,
  notificationRows,
  submitContact,
  waitFor,
} from './notify-helpers';
import { startSmtpReceiver } from './smtp-receiver';

describe('new leads announced by e-mail (real SMTP server)', { timeout: 30_000 }, () => {
  const { receiver: smtp, t } = announcingAppPerTest(startSmtpReceiver, (receiver) => ({
    LEADS_NOTIFY: 'sales@kub.example, boss@kub.example',
    SMTP_URL: receiver.url,
    LEADS_MAIL_FROM: 'КУБ <robot@kub.example>',
    PUBLIC_URL: 'https://kub.example/',
  }));

  it('sends one message per contact request with every field, Moscow time and the link', async () => {
    const leadId = await submitContact(t);
    const received = await waitFor(async () => smtp.messages[0], 'the e-mail');
    const { mail } = received;
    expect(received.envelopeTo).toEqual(['sales@kub.example', 'boss@kub.example']);
    expect(received.envelopeFrom).toBe('robot@kub.example');
    expect(mail.subject).toBe(`Новая заявка №${leadId}: Иван Петров — Электромонтажные работы`);
    expect(mail.messageId).toBe(`<lead-${leadId}@kub.local>`);
    expect(mail.from?.text).toContain('robot@kub.example');
    const text = mail.text ?? '';
    const contact = validContact();
    for (const value of [contact.name, contact.email, contact.phone, contact.page]) {
      expect(text).toContain(value);
    }
    expect(text).toContain(`Тема: ${contact.option}`);
    expect(text).toContain(contact.message);
    const row = await t.database.db
      .selectFrom('lead')
      .select('created_at')
      .where('id', '=', leadId)
      .executeTakeFirst();
    expect(text).toContain(`Получена: ${formatMoscowDateTime(row!.created_at)} (МСК)`);
    expect(text).toContain(`https://kub.example/account/leads/${leadId}`);

    const stored = await waitFor(
      async () =>
        (await notificationRow(t, leadId, 'email'))?.status === 'sent' &&
        (await notificationRow(t, leadId, 'email')),
      'the sent state',
    );
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(Date.parse(stored.sent_at!)).not.toBeNaN();
    expect(smtp.messages).toHaveLength(1);
  });

  it('announces an application as «Новая анкета» with its vacancy', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forms',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ ...validApplication(), requestId: randomUUID() }),
    });
    expect(res.statusCode).toBe(200);
    const { mail } = await waitFor(async () => smtp.messages[0], 'the e-mail');
    const leadId = (await notificationRows(t))[0]!.lead_id;
    expect(mail.subject).toBe(`Новая анкета №${leadId}: Иван Петров — электромонтажник`);
    expect(mail.text).toContain('Вакансия: электромонтажник');
    expect(mail.text).toContain('Резюме: нет');
    expect(mail.text).toContain('Город: Архангельск');
  });

  it('announces nothing for spam (honeypot or too fast a fill)', async () => {
    const honeypot = await submitContact(t, { website: 'x' });
    const tooFast = await submitContact(t, { fillMs: 100 });
    expect(await notificationRows(t, honeypot)).toEqual([]);
    expect(await notificationRows(t, tooFast)).toEqual([]);
    // A real lead after them goes out, and it is the only message.
    const real = await submitContact(t);
    await waitFor(
      async () => (await notificationRow(t, real, 'email'))?.status === 'sent',
      'the real lead',
    );
    expect(smtp.messages.map((m) => m.mail.messageId)).toEqual([`<lead-${real}@kub.local>`]);
  });

  it('retries after the SMTP server refuses, and delivers exactly once', async () => {
    smtp.refuse(true);
    const leadId = await submitContact(t);
    const failing = await waitFor(async () => {
      const row = await notificationRow(t, leadId, 'email');
      return row && row.attempts >= 2 && row.status === 'pending' && row.last_error !== null && row;
    }, 'two failed tries');
    expect(failing.last_error).toContain('451');
    expect(failing.last_error).not.toContain('smtp://');
    smtp.refuse(false);
    const sent = await waitFor(
      async () =>
        (await notificationRow(t, leadId, 'email'))?.status === 'sent' &&
        (await notificationRow(t, leadId, 'email')),
      'delivery after the refusals',
    );
    expect(sent.attempts).toBe(smtp.refused() + 1);
    expect(sent.last_error).toBeNull();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.mail.messageId).toBe(`<lead-${leadId}@kub.local>`);
  });
});
