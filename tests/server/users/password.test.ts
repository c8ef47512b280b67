import { describe, expect, it } from 'vitest';
import {
  accountsAppPerTest,
  bearer,
  GOOD_PASSWORD,
  JSON_HEADERS,
  jsonAs,
  seedUser,
} from '../auth/accounts-helpers';

const NEW_PASSWORD = 'Приморский-склад-2026';

describe('POST /api/account/password', () => {
  const t = accountsAppPerTest();

  const change = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: jsonAs(token),
      payload,
    });
  const login = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: JSON_HEADERS,
      payload: { email: 'pw@example.ru', password },
    });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  const refresh = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { kub_refresh: token } });

  it('changes the password and ends every other login, keeping the current one', async () => {
    const here = await seedUser(t, { email: 'pw@example.ru' });
    const userId = here.id;
    const otherSession = await t.ctx.sessions.start(userId, true);
    const otherAccess = await t.ctx.tokens.sign({ userId, sessionId: otherSession.familyId });

    const res = await change(here.accessToken, {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    expect((await me(here.accessToken)).statusCode).toBe(200);
    expect((await refresh(here.refreshToken)).statusCode).toBe(200);
    expect((await me(otherAccess)).statusCode).toBe(401);
    expect((await refresh(otherSession.token)).statusCode).toBe(401);

    expect((await login(GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const user = await seedUser(t, { email: 'pw@example.ru' });
    const res = await change(user.accessToken, {
      currentPassword: 'не тот пароль',
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      error: 'Текущий пароль указан неверно.',
      fields: { currentPassword: 'Текущий пароль указан неверно.' },
    });
    expect((await login(GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    [{ newPassword: NEW_PASSWORD }, { currentPassword: 'Это значение не должно быть пустым.' }],
    [
      { currentPassword: GOOD_PASSWORD, newPassword: 'short' },
      { newPassword: 'Пароль должен быть не короче 8 символов.' },
    ],
    [
      { currentPassword: GOOD_PASSWORD, newPassword: 'iloveyou' },
      { newPassword: 'Этот пароль слишком распространён. Придумайте другой.' },
    ],
    [
      { currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD },
      { newPassword: 'Новый пароль должен отличаться от текущего.' },
    ],
  ])('answers 400 for %j', async (payload, fields) => {
    const user = await seedUser(t, { email: 'pw@example.ru' });
    const res = await change(user.accessToken, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual(fields);
  });

  it('needs a bearer token (401)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: JSON_HEADERS,
      payload: { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });
});
