import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthModalHost } from '../../../src/features/auth/auth-modal-host';
import { openAuthModal, type AuthModalOptions } from '../../../src/features/auth/modal-store';

/** Renders the modal host and a button that opens the given modal (so focus return is visible). */
export function renderModal(kind: 'register' | 'login' | 'forgot', options?: AuthModalOptions) {
  const user = userEvent.setup();
  const view = render(
    <>
      <button type="button" onClick={() => openAuthModal(kind, options)}>
        Открыть
      </button>
      <AuthModalHost />
    </>,
  );
  const open = async () => {
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    return screen.getByRole('dialog');
  };
  return { user, open, ...view };
}

export function openNow(kind: 'register' | 'login' | 'forgot', options?: AuthModalOptions) {
  act(() => openAuthModal(kind, options));
}
