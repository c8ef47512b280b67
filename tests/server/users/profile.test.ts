import { describe, expect, it } from 'vitest';
import { seedUser } from '../auth/accounts-helpers';
import { profileUserPerTest, validProfile } from './profile-fixtures';

describe('PUT /api/account/profile', () => {
  const { t, user, save, stored } = profileUserPerTest();

  it('saves the profile and returns the user', async () => {
    const res = await save(validProfile());
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({
      id: user().id,
      email: 'petrov@example.ru',
      role: 'user',
      isAdmin: false,
      avatar: null,
      ...validProfile(),
    });
    expect(res.body).not.toContain('password');
    expect(await stored()).toMatchObject({
      group_code: 'contractor',
      email_opt_in: 1,
      city: 'Архангельск',
    });
  });

  it('needs a bearer token', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: { 'content-type': 'application/json' },
      payload: validProfile(),
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['username', '', 'Укажите имя пользователя.'],
    ['name', '  ', 'Укажите отображаемое имя.'],
    ['city', '', 'Выберите город.'],
    ['group', '', 'Выберите вариант.'],
    ['phone', '12-34', 'Укажите телефон в формате +7 (XXX) XXX-XX-XX.'],
  ])('refuses an empty %s with the exact §5.6 message', async (field, value, message) => {
    const res = await save({ ...validProfile(), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, error: message, fields: { [field]: message } });
  });

  it('reports every missing required field at once', async () => {
    const res = await save({});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      username: 'Укажите имя пользователя.',
      name: 'Укажите отображаемое имя.',
      group: 'Выберите вариант.',
      city: 'Выберите город.',
    });
  });

  it.each([
    ['Заказчик', 'customer'],
    ['Проектировщик', 'designer'],
    ['performer', 'performer'],
    ['нечто неизвестное', 'user'],
  ])('normalises the group %j to %j (§3.4)', async (group, code) => {
    const res = await save({ ...validProfile(), group });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.group).toBe(code);
  });

  it.each(['supplier', 'partner', 'Партнёр', 'Поставщик', 'admin'])(
    'refuses the locked group %j to a non-admin with 403',
    async (group) => {
      const res = await save({ ...validProfile(), group });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        ok: false,
        error: 'Недостаточно прав для выбора этой группы.',
        fields: { group: 'Недостаточно прав для выбора этой группы.' },
      });
      expect((await stored()).group_code).toBe('user');
    },
  );

  it('lets an admin pick a locked group', async () => {
    const admin = await seedUser(t, { email: 'admin@example.ru', role: 'admin' });
    for (const group of ['supplier', 'partner']) {
      const res = await save({ ...validProfile(), group }, admin.accessToken);
      expect(res.statusCode).toBe(200);
      expect(res.json().user.group).toBe(group);
    }
  });

  it('lets a user keep a locked group an admin gave them', async () => {
    await t.database.db
      .updateTable('users')
      .set({ group_code: 'partner' })
      .where('id', '=', user().id)
      .execute();
    const res = await save({ ...validProfile(), group: 'partner' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.group).toBe('partner');
  });

  it('ignores role, isAdmin, email and id in the body (mass assignment)', async () => {
    const res = await save({
      ...validProfile(),
      role: 'admin',
      isAdmin: true,
      is_admin: 1,
      email: 'hijack@example.ru',
      id: 'other',
      password_hash: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      role: 'user',
      isAdmin: false,
      email: 'petrov@example.ru',
      id: user().id,
    });
    expect(await stored()).toMatchObject({ role: 'user', is_admin: 0, email: 'petrov@example.ru' });
  });

  it('keeps phone, about and the newsletter choice when the body leaves them out', async () => {
    await save(validProfile());
    const { username, name, group } = validProfile();
    const res = await save({ username, name, group, city: 'Северодвинск' });
    expect(res.json().user).toMatchObject({
      city: 'Северодвинск',
      phone: '+7 (911) 123-45-67',
      about: 'Электромонтаж, 10 лет.',
      emailOptIn: true,
    });
  });
});
