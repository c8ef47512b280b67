import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../src/features/auth/session-store';
import { makeUser, mockApi, resetAuthWorld } from '../auth/api-mock';
import { renderAccount, signInAs } from './render-account';

beforeEach(resetAuthWorld);
afterEach(resetAuthWorld);

const dock = () => document.querySelector('.toast-viewport--dock') as HTMLElement;

describe('settings tab («Настройки»)', () => {
  it('checks the password change and shows the server message for a wrong current password', async () => {
    signInAs();
    const api = mockApi({
      'POST /account/password': {
        status: 400,
        body: {
          ok: false,
          error: 'Неверный текущий пароль.',
          fields: { currentPassword: 'Неверный текущий пароль.' },
        },
      },
    });
    renderAccount('/account/personal');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Изменить пароль' }));
    expect(screen.getAllByText('Это значение не должно быть пустым.')).toHaveLength(3);

    await user.type(screen.getByLabelText('Текущий пароль'), 'old-password');
    await user.type(screen.getByLabelText('Новый пароль'), 'short');
    await user.type(screen.getByLabelText('Повторите новый пароль'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Изменить пароль' }));
    expect(screen.getByText('Пароль должен быть не короче 8 символов.')).toBeInTheDocument();
    expect(screen.getByText('Пароли не совпадают.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Новый пароль'));
    await user.type(screen.getByLabelText('Новый пароль'), 'Moroz-2025-kub');
    await user.clear(screen.getByLabelText('Повторите новый пароль'));
    await user.type(screen.getByLabelText('Повторите новый пароль'), 'Moroz-2025-kub');
    await user.click(screen.getByRole('button', { name: 'Изменить пароль' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Текущий пароль')).toHaveAccessibleDescription(
        'Неверный текущий пароль.',
      ),
    );
    expect(api.callsTo('POST', '/account/password')[0]?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'Moroz-2025-kub',
    });
  });

  it('saves the e-mail subscription with the sidebar button', async () => {
    signInAs();
    const api = mockApi({
      'PUT /account/profile': { status: 200, body: { user: makeUser({ emailOptIn: true }) } },
    });
    renderAccount('/account/personal');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Получать новости/ }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(within(dock()).getByText('Сохранено')).toBeInTheDocument());
    expect(api.callsTo('PUT', '/account/profile')[0]?.body).toMatchObject({ emailOptIn: true });
    expect(sessionStore.get().user?.emailOptIn).toBe(true);
  });

  it('asks to fill the profile first when it is incomplete', async () => {
    signInAs({ city: '' });
    const api = mockApi({});
    renderAccount('/account/personal');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Чтобы сохранить настройки, заполните профиль',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('signs out everywhere and shows the sign-in prompt', async () => {
    signInAs();
    const api = mockApi({
      'POST /auth/logout-all': { status: 200, body: { ok: true } },
    });
    renderAccount('/account/personal');
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Выйти на всех устройствах' }));
    expect(
      await screen.findByRole('heading', { name: 'Войдите, чтобы открыть личный кабинет' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/logout-all')[0]?.headers.Authorization).toBe('Bearer tok');
    expect(window.sessionStorage.getItem('auth:accessToken')).toBeNull();
  });
});
