import { describe, expect, it } from 'vitest';
import { FILTER_MESSAGES } from '../../../server/modules/leads/lead-filter';
import {
  getLeads,
  leadsAppPerTest,
  listLeads,
  openLead,
  patchLead,
  submitApplication,
  submitContact,
  unread,
} from './leads-helpers';

describe('GET /api/leads: the inbox list', () => {
  const t = leadsAppPerTest();

  const names = async (query = '') =>
    (await listLeads(t, t.manager.accessToken, query)).leads.map((lead) => lead.name);
  const setReceived = (name: string, iso: string) =>
    t.database.db
      .updateTable('lead')
      .set({ created_at: iso })
      .where('contact_request_id', 'in', (eb) =>
        eb.selectFrom('contact_request').select('id').where('name', '=', name),
      )
      .execute();

  it('lists contact requests and applications together, newest first, with what the row shows', async () => {
    await submitContact(t, { name: 'Первый Заказчик', page: 'https://kub.example/' });
    await submitApplication(t, { name: 'Вторая Соискательница' });
    const { leads, nextCursor } = await listLeads(t, t.admin.accessToken);
    expect(nextCursor).toBeNull();
    expect(leads.map((lead) => [lead.kind, lead.name, lead.topic, lead.status, lead.read])).toEqual(
      [
        ['application', 'Вторая Соискательница', 'электромонтажник', 'new', false],
        ['contact', 'Первый Заказчик', 'Электромонтажные работы', 'new', false],
      ],
    );
    expect(leads[1]).toMatchObject({
      email: 'ivan@example.ru',
      phone: '+7 (911) 123-45-67',
      page: 'https://kub.example/',
      assignee: null,
    });
    expect(leads[1]!.receivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('searches name, e-mail, phone and message: ё = е, word prefixes, every word required', async () => {
    await submitContact(t, {
      name: 'Алёна Фёдорова',
      email: 'alena@sever.ru',
      message: 'Щит на даче',
    });
    await submitContact(t, {
      name: 'Семён Елисеев',
      phone: '8 (921) 555-44-33',
      message: 'Вентиляция кафе',
    });
    await submitApplication(t, { name: 'Фёдор Конюхов', email: 'fedor@mail.example' });
    expect(await names('?q=Федор')).toEqual(['Фёдор Конюхов', 'Алёна Фёдорова']);
    expect(await names('?q=алена')).toEqual(['Алёна Фёдорова']);
    expect(await names('?q=ФЁД')).toEqual(['Фёдор Конюхов', 'Алёна Фёдорова']);
    expect(await names('?q=федор%20кон')).toEqual(['Фёдор Конюхов']);
    expect(await names('?q=sever')).toEqual(['Алёна Фёдорова']);
    expect(await names('?q=fedor%40mail')).toEqual(['Фёдор Конюхов']);
    expect(await names('?q=вентил')).toEqual(['Семён Елисеев']);
    expect(await names('?q=9215554433')).toEqual(['Семён Елисеев']);
    expect(await names('?q=%2B7%20(921)%20555')).toEqual(['Семён Елисеев']);
    expect(await names('?q=911-123')).toEqual(['Фёдор Конюхов', 'Алёна Фёдорова']);
    expect(await names('?q=8%20921%20555')).toEqual(['Семён Елисеев']);
    expect(await names('?q=%22%29%28*%20OR%20NEAR')).toEqual([]);
    expect(await names('?q=ыыы')).toEqual([]);
  });

  it('filters by kind, status and Moscow dates; spam is left out unless asked for', async () => {
    await submitContact(t, { name: 'Обычная Заявка' });
    await submitContact(t, { name: 'Бот Ботов', website: 'http://spam.example' });
    await submitApplication(t, { name: 'Соискатель Анкетов' });
    expect(await names()).toEqual(['Соискатель Анкетов', 'Обычная Заявка']);
    expect(await names('?kind=contact')).toEqual(['Обычная Заявка']);
    expect(await names('?kind=application')).toEqual(['Соискатель Анкетов']);
    expect(await names('?status=spam')).toEqual(['Бот Ботов']);
    expect(await names('?status=all')).toEqual([
      'Соискатель Анкетов',
      'Бот Ботов',
      'Обычная Заявка',
    ]);
    expect(await names('?status=closed')).toEqual([]);

    // 20:59:59 UTC on 1 March is 23:59:59 in Moscow; 21:00 UTC is already 2 March there.
    await setReceived('Обычная Заявка', '2026-03-01T20:59:59.000Z');
    await setReceived('Бот Ботов', '2026-03-01T21:00:00.000Z');
    expect(await names('?status=all&from=2026-03-01&to=2026-03-01')).toEqual(['Обычная Заявка']);
    expect(await names('?status=all&from=2026-03-02&to=2026-03-02')).toEqual(['Бот Ботов']);
    expect(await names('?status=all&to=2026-03-02')).toEqual(['Бот Ботов', 'Обычная Заявка']);
  });

  it('refuses a bad filter with 400 and a Russian message per field', async () => {
    const cases: [string, string, string][] = [
      ['?kind=order', 'kind', FILTER_MESSAGES.kind],
      ['?status=done', 'status', FILTER_MESSAGES.status],
      ['?from=01.03.2026', 'from', FILTER_MESSAGES.date],
      ['?to=2026-02-31', 'to', FILTER_MESSAGES.date],
      ['?from=2026-03-02&to=2026-03-01', 'to', FILTER_MESSAGES.range],
      ['?cursor=abc', 'cursor', FILTER_MESSAGES.cursor],
      ['?cursor=-1', 'cursor', FILTER_MESSAGES.cursor],
      ['?limit=0', 'limit', FILTER_MESSAGES.limit],
      ['?limit=101', 'limit', FILTER_MESSAGES.limit],
      ['?limit=1e2', 'limit', FILTER_MESSAGES.limit],
    ];
    for (const [query, field, message] of cases) {
      const res = await getLeads(t, t.admin.accessToken, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({
        ok: false,
        error: message,
        fields: { [field]: message },
      });
    }
    const long = await getLeads(t, t.admin.accessToken, `?q=${'я'.repeat(1001)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().ok).toBe(false);
  });

  it('pages by key with no gaps or repeats while new leads arrive', async () => {
    for (let i = 1; i <= 25; i += 1) await submitContact(t, { name: `Заказчик ${i}` });
    const seen: string[] = [];
    let cursor: string | null = '';
    let round = 0;
    while (cursor !== null) {
      const page = await listLeads(
        t,
        t.admin.accessToken,
        `?limit=7${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.leads.map((lead) => lead.name));
      cursor = page.nextCursor;
      // New requests keep coming in while the staff member pages down.
      round += 1;
      await submitContact(t, { name: `Новый ${round}` });
    }
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `Заказчик ${25 - i}`));
    const first = await listLeads(t, t.admin.accessToken, '?limit=4');
    expect(first.leads.map((lead) => lead.name)).toEqual([
      'Новый 4',
      'Новый 3',
      'Новый 2',
      'Новый 1',
    ]);
  });

  it('counts unread leads per staff member; opening one marks it read for that person only', async () => {
    await submitContact(t, { name: 'Один' });
    await submitContact(t, { name: 'Два' });
    await submitContact(t, { name: 'Спамер', fillMs: 200 });
    expect(await unread(t, t.admin.accessToken)).toBe(2);
    expect(await unread(t, t.manager.accessToken)).toBe(2);
    const [two] = (await listLeads(t, t.admin.accessToken)).leads;
    await openLead(t, t.admin.accessToken, two!.id);
    await openLead(t, t.admin.accessToken, two!.id);
    expect(await unread(t, t.admin.accessToken)).toBe(1);
    expect(await unread(t, t.manager.accessToken)).toBe(2);
    const rows = (await listLeads(t, t.admin.accessToken)).leads;
    expect(rows.map((lead) => [lead.name, lead.read])).toEqual([
      ['Два', true],
      ['Один', false],
    ]);
    // Spam counts neither way: opening it changes nothing, nor does a lead becoming spam once read.
    const [spam] = (await listLeads(t, t.admin.accessToken, '?status=spam')).leads;
    await openLead(t, t.admin.accessToken, spam!.id);
    expect(await unread(t, t.admin.accessToken)).toBe(1);
    const res = await patchLead(t, t.admin.accessToken, two!.id, { status: 'spam' });
    expect(res.statusCode).toBe(200);
    expect(await unread(t, t.admin.accessToken)).toBe(1);
    expect(await unread(t, t.manager.accessToken)).toBe(1);
  });
});
