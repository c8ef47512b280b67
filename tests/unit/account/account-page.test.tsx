import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../../src/features/auth/session-store';
import { reportNetworkFailure } from '../../../src/offline/connectivity';
import { tabFromPath } from '../../../src/pages/account/account-tab-model';
import type { AccountUser } from '../../../src/domain/accounts/user';
import { makeUser, markEarlierSession, mockApi, resetAuthWorld } from '../auth/api-mock';
import { ADMIN, renderAccount, signInAs } from './render-account';

beforeEach(resetAuthWorld);
afterEach(resetAuthWorld);

const me = (user = makeUser()) => ({ 'GET /auth/me': { status: 200, body: { user } } });
const nav = () => within(screen.getByRole('navigation', { name: 'Разделы личного кабинета' }));
const NO_USERS = { 'GET /users': { status: 200, body: { users: [], total: 0 } } };

/** Signs in a user (`who`), the API answering for them, and opens the account page at `path`. */
function openSignedIn(path: string, who: Partial<AccountUser> = {}, api = {}) {
  mockApi({ ...me(makeUser(who)), ...api });
  signInAs(who);
  const user = userEvent.setup();
  renderAccount(path);
  return user;
}

describe('account area', () => {
  it('reads «Загрузка…» while the session is unknown', () => {
    markEarlierSession();
    mockApi({ 'POST /auth/refresh': () => new Promise(() => undefined) });
    void startSession();
    renderAccount('/account/admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeInTheDocument();
    expect(screen.getByText('Загрузка…')).toHaveAttribute('role', 'status');
  });

  it('asks a signed-out visitor to sign in, with buttons opening the modals', async () => {
    mockApi({ 'POST /auth/refresh': { status: 401, body: { ok: false, error: 'Нет.' } } });
    const user = userEvent.setup();
    renderAccount('/account');
    expect(
      await screen.findByRole('heading', { name: 'Войдите, чтобы открыть личный кабинет' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getByRole('dialog', { name: 'Вход' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(screen.getByRole('dialog', { name: 'Регистрация' })).toBeInTheDocument();
  });

  it('says it needs a connection when offline, with «Повторить»', () => {
    mockApi({ 'POST /auth/refresh': () => new Promise(() => undefined) });
    renderAccount('/account');
    act(() => reportNetworkFailure());
    expect(
      screen.getByText('Этот раздел работает только при подключении к интернету.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('hides the admin tab and locks partner and supplier for a non-admin', async () => {
    const user = openSignedIn('/account/profile');
    expect(nav().queryByText('Администратор')).not.toBeInTheDocument();
    for (const label of ['Партнёры', 'Поставщики']) {
      const tab = nav().getByRole('button', { name: label });
      expect(tab).toHaveAttribute('aria-disabled', 'true');
      expect(tab).toHaveAccessibleDescription('Недоступно');
      await user.click(tab);
      expect(screen.getByTestId('where')).toHaveTextContent('/account/profile');
    }
    expect(nav().getByRole('link', { name: 'Профиль' })).toHaveAttribute('aria-current', 'page');
    expect(nav().getByRole('link', { name: 'Настройки' })).toHaveAttribute(
      'href',
      '/account/personal',
    );
  });

  it('shows every tab to an admin and opens them', async () => {
    const user = openSignedIn('/account', ADMIN, NO_USERS);
    for (const label of ['Профиль', 'Партнёры', 'Поставщики', 'Настройки', 'Администратор']) {
      expect(nav().getByRole('link', { name: label })).toBeInTheDocument();
    }
    await user.click(nav().getByRole('link', { name: 'Администратор' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/account/admin');
    expect(nav().getByRole('link', { name: 'Администратор' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the sidebar save button on the profile and settings tabs, not on the admin tabs', async () => {
    const user = openSignedIn('/account/profile', ADMIN, NO_USERS);
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeInTheDocument();
    await user.click(nav().getByRole('link', { name: 'Настройки' }));
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeInTheDocument();
    for (const label of ['Администратор', 'Партнёры', 'Поставщики']) {
      await user.click(nav().getByRole('link', { name: label }));
      expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();
    }
  });

  it('tells a non-admin who opens /account/admin directly that it is closed', () => {
    openSignedIn('/account/admin');
    expect(screen.getByText('Этот раздел открыт только администраторам.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();
  });

  it.each([
    ['/account', 'profile'],
    ['/account/profile', 'profile'],
    ['/account/partner', 'partner'],
    ['/account/supplier', 'supplier'],
    ['/account/personal', 'personal'],
    ['/account/admin/', 'admin'],
    ['/account/anything/else', 'profile'],
  ])('%s shows the %s tab', (path, tab) => {
    expect(tabFromPath(path)).toBe(tab);
  });
});
