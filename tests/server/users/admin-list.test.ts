import { describe, expect, it } from 'vitest';
import {
  accountsAppPerTest,
  JSON_HEADERS,
  listUsers,
  patchUser,
  seedUser,
  type SeedOptions,
} from '../auth/accounts-helpers';

describe('administration: who is an admin, and GET /api/users', () => {
  const t = accountsAppPerTest();

  const list = (token: string, query = '') => listUsers(t, token, query);
  const patch = (token: string, id: string, payload: Record<string, unknown>) =>
    patchUser(t, token, id, payload);

  describe('who is an admin (§6)', () => {
    it.each<[string, SeedOptions]>([
      ['the isAdmin flag', { isAdmin: true }],
      ['role admin', { role: 'admin' }],
      ['group admin', { group: 'admin' }],
    ])('%s opens the list and the edits', async (_label, options) => {
      const admin = await seedUser(t, options);
      const other = await seedUser(t);
      expect((await list(admin.accessToken)).statusCode).toBe(200);
      expect((await patch(admin.accessToken, other.id, { role: 'manager' })).statusCode).toBe(200);
    });

    it.each<[string, SeedOptions]>([
      ['a user', {}],
      ['a manager', { role: 'manager' }],
      ['a partner', { group: 'partner' }],
    ])('%s gets 403 on the list and on an edit, and nothing changes', async (_label, options) => {
      const actor = await seedUser(t, options);
      const other = await seedUser(t);
      const listed = await list(actor.accessToken);
      expect(listed.statusCode).toBe(403);
      expect(listed.json()).toEqual({ ok: false, error: 'Недостаточно прав.' });
      const edited = await patch(actor.accessToken, other.id, { role: 'admin' });
      expect(edited.statusCode).toBe(403);
      expect(edited.json()).toEqual({ ok: false, error: 'Недостаточно прав.' });
      const self = await patch(actor.accessToken, actor.id, { role: 'admin' });
      expect(self.statusCode).toBe(403);
      const row = await t.database.db
        .selectFrom('users')
        .select('role')
        .where('id', '=', other.id)
        .executeTakeFirst();
      expect(row).toEqual({ role: 'user' });
    });

    it('anonymous callers get 401', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/users?admin=1' })).statusCode).toBe(
        401,
      );
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/users/x',
        headers: JSON_HEADERS,
        payload: { role: 'admin' },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('the list', () => {
    it('returns users (newest first) and the total, with limit, offset, q and group', async () => {
      const admin = await seedUser(t, { role: 'admin', name: 'Админ', email: 'admin@example.ru' });
      await seedUser(t, { name: 'Ёлкин Олег', email: 'oleg@example.ru', group: 'customer' });
      await seedUser(t, { name: 'Анна Смирнова', email: 'ANNA@Example.ru', group: 'designer' });
      await seedUser(t, { name: 'Борис', email: 'boris@example.ru', group: 'customer' });

      const all = await list(admin.accessToken);
      expect(all.statusCode).toBe(200);
      expect(all.json().total).toBe(4);
      expect(all.json().users).toHaveLength(4);
      expect(all.body).not.toMatch(/password|\$scrypt\$/);

      const page = await list(admin.accessToken, '&limit=2&offset=1');
      expect(page.json().total).toBe(4);
      expect(page.json().users.map((u: { email: string }) => u.email)).toEqual(
        all
          .json()
          .users.slice(1, 3)
          .map((u: { email: string }) => u.email),
      );

      const byName = await list(admin.accessToken, `&q=${encodeURIComponent('елкин')}`);
      expect(byName.json().users.map((u: { name: string }) => u.name)).toEqual(['Ёлкин Олег']);
      const byCyrillicCase = await list(admin.accessToken, `&q=${encodeURIComponent('СМИРНОВА')}`);
      expect(byCyrillicCase.json().total).toBe(1);
      const byEmail = await list(admin.accessToken, '&q=anna@example');
      expect(byEmail.json().users[0].email).toBe('ANNA@Example.ru');
      const noLike = await list(admin.accessToken, '&q=%25');
      expect(noLike.json().total).toBe(0);

      const customers = await list(admin.accessToken, '&group=customer');
      expect(customers.json().total).toBe(2);
      const byLabel = await list(
        admin.accessToken,
        `&group=${encodeURIComponent('Проектировщик')}`,
      );
      expect(byLabel.json().users.map((u: { name: string }) => u.name)).toEqual(['Анна Смирнова']);
      expect((await list(admin.accessToken, '&group=')).json().total).toBe(4);
    });

    it.each([
      ['&limit=0', 'Укажите число от 1 до 200.'],
      ['&limit=201', 'Укажите число от 1 до 200.'],
      ['&group=nope', 'Неизвестная группа.'],
    ])('refuses %s with 400 and a Russian message', async (query, message) => {
      const admin = await seedUser(t, { role: 'admin' });
      const res = await list(admin.accessToken, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    });

    it.each(['&limit=abc', '&limit=-1', '&offset=1.5', '&limit=1&limit=2'])(
      'refuses the malformed query %s with 400 (no coercion)',
      async (query) => {
        const admin = await seedUser(t, { role: 'admin' });
        const res = await list(admin.accessToken, query);
        expect(res.statusCode).toBe(400);
        expect(res.json().ok).toBe(false);
      },
    );

    it('accepts limit 200 and a large offset', async () => {
      const admin = await seedUser(t, { role: 'admin' });
      const res = await list(admin.accessToken, '&limit=200&offset=1000');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ users: [], total: 1 });
    });
  });
});
