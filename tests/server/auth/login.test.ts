import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../../server/modules/auth/password-hasher';
import {
  accountsAppPerTest,
  GOOD_PASSWORD,
  JSON_HEADERS,
  seedUser,
  setCookies,
} from './accounts-helpers';
import { expectRateLimited } from '../rate-limit';

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

describe('POST /api/auth/login', () => {
  const t = accountsAppPerTest();

  const login = (payload: Record<string, unknown>, remoteAddress = '10.2.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: JSON_HEADERS,
      payload,
      remoteAddress,
    });

  it('signs in with the e-mail in any case and sets a session cookie without remember', async () => {
    const user = await seedUser(t, { email: 'olga@example.ru' });
    const res = await login({ email: ' OLGA@example.ru ', password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, email: 'olga@example.ru' });
    expect(res.json().accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.body).not.toContain('password_hash');
    const [cookie] = setCookies(res);
    expect(cookie).toMatchObject({
      name: 'kub_refresh',
      attributes: { path: '/api/auth', httponly: true, samesite: 'Strict' },
    });
    expect(cookie!.attributes['max-age']).toBeUndefined();
    expect(cookie!.attributes.expires).toBeUndefined();
  });

  it('with remember sets a persistent cookie until the 30-day absolute expiry', async () => {
    await seedUser(t, { email: 'olga@example.ru' });
    const res = await login({ email: 'olga@example.ru', password: GOOD_PASSWORD, remember: true });
    expect(res.statusCode).toBe(200);
    const maxAge = Number(setCookies(res)[0]!.attributes['max-age']);
    expect(maxAge).toBeGreaterThan(THIRTY_DAYS_S - 60);
    expect(maxAge).toBeLessThanOrEqual(THIRTY_DAYS_S);
  });

  it('answers a wrong password and an unknown e-mail with the same 401 text', async () => {
    await seedUser(t, { email: 'olga@example.ru' });
    const wrong = await login({ email: 'olga@example.ru', password: 'не тот пароль' });
    const unknown = await login({ email: 'nobody@example.ru', password: GOOD_PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ ok: false, error: 'Неверный e-mail или пароль.' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses an identifier without an at sign with 400 and the spec text', async () => {
    const res = await login({ email: 'olga', password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      error: 'Введите e-mail (сейчас вход по e-mail).',
      fields: { email: 'Введите e-mail (сейчас вход по e-mail).' },
    });
  });

  it.each([
    [{ password: GOOD_PASSWORD }, { email: 'Это значение не должно быть пустым.' }],
    [{ email: 'a@b.ru' }, { password: 'Это значение не должно быть пустым.' }],
    [
      { email: '', password: '' },
      {
        email: 'Это значение не должно быть пустым.',
        password: 'Это значение не должно быть пустым.',
      },
    ],
  ])('answers 400 for missing fields %j', async (payload, fields) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, error: 'Это значение не должно быть пустым.', fields });
  });

  it('replaces a hash made with a weaker cost after a successful login', async () => {
    const user = await seedUser(t, { email: 'old@example.ru' });
    const weak = await createPasswordHasher(10).hash(GOOD_PASSWORD);
    await t.database.db
      .updateTable('users')
      .set({ password_hash: weak })
      .where('id', '=', user.id)
      .execute();
    expect((await login({ email: 'old@example.ru', password: GOOD_PASSWORD })).statusCode).toBe(
      200,
    );
    const row = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$scrypt\$ln=12,/);
    expect((await login({ email: 'old@example.ru', password: GOOD_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('limits attempts to 10 a minute per address, in Russian', async () => {
    await seedUser(t, { email: 'olga@example.ru' });
    for (let i = 0; i < 10; i += 1) {
      const res = await login({ email: `guess${i}@example.ru`, password: 'не тот пароль' });
      expect(res.statusCode).toBe(401);
    }
    const limited = await login({ email: 'olga@example.ru', password: GOOD_PASSWORD });
    expectRateLimited(limited);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect(
      (await login({ email: 'olga@example.ru', password: GOOD_PASSWORD }, '10.2.0.9')).statusCode,
    ).toBe(200);
  });

  it('limits attempts to 10 a minute per e-mail, whatever the address and case', async () => {
    await seedUser(t, { email: 'olga@example.ru' });
    for (let i = 0; i < 10; i += 1) {
      const email = i % 2 ? 'OLGA@example.ru' : 'olga@example.ru';
      const res = await login({ email, password: 'не тот пароль' }, `10.3.0.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const limited = await login({ email: 'olga@example.ru', password: GOOD_PASSWORD }, '10.3.1.1');
    expectRateLimited(limited);
    // Another e-mail from a fresh address still signs in.
    await seedUser(t, { email: 'ivan@example.ru' });
    expect(
      (await login({ email: 'ivan@example.ru', password: GOOD_PASSWORD }, '10.3.1.2')).statusCode,
    ).toBe(200);
  });
});
