import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testEngine, type TestApp } from '../helpers';
import { requireSqlite } from '../../../server/db/database';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers {"ok":true} and is never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an unknown API address with a JSON 404 in Russian', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, error: 'Не найдено.' });
  });
});

// SQLite's own settings; PostgreSQL's health is tests/server/postgres/availability.test.ts.
describe.skipIf(testEngine === 'postgres')('database', () => {
  it('runs in WAL mode with synchronous=FULL and has the migrated schema', async () => {
    const t = await buildTestApp();
    try {
      expect(requireSqlite(t.database).pragma('journal_mode', { simple: true })).toBe('wal');
      // 2 = FULL
      expect(requireSqlite(t.database).pragma('synchronous', { simple: true })).toBe(2);
      const tables = requireSqlite(t.database)
        .prepare("select name from sqlite_master where type = 'table' and name = 'contact_request'")
        .all();
      expect(tables).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
