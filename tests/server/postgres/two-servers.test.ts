import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildAccountsApp,
  JSON_HEADERS,
  refreshCookie,
  seedUser,
  type AccountsTestApp,
} from '../auth/accounts-helpers';
import { sendForm, validApplication } from '../applications/application-fixtures';
import { validContact } from '../forms/contact-fixtures';
import { ownDataDirOnSameDatabase } from '../helpers';
import { minimalPdf, PDF_TYPE, sha256, upload, uploadsDir } from '../uploads/fixtures';

/**
 * Two app servers on one PostgreSQL database (issue 18), each with its own pool, its own in-process
 * state and its own DATA_DIR: whatever one stored or issued, the other must honour.
 */
describe('two app servers on one PostgreSQL', () => {
  let a: AccountsTestApp;
  let b: AccountsTestApp;
  beforeAll(async () => {
    a = await buildAccountsApp();
    // The same database but another app with a data directory of its own (nothing on disk is
    // shared: issue 18): another pool, notifier, limiter and caches.
    b = await buildAccountsApp({}, { dataDir: ownDataDirOnSameDatabase(a), keepDataDir: true });
  });
  afterAll(async () => {
    await b?.close();
    if (b) fs.rmSync(b.dataDir, { recursive: true, force: true });
    await a?.close();
  });

  const count = async (table: 'contact_request' | 'application' | 'lead') =>
    Number(
      (
        await a.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores a request sent to both at once once, and answers both with the first result', async () => {
    const before = { requests: await count('contact_request'), leads: await count('lead') };
    for (let round = 0; round < 5; round += 1) {
      const body = { ...validContact(), requestId: randomUUID() };
      const answers = await Promise.all([sendForm(a, body), sendForm(b, body)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers.map((answer) => answer.json())).toEqual([
        { ok: true, id: body.requestId },
        { ok: true, id: body.requestId },
      ]);
    }
    expect(await count('contact_request')).toBe(before.requests + 5);
    expect(await count('lead')).toBe(before.leads + 5);
  });

  it('takes the same application at both once', async () => {
    const before = await count('application');
    const body = { ...validApplication(), requestId: randomUUID() };
    const answers = await Promise.all([sendForm(a, body), sendForm(b, body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await count('application')).toBe(before + 1);
  });

  it('refreshes on one server a login made on the other, and catches the old token reused', async () => {
    const user = await seedUser(a, { email: `two-${randomUUID().slice(0, 8)}@example.ru` });
    const login = await a.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: JSON_HEADERS,
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    const first = refreshCookie(login)!;

    const refreshed = await b.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { kub_refresh: first },
    });
    expect(refreshed.statusCode).toBe(200);
    const access = refreshed.json<{ accessToken: string }>().accessToken;
    const me = await a.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(access) });
    expect(me.statusCode).toBe(200);

    // The used token, shown again to the first server, is a reuse: the whole login ends.
    const reused = await a.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { kub_refresh: first },
    });
    expect(reused.statusCode).toBe(401);
    const next = await b.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { kub_refresh: refreshCookie(refreshed)! },
    });
    expect(next.statusCode).toBe(401);
  });

  it('serves through one server a resume uploaded through the other', async () => {
    const manager = await seedUser(a, { role: 'manager' });
    const bytes = minimalPdf();
    const prepared = await upload(a, 'Резюме.pdf', bytes, PDF_TYPE);
    const sent = await sendForm(b, {
      ...validApplication(),
      requestId: randomUUID(),
      appId: prepared.appId,
      file: { name: 'Резюме.pdf', type: PDF_TYPE, size: bytes.length, diskPath: prepared.diskPath },
    });
    expect(sent.statusCode).toBe(200);
    const lead = await b.database.db
      .selectFrom('lead')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const download = await b.app.inject({
      method: 'GET',
      url: `/api/leads/${lead.id}/resume`,
      headers: bearer(manager.accessToken),
    });
    expect(download.statusCode).toBe(200);
    expect(sha256(download.rawPayload)).toBe(sha256(bytes));
    expect(Buffer.compare(download.rawPayload, bytes)).toBe(0);
    // Neither server keeps it on its own disk.
    expect(fs.existsSync(uploadsDir(a))).toBe(false);
    expect(fs.existsSync(uploadsDir(b))).toBe(false);
  });
});
