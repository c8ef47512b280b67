import type { AccountUser } from '../../../src/domain/accounts/user';
import { makeUser, mockApi } from '../auth/api-mock';
import { renderAccount, signInAs } from './render-account';

export const MANAGER = {
  id: 'm1',
  name: 'Иван Петров',
  email: 'manager@example.com',
  role: 'manager',
} as const;

export const STAFF = {
  staff: [
    { id: 'm1', name: 'Иван Петров' },
    { id: 'a1', name: 'Ольга Админ' },
  ],
};

/** Signs in as `who`, stubs the API (unread 0 and the staff list unless told otherwise), renders. */
export function openLeads(
  path: string,
  routes: Parameters<typeof mockApi>[0],
  who: Partial<AccountUser> = MANAGER,
) {
  signInAs(who);
  const api = mockApi({
    'GET /auth/me': { status: 200, body: { user: makeUser(who) } },
    'GET /leads/unread': { status: 200, body: { unread: 0 } },
    'GET /leads/staff': { status: 200, body: STAFF },
    ...routes,
  });
  const view = renderAccount(path);
  return { api, view };
}
