import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RouterBridge } from '../../../src/app/router-bridge';
import { ProfileMenu, displayName } from '../../../src/features/auth/profile-menu';
import { sessionStore, signIn } from '../../../src/features/auth/session-store';
import { makeUser, mockApi, resetAuthWorld } from './api-mock';

// jsdom has no PointerEvent: a minimal one, so fireEvent can give the pointer type.
if (!('PointerEvent' in window)) {
  class PointerEventShim extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: PointerEventShim, configurable: true });
}

beforeEach(resetAuthWorld);
afterEach(() => {
  vi.useRealTimers();
  resetAuthWorld();
});

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderMenu(user = makeUser()) {
  return render(
    <MemoryRouter initialEntries={['/contact']}>
      <RouterBridge />
      <ProfileMenu user={user} />
      <p>Снаружи</p>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const trigger = () => screen.getByRole('button', { name: /Иван Петров/ });

describe('profile menu', () => {
  // React derives pointerenter/leave from pointerover/out; a mouse pointer, as on a desktop.
  const hover = (element: Element) =>
    fireEvent.pointerOver(element, { pointerType: 'mouse', relatedTarget: document.body });
  const leave = (element: Element) =>
    fireEvent.pointerOut(element, { pointerType: 'mouse', relatedTarget: document.body });

  it('opens on hover and closes 200 ms after the pointer leaves', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderMenu();
    hover(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('В аккаунте')).toBeInTheDocument();

    leave(trigger());
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByText('В аккаунте')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('В аккаунте')).not.toBeInTheDocument();
  });

  it('stays open when the pointer comes back within 200 ms', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderMenu();
    hover(trigger());
    leave(trigger());
    act(() => vi.advanceTimersByTime(150));
    hover(trigger());
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('В аккаунте')).toBeInTheDocument();
  });

  it('ignores hover from a touch pointer (a tap toggles instead)', () => {
    renderMenu();
    fireEvent.pointerOver(trigger(), { pointerType: 'touch', relatedTarget: document.body });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps a hover-opened menu open when the trigger is clicked', () => {
    renderMenu();
    hover(trigger());
    fireEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens by click or Enter (touch and keyboard) and closes on a click outside', async () => {
    const user = userEvent.setup();
    renderMenu();
    fireEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Снаружи'));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    trigger().focus();
    await user.keyboard('{Enter}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
  });

  it('shows the label, the name and the four links, and follows one without a reload', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(trigger());
    expect(screen.getByText('В аккаунте')).toBeInTheDocument();
    for (const [label, href] of [
      ['Профиль', '/account'],
      ['Коллекции', '/collections'],
      ['Уведомления', '/notifications'],
      ['Панель', '/dashboard'],
    ]) {
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    await user.click(screen.getByRole('link', { name: 'Коллекции' }));
    expect(screen.getByText('at /collections')).toBeInTheDocument();
    expect(screen.queryByText('В аккаунте')).not.toBeInTheDocument();
  });

  it('signs out with «Выход»', async () => {
    const api = mockApi({ 'POST /auth/logout': { status: 200, body: { ok: true } } });
    signIn({ user: makeUser(), accessToken: 'tok' }, { remember: false });
    const user = userEvent.setup();
    renderMenu();
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Выход' }));
    await vi.waitFor(() => expect(sessionStore.get().status).toBe('signed-out'));
    expect(api.callsTo('POST', '/auth/logout')).toHaveLength(1);
  });

  it.each([
    [{ name: 'Анна', email: 'a@b.c' }, 'Анна'],
    [{ name: '', email: 'a@b.c' }, 'a@b.c'],
    [{ name: ' ', email: '' }, 'Пользователь'],
  ])('names %o as «%s»', (user, expected) => {
    expect(displayName(user)).toBe(expected);
  });
});
