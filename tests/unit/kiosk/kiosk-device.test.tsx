import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetKiosk, renderKiosk, turnKioskOn, where } from './kiosk-helpers';

const root = document.documentElement;

function stubWakeLock() {
  const release = vi.fn(() => Promise.resolve());
  const request = vi.fn(() => Promise.resolve({ released: false, release }));
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, release };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(async () => {
  await forgetKiosk();
  Reflect.deleteProperty(navigator, 'wakeLock');
  Reflect.deleteProperty(root, 'requestFullscreen');
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('the kiosk mode on the device', () => {
  beforeEach(() => turnKioskOn());

  it('marks the root for its styles, and unmarks it when turned off', async () => {
    renderKiosk();
    expect(root).toHaveAttribute('data-kiosk');
    await forgetKiosk();
    expect(root).not.toHaveAttribute('data-kiosk');
  });

  it('works where the browser has neither full screen nor a wake lock', () => {
    renderKiosk();
    expect(() => fireEvent.pointerDown(screen.getByLabelText('Имя'))).not.toThrow();
  });

  it('asks for full screen on a touch, and keeps the screen on while visible', async () => {
    const requestFullscreen = vi.fn(() => Promise.reject(new Error('no gesture')));
    Object.defineProperty(root, 'requestFullscreen', {
      value: requestFullscreen,
      configurable: true,
    });
    const wakeLock = stubWakeLock();
    renderKiosk();
    await act(() => Promise.resolve());
    expect(wakeLock.request).toHaveBeenCalledWith('screen');
    fireEvent.pointerDown(screen.getByLabelText('Имя'));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);

    // The browser drops the lock when the page is hidden; it is taken again when it comes back.
    const [first] = wakeLock.request.mock.results;
    const sentinel = (await first!.value) as { released: boolean };
    sentinel.released = true;
    act(() => setVisibility('hidden'));
    expect(wakeLock.request).toHaveBeenCalledTimes(1);
    await act(async () => setVisibility('visible'));
    expect(wakeLock.request).toHaveBeenCalledTimes(2);
  });

  it('has no context menu and follows no link out of the site', () => {
    renderKiosk();
    expect(fireEvent.contextMenu(screen.getByLabelText('Имя'))).toBe(false);
    expect(fireEvent.click(screen.getByRole('link', { name: 'info@kub.example' }))).toBe(false);
  });

  it('sends an address of the account area to the home page', () => {
    renderKiosk('/account/profile');
    expect(where()).toBe('/');
  });
});

describe('without the kiosk mode', () => {
  it('changes nothing', () => {
    renderKiosk('/login');
    expect(root).not.toHaveAttribute('data-kiosk');
    expect(where()).toBe('/login');
    expect(fireEvent.contextMenu(screen.getByLabelText('Имя'))).toBe(true);
  });
});
