import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../src/features/auth/session-store';
import { makeUser, mockApi, resetAuthWorld } from './api-mock';
import { renderModal } from './modal-helpers';

beforeEach(resetAuthWorld);
afterEach(resetAuthWorld);

const GOOD = { username: 'Иван', email: 'ivan@example.com', password: 'Moroz-2024-kub' };

async function fill(
  user: ReturnType<typeof renderModal>['user'],
  values: Partial<typeof GOOD & { repeat: string }> = GOOD,
) {
  const dialog = within(screen.getByRole('dialog'));
  if (values.username) await user.type(dialog.getByLabelText('Имя пользователя'), values.username);
  if (values.email) await user.type(dialog.getByLabelText('E-mail'), values.email);
  if (values.password) await user.type(dialog.getByLabelText('Пароль'), values.password);
  const repeat = values.repeat ?? values.password;
  if (repeat) await user.type(dialog.getByLabelText('Повторите пароль'), repeat);
}

async function agree(user: ReturnType<typeof renderModal>['user']) {
  await user.click(screen.getByRole('checkbox', { name: /Я принимаю/ }));
}

describe('register modal', () => {
  it('opens at 980 px with the fields, the password rule, the checkboxes and a link to login', async () => {
    const { open } = renderModal('register');
    const dialog = await open();
    expect(dialog).toHaveAccessibleName('Регистрация');
    expect(dialog.style.maxWidth).toBe('980px');
    expect(within(dialog).getByLabelText('Пароль')).toHaveAccessibleDescription(
      'Не короче 8 символов.',
    );
    expect(
      within(dialog).getByRole('checkbox', { name: /политику конфиденциальности/ }),
    ).not.toBeChecked();
    expect(
      within(dialog).getByRole('checkbox', { name: /новости и специальные предложения/ }),
    ).not.toBeChecked();
    expect(within(dialog).getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
    expect(within(dialog).getByLabelText('Имя пользователя')).toHaveFocus();
  });

  it('shows the empty-field and agreement messages without calling the server', async () => {
    const api = mockApi({});
    const { user, open } = renderModal('register');
    await open();
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    const alerts = screen.getAllByRole('alert').map((node) => node.textContent);
    expect(alerts.filter((text) => text === 'Это значение не должно быть пустым.')).toHaveLength(4);
    expect(alerts).toContain('Подтвердите, что ознакомлены с условиями и принимаете их.');
    expect(screen.getByLabelText('Имя пользователя')).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('checks the e-mail shape and the repeated password', async () => {
    const { user, open } = renderModal('register');
    await open();
    await fill(user, { ...GOOD, email: 'ivan@', repeat: 'Moroz-2024-kuX' });
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Неверный формат электронного адреса.',
    );
    expect(screen.getByLabelText('Повторите пароль')).toHaveAccessibleDescription(
      'Пароли не совпадают.',
    );
  });

  it('maps 409 to the e-mail field', async () => {
    mockApi({ 'POST /auth/register': { status: 409, body: { ok: false, error: 'Занято.' } } });
    const { user, open } = renderModal('register');
    await open();
    await fill(user);
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(
      await screen.findByText('Аккаунт с такой почтой уже зарегистрирован.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('maps 400 to the e-mail field, and shows a server message about the password on it', async () => {
    mockApi({
      'POST /auth/register': [
        { status: 400, body: { ok: false, error: 'Ошибка в данных.' } },
        {
          status: 400,
          body: {
            ok: false,
            error: 'Этот пароль слишком распространён. Придумайте другой.',
            fields: { password: 'Этот пароль слишком распространён. Придумайте другой.' },
          },
        },
      ],
    });
    const { user, open } = renderModal('register');
    await open();
    await fill(user);
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Проверьте корректность введённых данных.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Пароль')).toHaveAccessibleDescription(
        'Этот пароль слишком распространён. Придумайте другой. Не короче 8 символов.',
      ),
    );
    expect(screen.queryByText('Проверьте корректность введённых данных.')).not.toBeInTheDocument();
  });

  it('shows other errors in the 560 px «Ошибка» modal and returns to the filled form', async () => {
    mockApi({
      'POST /auth/register': { status: 500, body: { ok: false, error: 'Сервер недоступен.' } },
    });
    const { user, open } = renderModal('register');
    await open();
    await fill(user);
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    const error = await screen.findByRole('dialog', { name: 'Ошибка' });
    expect(error.style.maxWidth).toBe('560px');
    expect(error).toHaveTextContent('Сервер недоступен.');
    await user.click(within(error).getByRole('button', { name: 'Понятно' }));
    expect(screen.getByRole('dialog', { name: 'Регистрация' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ivan@example.com');
  });

  it('registers with name, email, password and the newsletter choice, then signs in', async () => {
    const api = mockApi({
      'POST /auth/register': { status: 201, body: { user: makeUser(), accessToken: 'tok' } },
    });
    const { user, open } = renderModal('register');
    await open();
    await fill(user);
    await agree(user);
    await user.click(screen.getByRole('checkbox', { name: /новости/ }));
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/auth/register')[0]?.body).toEqual({
      name: 'Иван',
      email: 'ivan@example.com',
      password: 'Moroz-2024-kub',
      emailOptIn: true,
    });
    expect(sessionStore.get().status).toBe('signed-in');
    expect(window.localStorage.getItem('auth:accessToken')).toBeNull();
  });

  it('says the Google button is a stub', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user, open } = renderModal('register');
    await open();
    await user.click(screen.getByRole('button', { name: 'Продолжить с Google' }));
    expect(alert).toHaveBeenCalledWith(
      'Вход через Google пока не подключён. Войдите по e-mail и паролю.',
    );
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user, open } = renderModal('register');
    await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Открыть' })).toHaveFocus();
  });

  it('closes on a backdrop click and on the close button', async () => {
    const { user, open } = renderModal('register');
    await open();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await open();
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('switches to login with the e-mail typed so far', async () => {
    const { user, open } = renderModal('register');
    await open();
    await user.type(screen.getByLabelText('E-mail'), 'ivan@example.com');
    await user.click(screen.getByRole('link', { name: 'Войти' }));
    expect(screen.getByRole('dialog', { name: 'Вход' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ivan@example.com');
  });
});
