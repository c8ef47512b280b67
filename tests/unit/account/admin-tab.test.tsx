import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountUser } from '../../../src/domain/accounts/user';
import { makeUser, mockApi, resetAuthWorld } from '../auth/api-mock';
import { ADMIN, renderAccount, signInAs } from './render-account';

beforeEach(resetAuthWorld);
afterEach(resetAuthWorld);

const GROUPS = ['customer', 'performer', 'partner'] as const;
const people: AccountUser[] = Array.from({ length: 12 }, (_, index) =>
  makeUser({
    id: `p${index + 1}`,
    name: `Сотрудник ${index + 1}`,
    username: `user${index + 1}`,
    email: `user${index + 1}@example.com`,
    group: GROUPS[index % 3],
  }),
);

function openAdmin(routes: Parameters<typeof mockApi>[0]) {
  signInAs(ADMIN);
  const api = mockApi({
    'GET /auth/me': { status: 200, body: { user: makeUser(ADMIN) } },
    ...routes,
  });
  renderAccount('/account/admin');
  return api;
}

const list = () => screen.getByRole('list', { name: 'Пользователи' });
const rowOf = (name: string) => screen.getByRole('article', { name });

describe('admin tab', () => {
  it('reads «Загрузка…», then asks for 200 users and shows 5 with a dots button', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    const api = openAdmin({ 'GET /users': () => new Promise((resolve) => (answer = resolve)) });
    expect(screen.getByText('Загрузка…')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/users')).toHaveLength(1));
    await act(async () => answer({ status: 200, body: { users: people, total: 12 } }));
    const query = api.callsTo('GET', '/users')[0]?.query;
    expect(query?.toString()).toBe('admin=1&limit=200&offset=0&q=&group=');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('Сотрудник 6').closest('[aria-hidden="true"]')).not.toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Показать ещё: 5' }));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Показать ещё: 2' }));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: /Показать ещё/ })).not.toBeInTheDocument();
  });

  it('reads «Нет данных» for an empty list (a bare array reply)', async () => {
    openAdmin({ 'GET /users': { status: 200, body: [] } });
    expect(await screen.findByText('Нет данных')).toBeInTheDocument();
  });

  it('falls back to /admin/users when /users is missing', async () => {
    const api = openAdmin({
      'GET /users': { status: 404, body: { ok: false, error: 'Нет.' } },
      'GET /admin/users': { status: 200, body: people.slice(0, 2) },
    });
    expect(await screen.findByText('Сотрудник 2')).toBeInTheDocument();
    expect(api.callsTo('GET', '/admin/list-users')).toHaveLength(0);
  });

  it('applies the group filter locally too', async () => {
    const api = openAdmin({ 'GET /users': { status: 200, body: { users: people, total: 12 } } });
    await screen.findByText('Сотрудник 1');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Группа'), 'partner');
    await waitFor(() =>
      expect(api.callsTo('GET', '/users').at(-1)?.query.get('group')).toBe('partner'),
    );
    await screen.findByText('Сотрудник 3');
    const names = within(list())
      .getAllByRole('article')
      .map((row) => row.querySelector('.user-row__name')?.textContent);
    expect(names).toEqual(['Сотрудник 3', 'Сотрудник 6', 'Сотрудник 9', 'Сотрудник 12']);
  });

  it('marks an edited row «• не сохранено», enables its save, and cancels back', async () => {
    openAdmin({ 'GET /users': { status: 200, body: { users: people, total: 12 } } });
    await screen.findByText('Сотрудник 1');
    const row = within(rowOf('Сотрудник 1'));
    const save = row.getByRole('button', { name: 'Сохранить' });
    expect(save).toBeDisabled();
    expect(row.queryByText('• не сохранено')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(row.getByRole('combobox', { name: 'Роль: Сотрудник 1' }), 'manager');
    expect(row.getByText('• не сохранено')).toBeInTheDocument();
    expect(save).toBeEnabled();

    await user.click(row.getByRole('button', { name: 'Отмена' }));
    expect(row.queryByText('• не сохранено')).not.toBeInTheDocument();
    expect(row.getByRole('combobox', { name: 'Роль: Сотрудник 1' })).toHaveValue('user');
    expect(save).toBeDisabled();
  });

  it('saves only the changes of a row', async () => {
    const api = openAdmin({
      'GET /users': { status: 200, body: { users: people, total: 12 } },
      'PATCH /users/p1': (call) => ({
        status: 200,
        body: { user: { ...people[0], ...(call.body as object) } },
      }),
    });
    await screen.findByText('Сотрудник 1');
    const row = within(rowOf('Сотрудник 1'));
    const user = userEvent.setup();
    await user.selectOptions(
      row.getByRole('combobox', { name: 'Группа: Сотрудник 1' }),
      'supplier',
    );
    await user.click(row.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(row.queryByText('• не сохранено')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', '/users/p1')[0]?.body).toEqual({ group: 'supplier' });
    expect(row.getByRole('combobox', { name: 'Группа: Сотрудник 1' })).toHaveValue('supplier');
  });

  it('reads «Не удалось сохранить» when every update endpoint fails, keeping the edit', async () => {
    const api = openAdmin({
      'GET /users': { status: 200, body: { users: people, total: 12 } },
      // Unlisted endpoints answer 404 (missing): each fallback is tried in turn.
      'PATCH /users/p2': { status: 404, body: { ok: false, error: 'Нет.' } },
    });
    await screen.findByText('Сотрудник 2');
    const row = within(rowOf('Сотрудник 2'));
    const user = userEvent.setup();
    await user.selectOptions(row.getByRole('combobox', { name: 'Роль: Сотрудник 2' }), 'admin');
    await user.click(row.getByRole('button', { name: 'Сохранить' }));
    expect(await row.findByRole('alert')).toHaveTextContent('Не удалось сохранить');
    expect(row.getByText('• не сохранено')).toBeInTheDocument();
    expect(api.callsTo('POST', '/admin/update-user')[0]?.body).toEqual({
      id: 'p2',
      userId: 'p2',
      role: 'admin',
    });
    expect(api.callsTo('PATCH', '/admin/users/p2')).toHaveLength(1);
    expect(api.callsTo('POST', '/users/update')).toHaveLength(1);
  });
});

describe('partner and supplier tabs', () => {
  it('list the members of the group to an admin', async () => {
    signInAs(ADMIN);
    const api = mockApi({
      'GET /auth/me': { status: 200, body: { user: makeUser(ADMIN) } },
      'GET /users': { status: 200, body: { users: people, total: 12 } },
    });
    renderAccount('/account/partner');
    expect(await screen.findByText('Сотрудник 3')).toBeInTheDocument();
    expect(api.callsTo('GET', '/users')[0]?.query.get('group')).toBe('partner');
    expect(screen.queryByText('Сотрудник 1')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Партнёры' })).toBeInTheDocument();
  });
});
