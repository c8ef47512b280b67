import { describe, expect, it } from 'vitest';
import { buildTestApp, testEngine } from '../helpers';
import { requireSqlite } from '../../../server/db/database';
import { createDatabaseCheck } from '../../../server/db/availability';
import { builtPerSuite } from '../built-per-test';

describe('GET /api/health', () => {
  const t = builtPerSuite(buildTestApp);

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

  // A server that serves the API only (STATIC_DIR=''), behind a web server that serves the site.
  it.each([
    ['GET', '/no-such-page'],
    ['POST', '/'],
    ['GET', '*'],
  ] as const)(
    'answers %s %s outside the API, with no site to serve, in the same shape',
    async (method, url) => {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ ok: false, error: 'Не найдено.' });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    },
  );
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

describe('the database check of /api/health', () => {
  const options = { timeoutMs: 2000, reuseMs: 1000 };

  it('shares one ping among the callers arriving while it runs', async () => {
    const t = await buildTestApp();
    try {
      const check = createDatabaseCheck(t.database.db, options);
      const first = check();
      expect(check()).toBe(first);
      await expect(first).resolves.toBe(true);
    } finally {
      await t.close();
    }
  });

  // A failure is never reused: tests/server/postgres/availability.test.ts turns healthy at once.
  it('reuses a success for its reuse time only, then pings the database again', async () => {
    const t = await buildTestApp();
    let clock = 0;
    const check = createDatabaseCheck(t.database.db, options, () => clock);
    expect(await check()).toBe(true);
    await t.close();
    clock = 999;
    expect(await check()).toBe(true);
    clock = 1000;
    expect(await check()).toBe(false);
  });
});
