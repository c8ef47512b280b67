/**
 * Fills a database with many leads for the inbox's benchmark: contact requests and applications
 * with Russian names, e-mails, phones and messages, over two years, about 5 % spam, some taken into
 * work or closed. Goes through the same lead writer as the server (lead, search entry, trail), in
 * transactions of 5000, so the index is what production would hold.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { writeTransaction, type Queryable } from '../../server/db/transaction';
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

export async function seedLeads(
  db: Kysely<Database>,
  count: number,
  seed = 12,
): Promise<SeedResult> {
  const next = random(seed);
  const pick = <T>(list: readonly [T, ...T[]]): T =>
    list[Math.floor(next() * list.length)] ?? list[0];
  const leads = createLeadWriter(() => []);
  const start = Date.parse('2024-11-25T00:00:00Z');
  const span = Date.parse('2026-11-24T00:00:00Z') - start;
  const insertOne = async (trx: Queryable, i: number) => {
    const at = new Date(start + Math.floor((span * i) / count)).toISOString();
    const name = `${pick(FIRST)} ${pick(LAST)}`;
    const email = `client${i}@example.ru`;
    const phone = `+7 (9${String(Math.floor(next() * 100)).padStart(2, '0')}) ${String(Math.floor(next() * 1000)).padStart(3, '0')}-${String(i % 100).padStart(2, '0')}-${String(Math.floor(next() * 100)).padStart(2, '0')}`;
    const message = Array.from({ length: 8 + Math.floor(next() * 20) }, () => pick(WORDS)).join(
      ' ',
    );
    const isApplication = next() < 0.15;
    const fields = { name, email, phone, message };
    const common = { request_id: randomUUID(), payload_hash: 'seed', ...fields, created_at: at };
    const { id } = isApplication
      ? await trx
          .insertInto('application')
          .values({ ...common, option: `Новая анкета — ${pick(ROLES)}`, page: '/pro' })
          .returning('id')
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('contact_request')
          .values({ ...common, option: pick(CONTACT_TOPICS), page: '/contact' })
          .returning('id')
          .executeTakeFirstOrThrow();
    const spam = next() < 0.05 ? 'Заполнено скрытое поле (ловушка для ботов).' : null;
    const { leadId } = await leads.record(trx, {
      kind: isApplication ? 'application' : 'contact',
      sourceId: Number(id),
      receivedAt: at,
      fields,
      spamReason: spam,
    });
    const roll = next();
    if (!spam && roll < 0.5) {
      await trx
        .updateTable('lead')
        .set({ status: roll < 0.2 ? 'in_progress' : 'closed' })
        .where('id', '=', leadId)
        .execute();
    }
  };
  for (let from = 0; from < count; from += 5000) {
    await writeTransaction(db, async (trx) => {
      for (let i = from; i < Math.min(count, from + 5000); i += 1) await insertOne(trx, i);
    });
  }
  return { leads: count, commonWord: 'вентил', namePrefix: 'алён' };
}
