import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isStorageFailure, STORAGE_UNAVAILABLE_TEXT } from '../../../server/plugins/errors';
import { sendForm, validApplication } from '../applications/application-fixtures';
import { validContact } from '../forms/contact-fixtures';
import { buildTestApp } from '../helpers';
import { requireSqlite } from '../../../server/db/database';
import { builtPerTest } from '../built-per-test';

describe('a data directory that cannot take a write answers 503, and the request is kept for later', () => {
  const t = builtPerTest(buildTestApp);

  // The write error is injected the way SQLite reports a read-only database: query_only makes every
  // write fail with SQLITE_READONLY (a read-only mount or a full disk cannot be made by a test here).
  const readOnly = (on: boolean) => requireSqlite(t.database).pragma(`query_only = ${on ? 1 : 0}`);
  const count = (table: string) =>
    (requireSqlite(t.database).prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number })
      .n;

  it('a contact request: 503 with a Russian message and Retry-After; the same request later stores once', async () => {
    const body = { ...validContact(), requestId: randomUUID() };
    readOnly(true);
    const refused = await sendForm(t, body);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({ ok: false, error: STORAGE_UNAVAILABLE_TEXT });
    expect(refused.body).not.toMatch(/SQLITE|readonly|Error:|at /);
    readOnly(false);
    expect(count('contact_request')).toBe(0);

    const stored = await sendForm(t, body);
    expect(stored.statusCode).toBe(200);
    expect((await sendForm(t, body)).statusCode).toBe(200);
    expect(count('contact_request')).toBe(1);
    expect(count('lead')).toBe(1);
  });

  it('an application: 503 as well, nothing half-stored', async () => {
    readOnly(true);
    const res = await sendForm(t, { ...validApplication(), requestId: randomUUID() });
    readOnly(false);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ok: false, error: STORAGE_UNAVAILABLE_TEXT });
    expect(count('application')).toBe(0);
    expect(count('lead')).toBe(0);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it.each([
    ['SQLITE_FULL', true],
    ['SQLITE_READONLY', true],
    ['SQLITE_READONLY_DBMOVED', true],
    ['SQLITE_IOERR_WRITE', true],
    ['SQLITE_BUSY', true],
    ['ENOSPC', true],
    ['EROFS', true],
    ['EACCES', true],
    ['SQLITE_CONSTRAINT_UNIQUE', false],
    ['ERR_INVALID_ARG_TYPE', false],
    [undefined, false],
  ])('%s is a storage failure: %s', (code, expected) => {
    expect(isStorageFailure(Object.assign(new Error('x'), { code }))).toBe(expected);
  });
});
