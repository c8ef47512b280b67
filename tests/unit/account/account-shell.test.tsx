import { act, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionRuntime } from '../../../src/features/auth/session-runtime';
import { AccountPage } from '../../../src/pages/account/account-page';
import { makeUser, mockApi, resetAuthWorld, storeTabToken } from '../auth/api-mock';

beforeEach(resetAuthWorld);
afterEach(resetAuthWorld);

function Tree({ path }: { path: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <SessionRuntime />
      <Routes>
        <Route path="/account" element={<AccountPage />} />
        <Route path="/account/*" element={<AccountPage />} />
      </Routes>
    </MemoryRouter>
  );
}

describe('the prerendered account shell', () => {
  it('is the same markup for every /account address', () => {
    const shell = renderToString(<Tree path="/account" />);
    expect(shell).toContain('Загрузка…');
    for (const path of ['/account/admin', '/account/personal', '/account/x/y']) {
      expect(renderToString(<Tree path={path} />)).toBe(shell);
    }
  });

  it('hydrates account.html at /account/admin without a mismatch, then shows the tab', async () => {
    storeTabToken('stored');
    mockApi({
      'GET /auth/me': { status: 200, body: { user: makeUser({ role: 'admin' }) } },
      'GET /users': { status: 200, body: { users: [], total: 0 } },
    });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Tree path="/account" />);
    document.body.append(container);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Tree path="/account/admin" />, {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    await waitFor(() =>
      expect(within(container).getByRole('heading', { name: 'Пользователи' })).toBeInTheDocument(),
    );
    expect(await within(container).findByText('Нет данных')).toBeInTheDocument();
    expect(errors).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
