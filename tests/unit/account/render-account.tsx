import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RouterBridge } from '../../../src/app/router-bridge';
import { AuthModalHost } from '../../../src/features/auth/auth-modal-host';
import { signIn } from '../../../src/features/auth/session-store';
import { SessionRuntime } from '../../../src/features/auth/session-runtime';
import type { AccountUser } from '../../../src/domain/accounts/user';
import { AccountPage } from '../../../src/pages/account/account-page';
import { ToastViewport } from '../../../src/ui/toast/toast-viewport';
import { makeUser } from '../auth/api-mock';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The account page at an address, with the router bridge, the modal host and the dock toasts. */
export function renderAccount(path = '/account') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SessionRuntime />
      <RouterBridge />
      <Routes>
        <Route path="/account" element={<AccountPage />} />
        <Route path="/account/*" element={<AccountPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
      <AuthModalHost />
      <ToastViewport placement="dock" />
    </MemoryRouter>,
  );
}

export function signInAs(overrides: Partial<AccountUser> = {}): AccountUser {
  const user = makeUser(overrides);
  act(() => signIn({ user, accessToken: 'tok' }, { remember: false }));
  return user;
}

export const ADMIN = {
  id: 'a1',
  name: 'Ольга Админ',
  email: 'admin@example.com',
  role: 'admin',
} as const;
