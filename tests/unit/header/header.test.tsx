import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RouterBridge } from '../../../src/app/router-bridge';
import { Header } from '../../../src/app/layout/header';
import {
  closeServicesOverlay,
  useServicesOverlayOpen,
} from '../../../src/features/services-overlay/overlay-store';

function Where() {
  const { pathname, hash } = useLocation();
  return <p>at {`${pathname}${hash}`}</p>;
}

function OverlayState() {
  return <p>overlay {useServicesOverlayOpen() ? 'open' : 'closed'}</p>;
}

function renderHeader(start = '/contact') {
  return render(
    <MemoryRouter initialEntries={[start]}>
      <RouterBridge />
      <Header />
      <OverlayState />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => act(() => closeServicesOverlay()));

describe('Header', () => {
  it('shows the logo, the navigation, the search box and both actions', () => {
    renderHeader();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'КУБ — на главную' })).toHaveAttribute('href', '/');
    const nav = within(screen.getByRole('navigation', { name: 'Основная навигация' }));
    expect(nav.getByRole('button', { name: 'Услуги' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'О нас' })).toHaveAttribute('href', '/#about');
    const projects = nav.getByRole('link', { name: 'Проекты New' });
    expect(projects).toHaveAttribute('href', '/#projects');
    expect(within(projects).getByText('New')).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Контакты' })).toHaveAttribute('href', '/#contact');
    expect(nav.getByRole('link', { name: 'Отзывы' })).toHaveAttribute('href', '/#reviews');
    expect(screen.getByPlaceholderText('Поиск')).toHaveAccessibleName('Поиск по сайту');
    expect(screen.getByRole('link', { name: 'Ищу работу' })).toHaveAttribute('href', '/pro');
    expect(screen.getByRole('link', { name: 'Оставить заявку' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('toggles the services overlay with the «Услуги» button', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole('button', { name: 'Услуги' });
    expect(button).toHaveAttribute('aria-controls', 'services-overlay');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('overlay open')).toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('overlay closed')).toBeInTheDocument();
  });

  it('goes to a home section from another page without a reload', async () => {
    const user = userEvent.setup();
    renderHeader('/legal/terms');
    await user.click(screen.getByRole('link', { name: 'Отзывы' }));
    expect(screen.getByText('at /#reviews')).toBeInTheDocument();
  });

  it('scrolls to the section and updates the hash on the home page', async () => {
    const user = userEvent.setup();
    const section = document.createElement('section');
    section.id = 'about';
    document.body.append(section);
    const scrolls: unknown[] = [];
    const original = window.scrollTo;
    window.scrollTo = ((options: ScrollToOptions) =>
      scrolls.push(options)) as typeof window.scrollTo;
    try {
      renderHeader('/');
      await user.click(screen.getByRole('link', { name: 'О нас' }));
      expect(screen.getByText('at /#about')).toBeInTheDocument();
      expect(scrolls).toContainEqual(expect.objectContaining({ behavior: 'smooth' }));
    } finally {
      window.scrollTo = original;
      section.remove();
    }
  });

  it('expands the search from its icon button and collapses it with Escape', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Открыть поиск' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Поиск по сайту' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('shows the signed-out auth links once running in the browser', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Вход' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Регистрация' })).toHaveAttribute('href', '/register');
  });

  it('renders the auth placeholder on the server, so hydration matches', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/']}>
        <Header />
      </MemoryRouter>,
    );
    expect(html).toContain('auth-slot--pending');
    expect(html).not.toContain('href="/login"');
    expect(html).toContain('placeholder="Поиск"');
  });

  it('hydrates the prerendered header without a mismatch, then shows the auth links', async () => {
    const tree = (
      <MemoryRouter initialEntries={['/']}>
        <Header />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) }),
    );
    await waitFor(() =>
      expect(within(container).getByRole('link', { name: 'Вход' })).toHaveAttribute(
        'href',
        '/login',
      ),
    );
    expect(container.querySelector('.auth-slot--pending')).toBeNull();
    expect(errors).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });

  it('casts its shadow once the page is scrolled, and drops it back at the top', async () => {
    renderHeader();
    const banner = screen.getByRole('banner');
    expect(banner).not.toHaveClass('header--scrolled');
    const scrollTo = async (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
      fireEvent.scroll(window);
      // The header reads the position in the next animation frame.
      await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    };
    try {
      await scrollTo(300);
      await waitFor(() => expect(banner).toHaveClass('header--scrolled'));
      await scrollTo(0);
      await waitFor(() => expect(banner).not.toHaveClass('header--scrolled'));
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
    }
  });
});
