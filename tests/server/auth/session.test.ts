import { describe, expect, it } from 'vitest';
import {
  accountsAppPerTest,
  bearer,
  GOOD_PASSWORD,
  JSON_HEADERS,
  refreshCookie,
  seedUser,
  setCookies,
} from './accounts-helpers';

describe('refresh, logout and logout-all', () => {
  const t = accountsAppPerTest();

  const refresh = (token?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers,
      cookies: token ? { kub_refresh: token } : {},
    });
  const logout = (token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: token ? { kub_refresh: token } : {},
    });
  const me = (accessToken: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(accessToken) });

  async function loginCookie(remember = false): Promise<{ token: string; accessToken: string }> {
    if (!(await t.ctx.users.findByEmail('anna@example.ru')))
      await seedUser(t, { email: 'anna@example.ru' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: JSON_HEADERS,
      payload: { email: 'anna@example.ru', password: GOOD_PASSWORD, remember },
    });
    expect(res.statusCode).toBe(200);
    return { token: refreshCookie(res)!, accessToken: res.json().accessToken };
  }

  it('rotates the refresh token and gives a new access token and the user', async () => {
    const { token } = await loginCookie();
    const res = await refresh(token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'user']);
    expect(body.user.email).toBe('anna@example.ru');
    const rotated = refreshCookie(res);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(token);
    expect((await me(body.accessToken)).statusCode).toBe(200);
    // The rotated cookie keeps the attributes; still a session cookie without remember.
    expect(setCookies(res)[0]!.attributes).toMatchObject({
      path: '/api/auth',
      httponly: true,
      samesite: 'Strict',
    });
    expect(setCookies(res)[0]!.attributes['max-age']).toBeUndefined();
  });

  it('keeps remember-me cookies persistent across rotations', async () => {
    const { token } = await loginCookie(true);
    const res = await refresh(token);
    expect(Number(setCookies(res)[0]!.attributes['max-age'])).toBeGreaterThan(29 * 24 * 3600);
  });

  it('detects reuse: an already-rotated token answers 401 and revokes the new one too', async () => {
    const { token, accessToken } = await loginCookie();
    const first = await refresh(token);
    const next = refreshCookie(first)!;
    const reused = await refresh(token);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ ok: false, error: 'Сессия истекла. Войдите снова.' });
    expect((await refresh(next)).statusCode).toBe(401);
    // Access tokens of that login die with it.
    expect((await me(first.json().accessToken)).statusCode).toBe(401);
    expect((await me(accessToken)).statusCode).toBe(401);
  });

  it('answers 401 without a cookie or with an unknown one', async () => {
    for (const res of [await refresh(), await refresh('x'.repeat(43))]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ ok: false, error: 'Сессия истекла. Войдите снова.' });
    }
  });

  it('takes a body-less POST sent with Content-Type: application/json', async () => {
    const { token } = await loginCookie();
    const res = await refresh(token, { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an expired login (absolute expiry)', async () => {
    const { token } = await loginCookie();
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('logout revokes the login, clears the cookie and also works without a cookie', async () => {
    const { token, accessToken } = await loginCookie();
    const res = await logout(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const cleared = setCookies(res).find((c) => c.name === 'kub_refresh')!;
    expect(cleared.value).toBe('');
    expect(cleared.attributes).toMatchObject({
      path: '/api/auth',
      httponly: true,
      samesite: 'Strict',
    });
    expect((await refresh(token)).statusCode).toBe(401);
    expect((await me(accessToken)).statusCode).toBe(401);

    const bare = await logout();
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toEqual({ ok: true });
  });

  it('logout-all ends every login of the user and needs a bearer token', async () => {
    const a = await loginCookie();
    const b = await loginCookie();
    const other = await seedUser(t, { email: 'other@example.ru' });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout-all' })).statusCode).toBe(
      401,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: bearer(a.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    for (const login of [a, b]) {
      expect((await refresh(login.token)).statusCode).toBe(401);
      expect((await me(login.accessToken)).statusCode).toBe(401);
    }
    expect((await me(other.accessToken)).statusCode).toBe(200);
  });

  it('stores refresh tokens only as hashes', async () => {
    const { token } = await loginCookie();
    const rows = await t.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('limits refreshes to 30 a minute per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await refresh()).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
