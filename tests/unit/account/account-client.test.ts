import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listUsers, saveProfile, updateUser } from '../../../src/api/account-client';
import { setAccessToken } from '../../../src/api/auth-client';
import { makeUser, mockApi, resetAuthWorld } from '../auth/api-mock';

beforeEach(() => {
  resetAuthWorld();
  setAccessToken('tok');
});
afterEach(resetAuthWorld);

const PROFILE = {
  username: 'ivan',
  name: 'Иван',
  phone: '',
  group: 'customer',
  city: 'Архангельск',
  about: '',
  emailOptIn: false,
};

describe('endpoint fallbacks', () => {
  it('tries PUT /account/profile, PATCH /users/me, PATCH /profile in order', async () => {
    const api = mockApi({
      'PUT /account/profile': 'network',
      'PATCH /users/me': { status: 405, body: {} },
      'PATCH /profile': { status: 200, body: { user: makeUser() } },
    });
    await expect(saveProfile(PROFILE)).resolves.toMatchObject({ id: 'u1' });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /account/profile',
      'PATCH /users/me',
      'PATCH /profile',
    ]);
    expect(api.calls.every((call) => call.headers.Authorization === 'Bearer tok')).toBe(true);
  });

  it('stops at a real answer such as 403, so its message is not lost', async () => {
    const api = mockApi({
      'PUT /account/profile': {
        status: 403,
        body: { ok: false, error: 'Недостаточно прав для выбора этой группы.' },
      },
    });
    await expect(saveProfile({ ...PROFILE, group: 'partner' })).rejects.toMatchObject({
      status: 403,
      message: 'Недостаточно прав для выбора этой группы.',
    });
    expect(api.calls).toHaveLength(1);
  });

  it('reads { users, total } and a bare array alike', async () => {
    mockApi({ 'GET /users': { status: 200, body: { users: [makeUser()], total: 31 } } });
    await expect(listUsers()).resolves.toMatchObject({ total: 31, users: [{ id: 'u1' }] });
    mockApi({
      'GET /users': { status: 404, body: {} },
      'GET /admin/users': { status: 404, body: {} },
      'GET /admin/list-users': { status: 200, body: [makeUser({ _id: 'x9' } as never)] },
    });
    const list = await listUsers({ q: 'ив', group: 'partner' });
    expect(list.total).toBe(1);
  });

  it('sends id and userId with the changes to POST /admin/update-user', async () => {
    const api = mockApi({
      'PATCH /users/u7': { status: 404, body: {} },
      'POST /admin/update-user': { status: 200, body: { ok: true } },
    });
    await expect(updateUser('u7', { role: 'manager' })).resolves.toBeNull();
    expect(api.callsTo('PATCH', '/users/u7')[0]?.body).toEqual({ role: 'manager' });
    expect(api.callsTo('POST', '/admin/update-user')[0]?.body).toEqual({
      id: 'u7',
      userId: 'u7',
      role: 'manager',
    });
  });
});
