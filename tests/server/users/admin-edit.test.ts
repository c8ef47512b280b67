import { describe, expect, it } from 'vitest';
import { accountsAppPerTest, listUsers, patchUser, seedUser } from '../auth/accounts-helpers';

describe('administration: PATCH /api/users/:id', () => {
  const t = accountsAppPerTest();

  const list = (token: string, query = '') => listUsers(t, token, query);
  const patch = (token: string, id: string, payload: Record<string, unknown>) =>
    patchUser(t, token, id, payload);

  describe('edits', () => {
    it('sets group and role; a label is accepted for the group', async () => {
      const admin = await seedUser(t, { role: 'admin' });
      const user = await seedUser(t);
      const res = await patch(admin.accessToken, user.id, { group: 'Партнёр', role: 'manager' });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ id: user.id, group: 'partner', role: 'manager' });
      expect(res.body).not.toContain('password');
    });

    it('makes someone an admin, and a non-admin role takes the admin flag away too', async () => {
      const admin = await seedUser(t, { role: 'admin' });
      const user = await seedUser(t, { isAdmin: true });
      const demoted = await patch(admin.accessToken, user.id, { role: 'user' });
      expect(demoted.json().user).toMatchObject({ role: 'user', isAdmin: false });
      expect((await list(user.accessToken)).statusCode).toBe(403);
      await patch(admin.accessToken, user.id, { role: 'admin' });
      expect((await list(user.accessToken)).statusCode).toBe(200);
    });

    it('answers 404 for an unknown id', async () => {
      const admin = await seedUser(t, { role: 'admin' });
      const res = await patch(admin.accessToken, '00000000-0000-4000-8000-000000000000', {
        role: 'user',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ ok: false, error: 'Пользователь не найден.' });
    });

    it.each([
      [{ role: 'superuser' }, { role: 'Выберите вариант.' }],
      [{ group: '' }, { group: 'Выберите вариант.' }],
    ])('refuses %j with 400', async (payload, fields) => {
      const admin = await seedUser(t, { role: 'admin' });
      const user = await seedUser(t);
      const res = await patch(admin.accessToken, user.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual(fields);
    });

    it('the last admin cannot remove their own admin role (409)', async () => {
      const admin = await seedUser(t, { role: 'admin', isAdmin: true });
      const res = await patch(admin.accessToken, admin.id, { role: 'user' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        ok: false,
        error: 'Нельзя снять роль администратора с последнего администратора.',
      });
      expect((await list(admin.accessToken)).statusCode).toBe(200);
    });

    it('the last admin by group cannot move themselves out of the admin group', async () => {
      const admin = await seedUser(t, { group: 'admin' });
      const res = await patch(admin.accessToken, admin.id, { group: 'customer' });
      expect(res.statusCode).toBe(409);
    });

    it('an admin may step down while another admin remains', async () => {
      const admin = await seedUser(t, { role: 'admin' });
      await seedUser(t, { group: 'admin' });
      const res = await patch(admin.accessToken, admin.id, { role: 'manager' });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ role: 'manager', isAdmin: false });
      expect((await list(admin.accessToken)).statusCode).toBe(403);
    });

    it('an admin may change their own group and role while staying admin', async () => {
      const admin = await seedUser(t, { role: 'admin' });
      const res = await patch(admin.accessToken, admin.id, { group: 'supplier' });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ group: 'supplier', role: 'admin' });
    });

    it('ignores fields other than group and role (mass assignment)', async () => {
      const admin = await seedUser(t, { role: 'admin' });
      const user = await seedUser(t, { email: 'keep@example.ru' });
      const res = await patch(admin.accessToken, user.id, {
        email: 'x@example.ru',
        isAdmin: true,
        password_hash: 'x',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({
        email: 'keep@example.ru',
        isAdmin: false,
        role: 'user',
      });
    });
  });
});
