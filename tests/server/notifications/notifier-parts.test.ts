import { describe, expect, it } from 'vitest';
import { describeDeliveryError } from '../../../server/modules/notifications/delivery-error';
import { emailMessage } from '../../../server/modules/notifications/email-message';
import type { LeadAnnouncement } from '../../../server/modules/notifications/lead-announcement';
import {
  backoffDelay,
  DEFAULT_NOTIFIER_TIMING,
} from '../../../server/modules/notifications/notifier-timing';
import { WebhookStatusError } from '../../../server/modules/notifications/webhook-sender';

const lead = (over: Partial<LeadAnnouncement> = {}): LeadAnnouncement => ({
  id: 13,
  kind: 'application',
  status: 'new',
  receivedAt: '2026-11-25T07:42:00.000Z',
  name: 'Иван Петров',
  email: 'ivan@example.ru',
  phone: '+7 (911) 123-45-67',
  option: 'Новая анкета — электромонтажник',
  topic: 'электромонтажник',
  message: 'Текст',
  page: 'https://kub.example/pro',
  resume: { name: 'резюме.pdf', size: 358_400, type: 'application/pdf' },
  url: null,
  ...over,
});

describe('backoffDelay', () => {
  it('steps through the schedule and stays at the last step', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 11].map((n) => backoffDelay(DEFAULT_NOTIFIER_TIMING, n));
    expect(delays).toEqual([
      5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
    expect(backoffDelay({ backoffMs: [] }, 3)).toBe(0);
  });
});

describe('emailMessage', () => {
  it('names an application with its vacancy, its resume and Moscow time', () => {
    const message = emailMessage(lead());
    expect(message.subject).toBe('Новая анкета №13: Иван Петров — электромонтажник');
    expect(message.messageId).toBe('<lead-13@kub.local>');
    expect(message.text).toContain('Получена: 25.11.2026 10:42 (МСК)');
    expect(message.text).toContain('Резюме: резюме.pdf (350 КБ)');
    expect(message.text).not.toContain('Открыть');
  });

  it('leaves out an empty topic and keeps the subject on one line', () => {
    const message = emailMessage(lead({ kind: 'contact', topic: '', name: 'Анна\nСмирнова' }));
    expect(message.subject).toBe('Новая заявка №13: Анна Смирнова');
    expect(message.text).toContain('Тема: —');
  });
});

describe('describeDeliveryError', () => {
  it('is short, Russian where we choose the words, and without addresses', () => {
    expect(describeDeliveryError(new WebhookStatusError(502))).toBe('Сервер ответил кодом 502');
    const refused = Object.assign(new TypeError('fetch failed'), {
      cause: Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:443'), {
        code: 'ECONNREFUSED',
      }),
    });
    expect(describeDeliveryError(refused)).toBe('Соединение отклонено (ECONNREFUSED)');
    expect(describeDeliveryError(new DOMException('x', 'TimeoutError'))).toBe(
      'Превышено время ожидания ответа',
    );
    const smtp = Object.assign(new Error('Invalid login at smtps://user:secret@mail.example:465'), {
      code: 'EAUTH',
      responseCode: 535,
    });
    const text = describeDeliveryError(smtp);
    expect(text).toBe('EAUTH: 535: Invalid login at <адрес>');
    expect(describeDeliveryError(new Error('x'.repeat(500)))).toHaveLength(200);
  });
});
