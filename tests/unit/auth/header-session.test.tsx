import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Header } from '../../../src/app/layout/header';
import { AuthModalHost } from '../../../src/features/auth/auth-modal-host';
import { SessionRuntime } from '../../../src/features/auth/session-runtime';
import { reportNetworkFailure } from '../../../src/offline/connectivity';
import { makeUser, markEarlierSession, mockApi, resetAuthWorld, storeTabToken } from './api-mock';

beforeEach(resetAuthWorld);
afterEach(resetAuthWorld);

function Shell() {
  return (
    <MemoryRouter initialEntries={['/']}>
      <SessionRuntime />
      <Header />
      <AuthModalHost />
    </MemoryRouter>
  );
}

describe('the header with the session', () => {
  it('hydrates with the session unknown and keeps the placeholder until the check ends', async () => {
    markEarlierSession();
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const api = mockApi({
      'POST /auth/refresh': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const html = renderToString(<Shell />);
    expect(html).toContain('auth-slot--pending');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Shell />, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(container.querySelector('.auth-slot--pending')).not.toBeNull();
    expect(within(container).queryByRole('link', { name: 'Вход' })).toBeNull();
    // The check starts in a task of its own after hydration's effects.
    await waitFor(() => expect(api.callsTo('POST', '/auth/refresh')).toHaveLength(1));
    expect(container.querySelector('.auth-slot--pending')).not.toBeNull();

    await act(async () => answer({ status: 401, body: { ok: false, error: 'Нет.' } }));
    await waitFor(() =>
      expect(within(container).getByRole('link', { name: 'Вход' })).toHaveAttribute(
        'href',
        '/login',
      ),
    );
    expect(errors).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });

  it('shows the profile menu with the name when signed in', async () => {
    storeTabToken('stored');
    mockApi({ 'GET /auth/me': { status: 200, body: { user: makeUser() } } });
    render(<Shell />);
    const trigger = await screen.findByRole('button', { name: 'Иван Петров' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Аккаунт: Иван Петров' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Вход' })).not.toBeInTheDocument();
  });

  it('offline, a signed-in visitor still sees their name, with no call to the API', async () => {
    storeTabToken('stored');
    window.sessionStorage.setItem('auth:lastUser', JSON.stringify(makeUser()));
    reportNetworkFailure();
    const api = mockApi({});
    render(<Shell />);
    expect(await screen.findByRole('button', { name: 'Иван Петров' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Вход' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Регистрация' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('opens the login and register modals in place from the links and the phone button', async () => {
    mockApi({ 'POST /auth/refresh': { status: 401, body: { ok: false, error: 'Нет.' } } });
    const user = userEvent.setup();
    render(<Shell />);
    await user.click(await screen.findByRole('link', { name: 'Вход' }));
    expect(screen.getByRole('dialog', { name: 'Вход' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('link', { name: 'Регистрация' }));
    expect(screen.getByRole('dialog', { name: 'Регистрация' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Войти в аккаунт' }));
    expect(screen.getByRole('dialog', { name: 'Вход' })).toBeInTheDocument();
  });
});
