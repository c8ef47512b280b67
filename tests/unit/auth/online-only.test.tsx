import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuthModalHost } from '../../../src/features/auth/auth-modal-host';
import { openAuthModal } from '../../../src/features/auth/modal-store';
import { OnlineOnly } from '../../../src/features/online-only/online-only';
import { reportNetworkFailure } from '../../../src/offline/connectivity';
import { mockApi, resetAuthWorld } from './api-mock';

beforeEach(resetAuthWorld);
afterEach(resetAuthWorld);

describe('online-only notice', () => {
  it('shows its children while online', () => {
    render(
      <OnlineOnly>
        <p>Форма</p>
      </OnlineOnly>,
    );
    expect(screen.getByText('Форма')).toBeInTheDocument();
  });

  it('says so offline and brings the content back after a successful «Повторить»', async () => {
    const api = mockApi({
      'GET /health': [{ status: 503, body: {} }, 'network', { status: 200, body: { ok: true } }],
    });
    const user = userEvent.setup();
    render(
      <OnlineOnly>
        <p>Форма</p>
      </OnlineOnly>,
    );
    act(() => reportNetworkFailure());
    expect(
      screen.getByText('Этот раздел работает только при подключении к интернету.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Форма')).not.toBeInTheDocument();

    // A 503 still proves the network is there: the server answered.
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.getByText('Форма')).toBeInTheDocument());
    expect(api.callsTo('GET', '/health')).toHaveLength(1);

    act(() => reportNetworkFailure());
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(
      await screen.findByText('Связи по-прежнему нет. Проверьте подключение.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.getByText('Форма')).toBeInTheDocument());
  });

  it('replaces the login form inside the modal when offline', () => {
    render(<AuthModalHost guard={OnlineOnly} />);
    act(() => {
      reportNetworkFailure();
      openAuthModal('login');
    });
    const dialog = screen.getByRole('dialog', { name: 'Вход' });
    expect(dialog).toHaveTextContent('Этот раздел работает только при подключении к интернету.');
    expect(screen.queryByLabelText('Пароль')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toHaveFocus();
  });
});
