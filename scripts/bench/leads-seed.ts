/**
 * Fills a database with many leads for the inbox's benchmark: contact requests and applications
 * with Russian names, e-mails, phones and messages, over two years, about 5 % spam, some taken into
 * work or closed. Goes through the same lead writer as the server (lead, search entry, trail), in
 * transactions of 5000, so the index is what production would hold.
 */
import { randomUUID } from 'node:crypto';
import type SQLite from 'better-sqlite3';
import { createLeadWriter } from '../../server/modules/leads/lead-writer';
import { CONTACT_TOPICS } from '../../src/domain/validation/contact-topics';

const FIRST: [string, ...string[]] = [
  'Иван',
  'Пётр',
  'Алёна',
  'Мария',
  'Сергей',
  'Ольга',
  'Фёдор',
  'Анна',
  'Дмитрий',
  'Елена',
  'Артём',
  'Наталья',
  'Семён',
  'Ксения',
  'Михаил',
  'Татьяна',
];
const LAST: [string, ...string[]] = [
  'Петров',
  'Иванов',
  'Смирнов',
  'Кузнецов',
  'Попов',
  'Соколов',
  'Лебедев',
  'Козлов',
  'Новиков',
  'Морозов',
  'Волков',
  'Фёдоров',
  'Ёлкин',
  'Алексеев',
  'Зайцев',
  'Павлов',
];
const WORDS: [string, ...string[]] = [
  'щит',
  'склад',
  'офис',
  'коттедж',
  'вентиляция',
  'кондиционер',
  'проект',
  'смета',
  'кабель',
  'освещение',
  'розетки',
  'подключение',
  'мощность',
  'кВт',
  'срочно',
  'объект',
  'Архангельск',
  'Северодвинск',
  'ремонт',
  'монтаж',
  'СКУД',
  'видеонаблюдение',
  'отопление',
  'учёт',
];
const ROLES: [string, ...string[]] = [
  'электромонтажник',
  'инженер-проектировщик',
  'инженер ПНР',
  'бригадир/прораб',
  'сервисный инженер',
];

/** A small deterministic generator, so two runs seed the same data. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface SeedResult {
  leads: number;
  /** A word that many leads contain (the benchmark's search). */
  commonWord: string;
  /** A name prefix that a few percent of leads match. */
  namePrefix: string;
}

export function seedLeads(sqlite: SQLite.Database, count: number, seed = 12): SeedResult {
  const next = random(seed);
  const pick = <T>(list: readonly [T, ...T[]]): T =>
    list[Math.floor(next() * list.length)] ?? list[0];
  const leads = createLeadWriter(sqlite, () => []);
  const contact = sqlite.prepare(
    `INSERT INTO contact_request (request_id, payload_hash, name, email, phone, option, message, page, created_at)
     VALUES (?, 'seed', ?, ?, ?, ?, ?, ?, ?)`,
  );
  const application = sqlite.prepare(
    `INSERT INTO application (request_id, payload_hash, name, email, phone, option, message, page, created_at)
     VALUES (?, 'seed', ?, ?, ?, ?, ?, '/pro', ?)`,
  );
  const setStatus = sqlite.prepare('UPDATE lead SET status = ? WHERE id = ?');
  const start = Date.parse('2024-11-25T00:00:00Z');
  const span = Date.parse('2026-11-24T00:00:00Z') - start;
  const insertBatch = sqlite.transaction((from: number, to: number) => {
    for (let i = from; i < to; i += 1) {
      const at = new Date(start + Math.floor((span * i) / count)).toISOString();
      const name = `${pick(FIRST)} ${pick(LAST)}`;
      const email = `client${i}@example.ru`;
      const phone = `+7 (9${String(Math.floor(next() * 100)).padStart(2, '0')}) ${String(Math.floor(next() * 1000)).padStart(3, '0')}-${String(i % 100).padStart(2, '0')}-${String(Math.floor(next() * 100)).padStart(2, '0')}`;
      const message = Array.from({ length: 8 + Math.floor(next() * 20) }, () => pick(WORDS)).join(
        ' ',
      );
      const isApplication = next() < 0.15;
      const fields = { name, email, phone, message };
      const { lastInsertRowid } = isApplication
        ? application.run(
            randomUUID(),
            name,
            email,
            phone,
            `Новая анкета — ${pick(ROLES)}`,
            message,
            at,
          )
        : contact.run(
            randomUUID(),
            name,
            email,
            phone,
            pick(CONTACT_TOPICS),
            message,
            '/contact',
            at,
          );
      const spam = next() < 0.05 ? 'Заполнено скрытое поле (ловушка для ботов).' : null;
      const { leadId } = leads.record({
        kind: isApplication ? 'application' : 'contact',
        sourceId: Number(lastInsertRowid),
        receivedAt: at,
        fields,
        spamReason: spam,
      });
      const roll = next();
      if (!spam && roll < 0.5) setStatus.run(roll < 0.2 ? 'in_progress' : 'closed', leadId);
    }
  });
  for (let from = 0; from < count; from += 5000) insertBatch(from, Math.min(count, from + 5000));
  return { leads: count, commonWord: 'вентил', namePrefix: 'алён' };
}
