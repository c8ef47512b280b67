import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PIN_FORMAT_MESSAGE, PIN_REPEAT_MESSAGE } from '../../../src/domain/kiosk/pin';
import { KIOSK_STORAGE_KEY } from '../../../src/offline/kiosk-settings';
import { KioskPage } from '../../../src/pages/kiosk/kiosk-page';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { forgetKiosk, turnKioskOn } from './kiosk-helpers';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderKioskPage() {
  return render(
    <MemoryRouter initialEntries={['/kiosk']}>
      <KioskPage />
      <Where />
    </MemoryRouter>,
  );
}

afterEach(() => forgetKiosk());

describe('the /kiosk page', () => {
  it('explains the mode and how to set up a stand tablet', () => {
    renderKioskPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Режим киоска' })).toBeInTheDocument();
    expect(screen.getByText(/Начать заново\?/)).toBeInTheDocument();
    expect(screen.getByText(/Закрепление экрана/)).toHaveTextContent('Гид-доступ');
    expect(screen.getByText(/удерживайте логотип в шапке 1,5 секунды/)).toBeInTheDocument();
  });

  it('refuses a short PIN and a repeat that differs, in Russian', async () => {
    const user = userEvent.setup();
    renderKioskPage();
    const pin = screen.getByLabelText('Придумайте PIN-код');
    await user.type(pin, '12');
    await user.click(screen.getByRole('button', { name: 'Включить режим киоска' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PIN_FORMAT_MESSAGE);
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(pin).toHaveFocus();

    await user.type(pin, '3456');
    await user.type(screen.getByLabelText('Повторите PIN-код'), '123457');
    await user.click(screen.getByRole('button', { name: 'Включить режим киоска' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PIN_REPEAT_MESSAGE);
    expect(screen.getByLabelText('Повторите PIN-код')).toHaveFocus();
    expect(window.localStorage.getItem(KIOSK_STORAGE_KEY)).toBeNull();
  });

  it('turns the mode on with the PIN kept hashed, and opens the home page', async () => {
    const user = userEvent.setup();
    renderKioskPage();
    await user.type(screen.getByLabelText('Придумайте PIN-код'), '97531');
    await user.type(screen.getByLabelText('Повторите PIN-код'), '97531');
    await user.click(screen.getByRole('button', { name: 'Включить режим киоска' }));
    // The PIN is hashed (Web Crypto, asynchronous) before the page navigates: the address is
    // waited for, not read once (the element is there, showing /kiosk, from the start).
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    const stored = window.localStorage.getItem(KIOSK_STORAGE_KEY) ?? '';
    expect(stored).toMatch(/"hash":"[0-9a-f]{64}"/);
    expect(stored).not.toContain('97531');
  });

  it('on a device in the mode, offers to turn it off', async () => {
    await turnKioskOn();
    renderKioskPage();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Режим киоска включён на этом устройстве.',
    );
    expect(screen.getByRole('button', { name: 'Выключить режим киоска' })).toBeInTheDocument();
  });
});
