import { describe, expect, it } from 'vitest';
import { accountsAppPerTest, GOOD_PASSWORD, JSON_HEADERS, setCookies } from './accounts-helpers';
import { expectLimitedAfter } from '../rate-limit';

describe('POST /api/auth/register', () => {
  const t = accountsAppPerTest();

  const register = (payload: unknown, remoteAddress = '10.1.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: JSON_HEADERS,
      payload: payload as Record<string, unknown>,
      remoteAddress,
    });

  it('creates the account: 201 with the user, an access token and the refresh cookie', async () => {
    const res = await register({
      name: 'Мария',
      email: 'Maria@Example.ru',
      password: GOOD_PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Мария',
      username: 'Мария',
      email: 'Maria@Example.ru',
      phone: '',
      group: 'user',
      role: 'user',
      city: '',
      about: '',
      emailOptIn: false,
      isAdmin: false,
      avatar: null,
    });
    expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const [cookie] = setCookies(res);
    expect(cookie).toMatchObject({
      name: 'kub_refresh',
      attributes: { path: '/api/auth', httponly: true, samesite: 'Strict' },
    });
    expect(cookie!.value).toMatch(/^[\w-]{43}$/);
    // Register does not persist the login: a session cookie, no Max-Age or Expires.
    expect(cookie!.attributes['max-age']).toBeUndefined();
    expect(cookie!.attributes.expires).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('stores a scrypt hash, never the password, and never returns the hash', async () => {
    const res = await register({ name: 'Мария', email: 'm@example.ru', password: GOOD_PASSWORD });
    const row = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'm@example.ru')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$scrypt\$ln=\d+,r=8,p=1\$/);
    expect(row.password_hash).not.toContain(GOOD_PASSWORD);
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain('$scrypt$');
  });

  it('keeps the newsletter choice and ignores role or admin flags in the body', async () => {
    const res = await register({
      name: 'Пётр',
      email: 'p@example.ru',
      password: GOOD_PASSWORD,
      emailOptIn: true,
      role: 'admin',
      isAdmin: true,
      group: 'partner',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      emailOptIn: true,
      role: 'user',
      isAdmin: false,
      group: 'user',
    });
  });

  it('refuses a taken e-mail, whatever its case, with 409 and the exact text', async () => {
    await register({ name: 'Мария', email: 'maria@example.ru', password: GOOD_PASSWORD });
    const res = await register({
      name: 'Другая',
      email: 'MARIA@example.ru',
      password: GOOD_PASSWORD,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      ok: false,
      error: 'Аккаунт с такой почтой уже зарегистрирован.',
      fields: { email: 'Аккаунт с такой почтой уже зарегистрирован.' },
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    [
      { name: '', email: 'a@b.ru', password: GOOD_PASSWORD },
      { name: 'Это значение не должно быть пустым.' },
    ],
    [{ email: 'a@b.ru', password: GOOD_PASSWORD }, { name: 'Это значение не должно быть пустым.' }],
    [
      { name: 'Иван', email: '', password: GOOD_PASSWORD },
      { email: 'Это значение не должно быть пустым.' },
    ],
    [
      { name: 'Иван', email: 'ivan', password: GOOD_PASSWORD },
      { email: 'Неверный формат электронного адреса.' },
    ],
    [
      { name: 'Иван', email: 'a@b.ru', password: '' },
      { password: 'Это значение не должно быть пустым.' },
    ],
    [
      { name: 'Иван', email: 'a@b.ru', password: 'Кор0тко' },
      { password: 'Пароль должен быть не короче 8 символов.' },
    ],
    [
      { name: 'Иван', email: 'a@b.ru', password: 'x'.repeat(129) },
      { password: 'Пароль должен быть не длиннее 128 символов.' },
    ],
    [
      { name: 'Иван', email: 'a@b.ru', password: 'Password123' },
      { password: 'Этот пароль слишком распространён. Придумайте другой.' },
    ],
    [
      { name: 'Иван', email: 'a@b.ru', password: 'qwertyuiop' },
      { password: 'Этот пароль слишком распространён. Придумайте другой.' },
    ],
  ])('answers 400 with the Russian field message for %j', async (payload, fields) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      error: 'Проверьте корректность введённых данных.',
      fields,
    });
    const count = await t.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('accepts exactly 8 and exactly 128 characters', async () => {
    expect((await register({ name: 'А', email: 'a1@b.ru', password: 'Ёлка-7-Ж' })).statusCode).toBe(
      201,
    );
    expect(
      (await register({ name: 'Б', email: 'a2@b.ru', password: 'я'.repeat(128) })).statusCode,
    ).toBe(201);
  });

  it('refuses a number where a string belongs (no type coercion)', async () => {
    const res = await register({ name: 42, email: 'a@b.ru', password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().ok).toBe(false);
  });

  it('limits registrations to 5 a minute per address, in Russian', async () => {
    await expectLimitedAfter(5, 201, (i) =>
      register({ name: 'Иван', email: `r${i}@example.ru`, password: GOOD_PASSWORD }),
    );
    const other = await register(
      { name: 'Иван', email: 'r6@example.ru', password: GOOD_PASSWORD },
      '10.1.0.2',
    );
    expect(other.statusCode).toBe(201);
  });
});
