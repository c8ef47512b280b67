import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildLeadsApp, listLeads, submitContact, type LeadsTestApp } from './leads-helpers';
import { requireSqlite } from '../../../server/db/database';

describe('received times follow the order leads arrive in', () => {
  let t: LeadsTestApp;
  beforeEach(async () => {
    t = await buildLeadsApp();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('never go back when the clock is stepped back, so a day filter still finds each lead', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-10T20:59:00.000Z')); // 23:59 in Moscow
    await submitContact(t, { name: 'До полуночи' });
    vi.setSystemTime(new Date('2026-05-10T21:00:30.000Z')); // 00:00:30 on 11 May in Moscow
    await submitContact(t, { name: 'После полуночи' });
    vi.setSystemTime(new Date('2026-05-10T20:30:00.000Z')); // the clock stepped back 30 minutes
    await submitContact(t, { name: 'Часы отстали' });
    vi.useRealTimers();

    const times = requireSqlite(t.database)
      .prepare('SELECT created_at FROM lead ORDER BY id')
      .all()
      .map((row) => (row as { created_at: string }).created_at);
    expect(times).toEqual([
      '2026-05-10T20:59:00.000Z',
      '2026-05-10T21:00:30.000Z',
      '2026-05-10T21:00:30.000Z',
    ]);
    const day = async (date: string) =>
      (await listLeads(t, t.admin.accessToken, `?from=${date}&to=${date}`)).leads.map(
        (l) => l.name,
      );
    expect(await day('2026-05-10')).toEqual(['До полуночи']);
    expect(await day('2026-05-11')).toEqual(['Часы отстали', 'После полуночи']);
    expect(await day('2026-05-12')).toEqual([]);
  });
});
