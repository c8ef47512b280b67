import { describe, expect, it } from 'vitest';
import { accountsAppPerTest, bearer, GOOD_PASSWORD, seedUser } from './accounts-helpers';

describe('cross-site and content-type rules on the accounts routes', () => {
  const t = accountsAppPerTest();

  const login = (headers: Record<string, string>, payload?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', ...headers },
      payload: payload ?? JSON.stringify({ email: 'csrf@example.ru', password: GOOD_PASSWORD }),
    });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a foreign port', { origin: 'http://localhost:8080' }],
    ['a look-alike host', { host: 'kub.example', origin: 'https://kub.example.evil' }],
    ['an http look-alike host', { host: 'kub.example', origin: 'http://kub.example.evil' }],
    ['Origin null', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
  ])('refuses %s with 403 and the Russian text', async (_label, headers) => {
    await seedUser(t, { email: 'csrf@example.ru' });
    const res = await login(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ ok: false, error: 'Запрос отклонён.' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['its own Origin', { origin: 'http://localhost:80' }],
    ['its own Origin without the default port', { origin: 'http://localhost' }],
    ['an https Origin behind a TLS proxy', { host: 'kub.example', origin: 'https://kub.example' }],
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' }],
    ['Sec-Fetch-Site none', { 'sec-fetch-site': 'none' }],
    ['neither header (tools, older browsers)', {}],
  ])('allows %s', async (_label, headers) => {
    await seedUser(t, { email: 'csrf@example.ru' });
    expect((await login(headers)).statusCode).toBe(200);
  });

  it('refuses a cross-site request on the cookie-only refresh and logout calls', async () => {
    const user = await seedUser(t);
    for (const url of ['/api/auth/refresh', '/api/auth/logout']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        cookies: { kub_refresh: user.refreshToken },
      });
      expect(res.statusCode).toBe(403);
    }
    // The login was not touched by the refused calls.
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { kub_refresh: user.refreshToken },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a cross-site request on bearer routes too', async () => {
    const user = await seedUser(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...bearer(user.accessToken), origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses a %s body with 415',
    async (contentType) => {
      await seedUser(t, { email: 'csrf@example.ru' });
      const res = await login(
        { 'content-type': contentType },
        JSON.stringify({ email: 'csrf@example.ru', password: GOOD_PASSWORD }),
      );
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ ok: false, error: 'Неподдерживаемый тип содержимого.' });
    },
  );

  it('refuses a text/plain profile update with 415 even with a valid token', async () => {
    const user = await seedUser(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: { ...bearer(user.accessToken), 'content-type': 'text/plain' },
      payload: JSON.stringify({ username: 'x', name: 'x', group: 'user', city: 'Архангельск' }),
    });
    expect(res.statusCode).toBe(415);
  });

  it('keeps prototype-poisoning protection on the JSON parser', async () => {
    const res = await login({}, '{"email":"a@b.ru","password":"x","__proto__":{"isAdmin":true}}');
    expect(res.statusCode).toBe(400);
    expect(res.json().ok).toBe(false);
  });
});
