import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_PRESS_MS } from '../../../src/domain/kiosk/logo-hold';
import { PIN_WRONG_MESSAGE } from '../../../src/domain/kiosk/pin';
import { KIOSK_STORAGE_KEY } from '../../../src/offline/kiosk-settings';
import { forgetKiosk, renderKiosk, turnKioskOn } from './kiosk-helpers';

const root = document.documentElement;
const logo = () => screen.getByRole('link', { name: 'КУБ — на главную' });

beforeEach(() => turnKioskOn('2468'));
afterEach(async () => {
  vi.useRealTimers();
  await forgetKiosk();
});

describe('turning the kiosk mode off', () => {
  it('holding the logo asks for the PIN; a short tap does not', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderKiosk();
    fireEvent.pointerDown(logo(), { isPrimary: true, button: 0 });
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS - 1));
    fireEvent.pointerUp(logo());
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.pointerDown(logo(), { isPrimary: true, button: 0 });
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS));
    const dialog = screen.getByRole('dialog', { name: 'Выключить режим киоска' });
    expect(screen.getByLabelText('PIN-код')).toHaveFocus();
    // The click that ends the hold is not followed.
    fireEvent.pointerUp(logo());
    expect(fireEvent.click(logo())).toBe(false);
    expect(dialog).toBeInTheDocument();
  });

  it('refuses a wrong PIN in Russian, accepts the right one and gives focus back', async () => {
    const user = userEvent.setup();
    renderKiosk();
    await user.tab();
    await user.tab();
    const exitButton = screen.getByRole('button', { name: 'Выключить режим киоска' });
    expect(exitButton).toHaveFocus();
    await user.keyboard('{Enter}');
    const pin = screen.getByLabelText('PIN-код');
    expect(pin).toHaveFocus();

    await user.type(pin, '1357');
    await user.click(screen.getByRole('button', { name: 'Выключить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PIN_WRONG_MESSAGE);
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(pin).toHaveValue('');
    expect(root).toHaveAttribute('data-kiosk');
    expect(window.localStorage.getItem(KIOSK_STORAGE_KEY)).not.toBeNull();

    // Tab stays inside the dialog.
    for (let i = 0; i < 4; i += 1) await user.tab();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);

    await user.clear(pin);
    await user.type(pin, '2468');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(root).not.toHaveAttribute('data-kiosk');
    expect(window.localStorage.getItem(KIOSK_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(logo()).toHaveFocus());
  });

  it('«Отмена» closes the dialog and leaves the mode on, focus back where it was', async () => {
    const user = userEvent.setup();
    renderKiosk();
    const exitButton = screen.getByRole('button', { name: 'Выключить режим киоска' });
    await user.click(exitButton);
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(exitButton).toHaveFocus();
    expect(root).toHaveAttribute('data-kiosk');
  });
});
