import { describe, expect, it } from 'vitest';
import { parseLeadFilter, type LeadQueryParams } from '../../../server/modules/leads/lead-filter';
import { createLeadRepository } from '../../../server/modules/leads/lead-repository';
import {
  expandLongPrefixes,
  PREFIX_EXPANSION_MAX,
} from '../../../server/modules/leads/lead-search-match';
import { leadsAppPerTest, listLeads, submitContact } from './leads-helpers';

/** Letters for words that share a prefix: more of them than a prefix is expanded to. */
const LETTERS = 'абвгдежзийклмнопрстуф';

describe('the inbox read by key: CSV batches and long search prefixes', () => {
  const t = leadsAppPerTest();

  const filterOf = (params: LeadQueryParams) => {
    const parsed = parseLeadFilter(params);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.fields));
    return parsed.value;
  };
  const scanNames = async (params: LeadQueryParams, batchSize: number) => {
    const batches: string[][] = [];
    const leads = createLeadRepository(t.database.db);
    for await (const batch of leads.scan(filterOf(params), batchSize)) {
      batches.push(batch.map((row) => row.name));
    }
    return batches;
  };

  it('gives every lead exactly once, newest first, across batch boundaries, with and without a search', async () => {
    for (let i = 1; i <= 9; i += 1) {
      await submitContact(t, { name: `Заказчик ${i}`, message: i % 2 ? 'Щит' : 'Склад' });
    }
    const newestFirst = (numbers: number[]) => numbers.map((n) => `Заказчик ${n}`);
    // 9 leads in batches of 3: the last batch is full, so one more read finds nothing.
    expect(await scanNames({}, 3)).toEqual([
      newestFirst([9, 8, 7]),
      newestFirst([6, 5, 4]),
      newestFirst([3, 2, 1]),
    ]);
    expect((await scanNames({}, 4)).flat()).toEqual(newestFirst([9, 8, 7, 6, 5, 4, 3, 2, 1]));
    // A search (the index's ids, then their rows) pages by the same key.
    expect(await scanNames({ q: 'щит' }, 2)).toEqual([
      newestFirst([9, 7]),
      newestFirst([5, 3]),
      newestFirst([1]),
    ]);
    expect(await scanNames({ q: 'склад', status: 'all' }, 2)).toEqual([
      newestFirst([8, 6]),
      newestFirst([4, 2]),
    ]);
  });

  it('finds a long word prefix whether it starts a few words of the index or very many', async () => {
    expect(LETTERS.length).toBeGreaterThan(PREFIX_EXPANSION_MAX);
    for (const letter of LETTERS) {
      await submitContact(t, { name: `Заказчик ${letter}`, message: `Вентиль${letter} на складе` });
    }
    await submitContact(t, { name: 'Другой', message: 'Вентиляция' });
    const names = async (q: string) =>
      (await listLeads(t, t.manager.accessToken, `?limit=100&q=${encodeURIComponent(q)}`)).leads
        .map((lead) => lead.name)
        .sort();
    const everyLetter = [...LETTERS].map((letter) => `Заказчик ${letter}`).sort();
    // More words than are expanded: asked as a prefix.
    expect(await names('вентиль')).toEqual(everyLetter);
    expect(await names('вентил')).toEqual([...everyLetter, 'Другой'].sort());
    // A few words: asked as those words, with the other words of the query.
    expect(await names('вентильа')).toEqual(['Заказчик а']);
    expect(await names('вентиляц склад')).toEqual([]);
    expect(await names('вентиляц')).toEqual(['Другой']);
    expect(await names('складе вентильб')).toEqual(['Заказчик б']);
    expect(await names('вентилятор')).toEqual([]);
    // On SQLite, which of them were asked as words (PostgreSQL's GIN index takes every prefix).
    if (t.database.dialect === 'sqlite') {
      const expanded = await expandLongPrefixes(t.database.db, [
        'вен',
        'вентиль',
        'вентил',
        'вентильа',
        'вентиляц',
        'щщщщ',
      ]);
      expect([...expanded]).toEqual([
        ['вентильа', ['вентильа']],
        ['вентиляц', ['вентиляция']],
      ]);
    }
  });
});
