import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterBridge } from '../../../src/app/router-bridge';
import { AuthModalHost } from '../../../src/features/auth/auth-modal-host';
import { signIn, startSession } from '../../../src/features/auth/session-store';
import { AuthRoutePage } from '../../../src/pages/auth-routes/auth-route-page';
import { makeUser, markEarlierSession, mockApi, resetAuthWorld } from './api-mock';

vi.mock('../../../src/pages/home/home-page', () => ({
  HomePage: () => <h1>Главная</h1>,
}));

beforeEach(resetAuthWorld);
afterEach(resetAuthWorld);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RouterBridge />
      <Routes>
        <Route path="/login" element={<AuthRoutePage kind="login" />} />
        <Route path="/register" element={<AuthRoutePage kind="register" />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
      <AuthModalHost />
    </MemoryRouter>,
  );
}

async function signedOut() {
  mockApi({ 'POST /auth/refresh': { status: 401, body: { ok: false, error: 'Нет.' } } });
  await act(() => startSession());
}

describe('/login and /register', () => {
  it('/login shows the home page with the login modal; closing it goes to /', async () => {
    await signedOut();
    const user = userEvent.setup();
    renderAt('/login');
    expect(screen.getByRole('heading', { name: 'Главная' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Вход' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('/register opens the registration modal with an empty e-mail', async () => {
    await signedOut();
    renderAt('/register');
    expect(screen.getByRole('dialog', { name: 'Регистрация' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
  });

  it('waits while the session is unknown', () => {
    markEarlierSession();
    mockApi({ 'POST /auth/refresh': () => new Promise(() => undefined) });
    void startSession();
    renderAt('/login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes a signed-in visitor to the account', async () => {
    signIn({ user: makeUser(), accessToken: 't' }, { remember: false });
    renderAt('/login');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/account'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes to the account after a successful sign-in there', async () => {
    await signedOut();
    mockApi({ 'POST /auth/login': { status: 200, body: { user: makeUser(), accessToken: 't' } } });
    const user = userEvent.setup();
    renderAt('/login');
    await user.type(screen.getByLabelText('E-mail'), 'ivan@example.com');
    await user.type(screen.getByLabelText('Пароль'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/account'));
  });
});
