import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../../src/api/auth-client';
import { AUTH_CHANGED_EVENT } from '../../../src/features/auth/auth-events';
import { sessionStore } from '../../../src/features/auth/session-store';
import { makeUser, mockApi, resetAuthWorld, type ApiCall } from '../auth/api-mock';
import { ADMIN, renderAccount, signInAs } from './render-account';

beforeEach(resetAuthWorld);
afterEach(resetAuthWorld);

const stored = makeUser({ phone: '+7 900 000-00-00', about: 'Строю склады.' });
const dock = () => document.querySelector('.toast-viewport--dock') as HTMLElement;

async function openProfile(user = stored, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /auth/me': { status: 200, body: { user } }, ...routes });
  renderAccount('/account/profile');
  await screen.findByLabelText('Имя пользователя');
  return api;
}

describe('profile tab', () => {
  it('reads «Загрузка…» and then fills the form from the user record', async () => {
    signInAs();
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    mockApi({ 'GET /auth/me': () => new Promise((resolve) => (answer = resolve)) });
    renderAccount('/account/profile');
    const panel = screen.getByRole('region', { name: 'Профиль' });
    expect(within(panel).getByText('Загрузка…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    await act(async () => answer({ status: 200, body: { user: stored } }));
    expect(screen.getByLabelText('Имя пользователя')).toHaveValue('ivan');
    expect(screen.getByLabelText('Отображаемое имя')).toHaveValue('Иван Петров');
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 900 000-00-00');
    expect(screen.getByLabelText('Город')).toHaveValue('Архангельск');
    expect(screen.getByLabelText('О себе')).toHaveValue('Строю склады.');
    expect(screen.getByLabelText('Группа')).toHaveValue('customer');
  });

  it('offers the groups with their labels; supplier and partner are disabled for a non-admin', async () => {
    signInAs();
    await openProfile();
    const options = within(screen.getByLabelText('Группа')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Заказчик',
      'Пользователь',
      'Исполнитель',
      'Подрядчик',
      'Проектировщик',
      'Другое',
      'Поставщик',
      'Партнёр',
    ]);
    expect(screen.getByRole('option', { name: 'Поставщик' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Партнёр' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Подрядчик' })).toBeEnabled();
  });

  it('lets an admin choose a locked group', async () => {
    signInAs(ADMIN);
    await openProfile(makeUser(ADMIN));
    expect(screen.getByRole('option', { name: 'Партнёр' })).toBeEnabled();
  });

  it('shows the profile messages for empty required fields', async () => {
    signInAs();
    const api = await openProfile();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Имя пользователя'));
    await user.clear(screen.getByLabelText('Отображаемое имя'));
    await user.clear(screen.getByLabelText('Город'));
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByText('Укажите имя пользователя.')).toBeInTheDocument();
    expect(screen.getByText('Укажите отображаемое имя.')).toBeInTheDocument();
    expect(screen.getByText('Выберите город.')).toBeInTheDocument();
    expect(screen.getByLabelText('Имя пользователя')).toHaveFocus();
    expect(api.callsTo('PUT', '/account/profile')).toHaveLength(0);
  });

  it('saves: «Сохранение…», then the toast «Сохранено» and an auth:changed broadcast', async () => {
    signInAs();
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    const api = await openProfile(stored, {
      'PUT /account/profile': () => new Promise((resolve) => (answer = resolve)),
    });
    const heard: unknown[] = [];
    const onChanged = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener(AUTH_CHANGED_EVENT, onChanged);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Отображаемое имя'));
    await user.type(screen.getByLabelText('Отображаемое имя'), 'Иван Сидоров');
    await user.click(screen.getByRole('checkbox', { name: /новости/ }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByRole('button', { name: 'Сохранение…' })).toBeDisabled();

    const saved = { ...stored, name: 'Иван Сидоров', emailOptIn: true };
    await act(async () => answer({ status: 200, body: { user: saved } }));
    expect(within(dock()).getByText('Сохранено')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
    const body = (api.callsTo('PUT', '/account/profile')[0] as ApiCall).body;
    expect(body).toEqual({
      username: 'ivan',
      name: 'Иван Сидоров',
      phone: '+7 900 000-00-00',
      group: 'customer',
      city: 'Архангельск',
      about: 'Строю склады.',
      emailOptIn: true,
    });
    expect(heard).toEqual([{ user: saved, accessToken: 'tok' }]);
    expect(sessionStore.get().user?.name).toBe('Иван Сидоров');
    window.removeEventListener(AUTH_CHANGED_EVENT, onChanged);
  });

  it('falls back to PATCH /users/me when PUT /account/profile does not exist', async () => {
    signInAs();
    const api = await openProfile(stored, {
      'PUT /account/profile': { status: 404, body: { ok: false, error: 'Не найдено.' } },
      'PATCH /users/me': { status: 200, body: { user: stored } },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(within(dock()).getByText('Сохранено')).toBeInTheDocument());
    expect(api.callsTo('PATCH', '/users/me')).toHaveLength(1);
    expect(api.callsTo('PATCH', '/profile')).toHaveLength(0);
  });

  it('toasts «Не удалось сохранить» when every endpoint fails', async () => {
    signInAs();
    const api = await openProfile(stored, { 'PUT /account/profile': 'network' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(within(dock()).getByText('Не удалось сохранить')).toBeInTheDocument(),
    );
    expect(api.callsTo('PATCH', '/users/me')).toHaveLength(1);
    expect(api.callsTo('PATCH', '/profile')).toHaveLength(1);
  });

  it('shows the locked-group message after a 403', async () => {
    signInAs();
    await openProfile(stored, {
      'PUT /account/profile': {
        status: 403,
        body: { ok: false, error: 'Недостаточно прав для выбора этой группы.' },
      },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText('Недостаточно прав для выбора этой группы.'),
    ).toBeInTheDocument();
    expect(within(dock()).getByText('Не удалось сохранить')).toBeInTheDocument();
  });

  it('toasts «Нужна авторизация» when there is no token', async () => {
    signInAs();
    const api = await openProfile();
    act(() => setAccessToken(null));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(within(dock()).getByText('Нужна авторизация')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/account/profile')).toHaveLength(0);
  });

  it('refuses an avatar over 400 KB with an alert and previews a smaller one', async () => {
    signInAs();
    const api = await openProfile(stored, {
      'PUT /account/profile': { status: 200, body: { user: stored } },
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const input = screen.getByLabelText('Файл фото профиля');
    const big = new File([new Uint8Array(400 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(alert).toHaveBeenCalledWith('Макс. размер 400 КБ');
    expect(screen.queryByRole('img', { name: 'Фото профиля' })).not.toBeInTheDocument();

    const small = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', {
      type: 'image/png',
    });
    fireEvent.change(input, { target: { files: [small] } });
    const preview = await screen.findByRole('img', { name: 'Фото профиля' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText(/Рекомендуемый размер — 400×400 px/)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.callsTo('PUT', '/account/profile')).toHaveLength(1));
    expect(api.callsTo('PUT', '/account/profile')[0]?.body).toMatchObject({
      avatar: expect.stringMatching(/^data:image\/png;base64,/),
    });
  });
});
