import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTerms, searchText } from '../../../src/domain/leads/lead-search';
import { matchExpression } from '../../../server/modules/leads/lead-filter';
import { searchCondition } from '../../../server/modules/leads/lead-search-match';
import { ENGINES, openTestDatabase, type TestDatabase } from './engines';

/** The leads of the inbox list's search test (tests/server/leads/list.test.ts), oldest first. */
const LEADS = [
  {
    name: 'Алёна Фёдорова',
    email: 'alena@sever.ru',
    phone: '+7 (911) 123-45-67',
    message: 'Щит на даче',
  },
  {
    name: 'Семён Елисеев',
    email: 'ivan@example.ru',
    phone: '8 (921) 555-44-33',
    message: 'Вентиляция кафе «Café Señor»',
  },
  {
    name: 'Фёдор Конюхов',
    email: 'fedor@mail.example',
    phone: '+7 (911) 123-45-67',
    message: 'Опыт монтажа 5 лет, допуск по электробезопасности',
  },
];

/** The same queries and answers as the inbox's test, newest first. */
const CASES: [string, string[]][] = [
  ['Федор', ['Фёдор Конюхов', 'Алёна Фёдорова']],
  ['алена', ['Алёна Фёдорова']],
  ['ФЁД', ['Фёдор Конюхов', 'Алёна Фёдорова']],
  ['федор кон', ['Фёдор Конюхов']],
  ['sever', ['Алёна Фёдорова']],
  ['fedor@mail', ['Фёдор Конюхов']],
  ['вентил', ['Семён Елисеев']],
  ['9215554433', ['Семён Елисеев']],
  ['+7 (921) 555', ['Семён Елисеев']],
  ['911-123', ['Фёдор Конюхов', 'Алёна Фёдорова']],
  ['8 921 555', ['Семён Елисеев']],
  ['")(* OR NEAR', []],
  ["o'brien \\ 'x':* | !", []],
  ['ыыы', []],
  ['электробезопасн допуск', ['Фёдор Конюхов']],
  ['5', ['Фёдор Конюхов', 'Семён Елисеев']],
  ['ru', ['Семён Елисеев', 'Алёна Фёдорова']],
  ['example', ['Фёдор Конюхов', 'Семён Елисеев']],
  ['ample', []],
  ['cafe senor', ['Семён Елисеев']],
  ['CAFÉ', ['Семён Елисеев']],
  ['señ', ['Семён Елисеев']],
];

describe.each(ENGINES)('the leads search through matchExpression on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(engine);
    const { db } = t.database;
    for (const [index, lead] of LEADS.entries()) {
      const contact = await db
        .insertInto('contact_request')
        .values({
          request_id: `r${index}`,
          payload_hash: 'h',
          ...lead,
          option: 'Проектирование',
          page: '/',
          estimate: null,
          created_at: `2026-11-2${index}T10:00:00.000Z`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await db
        .insertInto('lead')
        .values({
          kind: 'contact',
          contact_request_id: contact.id,
          application_id: null,
          status: 'new',
          spam_reason: null,
          assignee_id: null,
          created_at: `2026-11-2${index}T10:00:00.000Z`,
          updated_at: `2026-11-2${index}T10:00:00.000Z`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('lead_search')
        .values({ rowid: row.id, body: searchText(lead) })
        .execute();
    }
  });
  afterAll(() => t.close());

  const namesFound = async (condition: Awaited<ReturnType<typeof searchCondition>>) => {
    const found = await t.database.db
      .selectFrom('lead_search')
      .innerJoin('lead as l', 'l.id', 'lead_search.rowid')
      .innerJoin('contact_request as c', 'c.id', 'l.contact_request_id')
      .select('c.name')
      .where(condition)
      .orderBy('lead_search.rowid', 'desc')
      .execute();
    return found.map((row) => row.name);
  };

  it.each(CASES)('%j finds %j', async (query, expected) => {
    expect(await namesFound(matchExpression(t.database.db, searchTerms(query)))).toEqual(expected);
  });

  // The inbox's own condition: on SQLite a prefix longer than the FTS5 prefix indexes is asked as
  // the index words it starts; the answers must not change.
  it.each(CASES)('%j finds %j as the inbox asks it', async (query, expected) => {
    const condition = await searchCondition(t.database.db, searchTerms(query));
    expect(await namesFound(condition)).toEqual(expected);
  });
});
