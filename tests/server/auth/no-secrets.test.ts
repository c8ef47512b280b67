import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  accountsAppPerTest,
  bearer,
  GOOD_PASSWORD,
  JSON_HEADERS,
  jsonAs,
  refreshCookie,
  seedUser,
} from './accounts-helpers';

describe('no secret ever leaves in a reply', () => {
  const t = accountsAppPerTest();

  it('no hash, password or refresh token in any accounts body', async () => {
    const admin = await seedUser(t, { role: 'admin', email: 'admin@example.ru' });
    const bodies: string[] = [];
    const send = async (options: InjectOptions) => {
      const res = await t.app.inject(options);
      bodies.push(res.body);
      return res;
    };
    const registered = await send({
      method: 'POST',
      url: '/api/auth/register',
      headers: JSON_HEADERS,
      payload: { name: 'Новый', email: 'new@example.ru', password: GOOD_PASSWORD },
    });
    const logged = await send({
      method: 'POST',
      url: '/api/auth/login',
      headers: JSON_HEADERS,
      payload: { email: 'new@example.ru', password: GOOD_PASSWORD, remember: true },
    });
    const token = logged.json().accessToken as string;
    const cookie = refreshCookie(logged)!;
    await send({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    const refreshed = await send({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { kub_refresh: cookie },
    });
    await send({
      method: 'PUT',
      url: '/api/account/profile',
      headers: jsonAs(token),
      payload: { username: 'n', name: 'Новый', group: 'user', city: 'Архангельск' },
    });
    await send({ method: 'GET', url: '/api/users?admin=1', headers: bearer(admin.accessToken) });
    await send({
      method: 'PATCH',
      url: `/api/users/${registered.json().user.id}`,
      headers: jsonAs(admin.accessToken),
      payload: { role: 'manager' },
    });

    const secrets = [
      GOOD_PASSWORD,
      '$scrypt$',
      'password_hash',
      'token_hash',
      cookie,
      refreshCookie(refreshed)!,
    ];
    for (const body of bodies) {
      for (const secret of secrets) expect(body).not.toContain(secret);
    }
  });

  it('a database failure answers 500 with a generic Russian text, no SQLite detail', async () => {
    const user = await seedUser(t);
    await t.database.db.schema.dropTable('sessions').execute();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(user.accessToken),
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      ok: false,
      error: 'Внутренняя ошибка сервера. Попробуйте позже.',
    });
  });
});
