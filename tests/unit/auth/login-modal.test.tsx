import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthModalHost } from '../../../src/features/auth/auth-modal-host';
import { openAuthModal } from '../../../src/features/auth/modal-store';
import { sessionStore } from '../../../src/features/auth/session-store';
import { makeUser, mockApi, resetAuthWorld } from './api-mock';
import { renderModal } from './modal-helpers';

beforeEach(resetAuthWorld);
afterEach(resetAuthWorld);

async function submit(
  user: ReturnType<typeof renderModal>['user'],
  email: string,
  password: string,
  remember = false,
) {
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Пароль'), password);
  if (remember) await user.click(screen.getByRole('checkbox', { name: 'Запомнить меня' }));
  await user.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('login modal', () => {
  it('has the e-mail, the password, remember, the links and the Google button', async () => {
    const { open } = renderModal('login');
    const dialog = await open();
    expect(dialog).toHaveAccessibleName('Вход');
    const inside = within(dialog);
    expect(inside.getByRole('checkbox', { name: 'Запомнить меня' })).not.toBeChecked();
    expect(inside.getByRole('button', { name: 'Забыли пароль?' })).toBeInTheDocument();
    expect(inside.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(inside.getByRole('button', { name: 'Продолжить с Google' })).toBeInTheDocument();
  });

  it('requires both fields', async () => {
    const api = mockApi({});
    const { user, open } = renderModal('login');
    await open();
    await submit(user, '', '');
    expect(screen.getAllByText('Это значение не должно быть пустым.')).toHaveLength(2);
    expect(api.calls).toHaveLength(0);
  });

  it('asks for an e-mail when the identifier has no @, before any call', async () => {
    const api = mockApi({});
    const { user, open } = renderModal('login');
    await open();
    await submit(user, 'ivan', 'secret-pass');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Введите e-mail (сейчас вход по e-mail).',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('maps 400 to the identifier', async () => {
    mockApi({ 'POST /auth/login': { status: 400, body: { ok: false, error: 'Плохо.' } } });
    const { user, open } = renderModal('login');
    await open();
    await submit(user, 'ivan@example.com', 'secret-pass');
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
        'Введите e-mail (сейчас вход по e-mail).',
      ),
    );
  });

  it('maps 401 to both fields', async () => {
    mockApi({ 'POST /auth/login': { status: 401, body: { ok: false, error: 'Нет.' } } });
    const { user, open } = renderModal('login');
    await open();
    await submit(user, 'ivan@example.com', 'wrong-pass');
    expect(await screen.findByText('Неверный e-mail или пароль.')).toBeInTheDocument();
    expect(screen.getByLabelText('Пароль')).toHaveAccessibleDescription('Проверьте пароль.');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('clears a field error once that field is edited', async () => {
    mockApi({ 'POST /auth/login': { status: 401, body: { ok: false, error: 'Нет.' } } });
    const { user, open } = renderModal('login');
    await open();
    await submit(user, 'ivan@example.com', 'wrong-pass');
    await screen.findByText('Проверьте пароль.');
    await user.type(screen.getByLabelText('Пароль'), 'x');
    expect(screen.queryByText('Проверьте пароль.')).not.toBeInTheDocument();
    expect(screen.getByText('Неверный e-mail или пароль.')).toBeInTheDocument();
  });

  it('opens the «Ошибка» modal for other errors, in Russian for a network failure', async () => {
    mockApi({ 'POST /auth/login': 'network' });
    const { user, open } = renderModal('login');
    await open();
    await submit(user, 'ivan@example.com', 'secret-pass');
    const error = await screen.findByRole('dialog', { name: 'Ошибка' });
    expect(error).toHaveTextContent(
      'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.',
    );
    expect(error.style.maxWidth).toBe('560px');
  });

  it('signs in and remembers the token when asked', async () => {
    const api = mockApi({
      'POST /auth/login': { status: 200, body: { user: makeUser(), accessToken: 'tok' } },
    });
    const { user, open } = renderModal('login');
    await open();
    await submit(user, 'ivan@example.com', 'secret-pass', true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/auth/login')[0]?.body).toEqual({
      email: 'ivan@example.com',
      password: 'secret-pass',
      remember: true,
    });
    expect(sessionStore.get().status).toBe('signed-in');
    expect(window.localStorage.getItem('auth:remember')).toBe('1');
    expect(window.localStorage.getItem('auth:accessToken')).toBe('tok');
    expect(window.sessionStorage.getItem('auth:accessToken')).toBe('tok');
  });

  it('says the Google button is a stub', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user, open } = renderModal('login');
    await open();
    await user.click(screen.getByRole('button', { name: 'Продолжить с Google' }));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert.mock.calls[0]?.[0]).toMatch(/Google пока не подключён/);
  });
});

describe('forgot-password modal', () => {
  it('requires the identifier, then shows «Письмо отправлено» with the address and makes no call', async () => {
    const api = mockApi({});
    const { user, open } = renderModal('login');
    await open();
    await user.click(screen.getByRole('button', { name: 'Забыли пароль?' }));
    const dialog = screen.getByRole('dialog', { name: 'Восстановление пароля' });
    expect(within(dialog).getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить ссылку' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Это значение не должно быть пустым.');

    await user.type(screen.getByLabelText('E-mail'), 'ivan@example.com');
    await user.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    const sent = screen.getByRole('dialog', { name: 'Письмо отправлено' });
    expect(sent).toHaveTextContent(
      'Если адрес «ivan@example.com» зарегистрирован, мы отправили на него ссылку для сброса пароля.',
    );
    expect(api.calls).toHaveLength(0);
    await user.click(within(sent).getByRole('button', { name: 'Понятно' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Открыть' })).toHaveFocus();
  });

  it('goes back to login', async () => {
    const { user, open } = renderModal('forgot');
    await open();
    await user.click(screen.getByRole('link', { name: 'Войти' }));
    expect(screen.getByRole('dialog', { name: 'Вход' })).toBeInTheDocument();
  });
});

describe('custom and review modals', () => {
  it('shows a custom message with one «Понятно» button at 560 px', () => {
    render(<AuthModalHost />);
    act(() => openAuthModal('custom', { title: 'Готово', content: 'Данные обновлены.' }));
    const dialog = screen.getByRole('dialog', { name: 'Готово' });
    expect(dialog).toHaveTextContent('Данные обновлены.');
    expect(dialog.style.maxWidth).toBe('560px');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['', 'Понятно']);
    act(() => openAuthModal('review', { title: 'Отзыв ООО «Север»', content: <p>Скан письма</p> }));
    expect(screen.getByRole('dialog', { name: 'Отзыв ООО «Север»' })).toHaveTextContent(
      'Скан письма',
    );
  });
});
