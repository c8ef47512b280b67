import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, JSON_HEADERS, jsonAs } from '../auth/accounts-helpers';
import { buildLeadsApp, newestLeadId, submitContact, type LeadsTestApp } from './leads-helpers';

describe('the leads inbox: who may read it', () => {
  let t: LeadsTestApp;
  let id: number;
  beforeAll(async () => {
    t = await buildLeadsApp();
    await submitContact(t);
    id = await newestLeadId(t);
  });
  afterAll(() => t.close());

  const calls = () => [
    { method: 'GET' as const, url: '/api/leads' },
    { method: 'GET' as const, url: '/api/leads/unread' },
    { method: 'GET' as const, url: '/api/leads/staff' },
    { method: 'GET' as const, url: '/api/leads/export.csv' },
    { method: 'GET' as const, url: `/api/leads/${id}` },
    { method: 'GET' as const, url: `/api/leads/${id}/resume` },
    { method: 'PATCH' as const, url: `/api/leads/${id}`, payload: { status: 'closed' } },
  ];

  it('answers 401 to an anonymous caller on every call, with a JSON error', async () => {
    for (const call of calls()) {
      const res = await t.app.inject({ ...call, headers: JSON_HEADERS });
      expect(res.statusCode, call.url).toBe(401);
      expect(res.json(), call.url).toEqual({ ok: false, error: 'Требуется вход в аккаунт.' });
    }
  });

  it('answers 403 to a signed-in user who is neither admin nor manager', async () => {
    for (const call of calls()) {
      const res = await t.app.inject({
        ...call,
        headers: jsonAs(t.user.accessToken),
      });
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json(), call.url).toEqual({ ok: false, error: 'Недостаточно прав.' });
    }
    const status = await t.database.db
      .selectFrom('lead')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(status).toEqual({ status: 'new' });
  });

  it('lets a manager and an admin read the list', async () => {
    for (const token of [t.manager.accessToken, t.admin.accessToken]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/leads', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json().leads).toHaveLength(1);
    }
  });

  it('refuses a cross-site call even from staff', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/leads/${id}`,
      headers: { ...jsonAs(t.admin.accessToken), 'sec-fetch-site': 'cross-site' },
      payload: { status: 'spam' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('lists admins and managers as the people who can be responsible, not plain users', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/leads/staff',
      headers: bearer(t.manager.accessToken),
    });
    expect(res.json().staff.map((p: { name: string }) => p.name)).toEqual([
      'Анна Админова',
      'Мария Менеджерова',
    ]);
  });
});
