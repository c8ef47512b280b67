import { describe, expect, it } from 'vitest';
import { bearer } from '../auth/accounts-helpers';
import { leadsAppPerTest, submitApplication, submitContact } from './leads-helpers';

/** Splits CSV text into rows of cells (the format of src/domain/leads/csv.ts). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ';') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += ch;
  }
  return rows;
}

describe('GET /api/leads/export.csv', () => {
  const t = leadsAppPerTest();

  const exportCsv = (query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/leads/export.csv${query}`,
      headers: bearer(t.admin.accessToken),
    });

  it('is UTF-8 with a BOM, `;` separators and CRLF, as an attachment', async () => {
    await submitContact(t, { name: 'Иван Петров' });
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename=leads-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.body.replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe(
      '№;Тип;Получена (МСК);Статус;Имя;E-mail;Телефон;Тема / вакансия;Страница;Ответственный;Сообщение;Причина (спам)',
    );
    const [, row] = parseCsv(text);
    expect(row).toEqual([
      expect.stringMatching(/^\d+$/),
      'Заявка',
      expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/),
      'Новая',
      'Иван Петров',
      'ivan@example.ru',
      "'+7 (911) 123-45-67",
      'Электромонтажные работы',
      'https://kub.example/contact',
      '',
      'Нужно подключить склад 120 кВт.',
      '',
    ]);
  });

  it('quotes `;`, `"` and line breaks, and neutralises cells that start like a formula', async () => {
    await submitContact(t, {
      name: "=cmd|' /C calc'!A0",
      email: 'a@b.ru',
      phone: '',
      message: 'Цена; срок "быстро"\nвторая строка\r\nтретья',
    });
    await submitContact(t, { name: '@SUM(1+1)', message: '+7 позвоните' });
    const text = (await exportCsv()).body.replace(/^\uFEFF/, '');
    expect(text).toContain('"Цена; срок ""быстро""\nвторая строка\nтретья"');
    const rows = parseCsv(text);
    expect(rows).toHaveLength(3);
    expect(rows[1]!.slice(4, 7)).toEqual(["'@SUM(1+1)", 'ivan@example.ru', "'+7 (911) 123-45-67"]);
    expect(rows[1]![10]).toBe("'+7 позвоните");
    expect(rows[2]![4]).toBe("'=cmd|' /C calc'!A0");
    expect(rows[2]![10]).toBe('Цена; срок "быстро"\nвторая строка\nтретья');
  });

  it('exports the current filter, spam only when asked for, across many batches', async () => {
    // Sent 100 at a time, so they share commits (the endpoint's group commit) and the test is quick.
    for (let start = 0; start < 1203; start += 100) {
      const batch = Array.from({ length: Math.min(100, 1203 - start) }, (_, i) => start + i);
      await Promise.all(
        batch.map((i) => submitContact(t, { name: `Заказчик ${i}`, phone: '', message: 'Склад' })),
      );
    }
    await submitApplication(t, { name: 'Соискатель' });
    await submitContact(t, { name: 'Бот', website: 'x' });
    const all = parseCsv((await exportCsv()).body.replace(/^\uFEFF/, ''));
    expect(all).toHaveLength(1 + 1204);
    expect(all[1]![4]).toBe('Соискатель');
    expect(new Set(all.slice(1).map((row) => row[0])).size).toBe(1204);
    const spam = parseCsv((await exportCsv('?status=spam')).body.replace(/^\uFEFF/, ''));
    expect(spam.slice(1).map((row) => [row[3], row[4], row[11]])).toEqual([
      ['Спам', 'Бот', 'Заполнено скрытое поле (ловушка для ботов).'],
    ]);
    const found = parseCsv(
      (await exportCsv('?kind=contact&q=заказчик%2012')).body.replace(/^\uFEFF/, ''),
    );
    // «12» is a word prefix: 12, 120–129 and 1200–1202.
    const expected = [1202, 1201, 1200, 129, 128, 127, 126, 125, 124, 123, 122, 121, 120, 12];
    const foundNames = found.slice(1).map((row) => row[4]);
    expect([...foundNames].sort()).toEqual(expected.map((n) => `Заказчик ${n}`).sort());
    const ids = found.slice(1).map((row) => Number(row[0]));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  }, 30_000);

  it('refuses a bad filter with 400 and JSON', async () => {
    const res = await exportCsv('?status=nope');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, fields: { status: 'Неизвестный статус.' } });
  });
});
