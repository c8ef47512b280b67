import { describe, expect, it } from 'vitest';
import {
  MIN_FILL_MS,
  SPAM_REASON_HONEYPOT,
  spamReasonTooFast,
} from '../../../src/domain/leads/spam-check';
import { sendForm } from '../applications/application-fixtures';
import {
  contactBody,
  leadsAppPerTest,
  listLeads,
  openLead,
  submitApplication,
  unread,
} from './leads-helpers';

describe('spam on the public forms: stored as «Спам» with the reason, never dropped', () => {
  const t = leadsAppPerTest();

  const statusOf = async (name: string) => {
    const lead = (await listLeads(t, t.admin.accessToken, '?status=all')).leads.find(
      (row) => row.name === name,
    );
    return lead ? openLead(t, t.admin.accessToken, lead.id) : undefined;
  };

  it('files a filled honeypot and a too quick fill as spam, answering the sender as usual', async () => {
    const honeypot = await sendForm(
      t,
      contactBody({ name: 'Ловушка', website: 'http://x.example' }),
    );
    expect(honeypot.statusCode).toBe(200);
    expect(honeypot.json().ok).toBe(true);
    await sendForm(t, contactBody({ name: 'Быстрый', fillMs: 900 }));
    await submitApplication(t, { name: 'Быстрая Анкета', fillMs: 1200 });
    expect(await statusOf('Ловушка')).toMatchObject({
      status: 'spam',
      spamReason: SPAM_REASON_HONEYPOT,
    });
    expect(await statusOf('Быстрый')).toMatchObject({
      status: 'spam',
      spamReason: spamReasonTooFast(900),
    });
    expect(spamReasonTooFast(900)).toBe('Форма заполнена за 0,9 с (быстрее 3 с).');
    expect(await statusOf('Быстрая Анкета')).toMatchObject({ status: 'spam' });
    expect(await unread(t, t.admin.accessToken)).toBe(0);
    const stored = await t.database.db
      .selectFrom('contact_request')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(2);
  });

  it('takes a person: an empty honeypot, a slow fill, or signals an older client never sent', async () => {
    await sendForm(t, contactBody({ name: 'Пустая ловушка', website: '   ', fillMs: MIN_FILL_MS }));
    const legacy: Record<string, unknown> = contactBody({ name: 'Старый клиент' });
    delete legacy.fillMs;
    await sendForm(t, legacy);
    // A request filled offline and sent two days later: the fill time is the device's.
    await sendForm(t, contactBody({ name: 'Из очереди', fillMs: 40_000 }));
    for (const name of ['Пустая ловушка', 'Старый клиент', 'Из очереди']) {
      expect((await statusOf(name))?.status, name).toBe('new');
    }
  });

  it('refuses a fill time that is not a number, like any other malformed field', async () => {
    const res = await sendForm(t, contactBody({ fillMs: '100' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().ok).toBe(false);
  });
});
