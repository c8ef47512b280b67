import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dock } from '../../../src/app/layout/dock';
import { RouterBridge } from '../../../src/app/router-bridge';
import {
  closeServicesOverlay,
  openServicesOverlay,
} from '../../../src/features/services-overlay/overlay-store';
import { registerOpenModal } from '../../../src/ui/modal/modal-stack';
import { showDockToast } from '../../../src/ui/toast/toast-store';

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${hash}`}</p>;
}

function renderDock(start: string) {
  return render(
    <MemoryRouter initialEntries={[start]}>
      <RouterBridge />
      <Dock />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { value, configurable: true, writable: true });
  fireEvent.scroll(window);
}

/** Home sections whose viewport tops follow a fake scroll position. */
function addSections(tops: Record<string, number>) {
  const nodes = Object.keys(tops).map((id) => {
    const node = document.createElement('section');
    node.id = id;
    node.getBoundingClientRect = () => ({ top: tops[id]! - window.scrollY }) as DOMRect;
    document.body.append(node);
    return node;
  });
  return () => nodes.forEach((node) => node.remove());
}

afterEach(() => {
  setScrollY(0);
  act(() => closeServicesOverlay());
});

describe('dock variants', () => {
  it('home: the five section pills, the logo and «Купить»', () => {
    renderDock('/');
    const pills = within(screen.getByRole('navigation', { name: 'Разделы страницы' }));
    expect(pills.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Услуги',
      'О нас',
      'Проекты',
      'Контакты',
      'Отзывы',
    ]);
    expect(pills.getByRole('link', { name: 'Отзывы' })).toHaveAttribute('href', '#reviews');
    expect(screen.getByRole('link', { name: 'Купить' })).toHaveAttribute('href', '#contact');
    expect(screen.getByRole('link', { name: /в начало страницы/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Оставить заявку' })).toBeNull();
  });

  it('home: the scroll-spy marks the active pill and the hero-zone state follows the services section', () => {
    const remove = addSections({
      services: 900,
      about: 1800,
      projects: 2600,
      contact: 3400,
      reviews: 4200,
    });
    renderDock('/');
    const dock = screen.getByTestId('dock');
    setScrollY(0);
    expect(dock).toHaveAttribute('data-hero-zone', 'true');
    expect(screen.getByRole('link', { name: 'Услуги' })).toHaveAttribute(
      'aria-current',
      'location',
    );

    setScrollY(1700);
    expect(dock).toHaveAttribute('data-hero-zone', 'false');
    expect(screen.getByRole('link', { name: 'О нас' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('link', { name: 'Услуги' })).not.toHaveAttribute('aria-current');

    setScrollY(3300);
    expect(screen.getByRole('link', { name: 'Контакты' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    remove();
  });

  it('home: a pill click smooth-scrolls to its section without changing the page', async () => {
    const remove = addSections({ services: 900, about: 1800 });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderDock('/');
    await userEvent.click(screen.getByRole('link', { name: 'О нас' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 1800 - 80, behavior: 'smooth' });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    remove();
  });

  it('legal: Cookie, Права, Данные by path, a way home and no call-to-action', async () => {
    renderDock('/legal/terms');
    const pills = within(screen.getByRole('navigation', { name: 'Правовые документы' }));
    expect(pills.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Cookie',
      'Права',
      'Данные',
    ]);
    expect(pills.getByRole('link', { name: 'Права' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Купить' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Оставить заявку' })).toBeNull();

    await userEvent.click(pills.getByRole('link', { name: 'Данные' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/legal\/privacy$/);
    expect(pills.getByRole('link', { name: 'Данные' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('link', { name: 'На главную' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('service page: no pills, «Оставить заявку» scrolls to the contact section', async () => {
    const remove = addSections({ contact: 2400 });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderDock('/services/lowcurrent');
    expect(screen.queryByRole('navigation')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Оставить заявку' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 2400 - 80, behavior: 'smooth' });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/services\/lowcurrent$/);
    remove();
  });

  it('other pages: home pills lead to the home sections; without a form the CTA opens /contact', async () => {
    renderDock('/pages/projects');
    const pills = within(screen.getByRole('navigation', { name: 'Разделы главной' }));
    expect(pills.getByRole('link', { name: 'Проекты' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Оставить заявку' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/contact$/);
    await userEvent.click(pills.getByRole('link', { name: 'Отзывы' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/#reviews$/);
  });
});

describe('dock behaviour', () => {
  it('folded pills: «Разделы» opens the list; Escape closes it and returns focus; a link closes it', async () => {
    const user = userEvent.setup();
    renderDock('/pages/projects');
    const toggle = screen.getByRole('button', { name: 'Разделы' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Услуги', 'О нас', 'Проекты', 'Контакты', 'Отзывы']);
    expect(within(list).getByRole('link', { name: 'Проекты' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.click(within(list).getByRole('link', { name: 'Отзывы' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/#reviews$/);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows «Наверх» only after 500 px of scroll', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderDock('/services/design');
    expect(screen.queryByRole('button', { name: 'Наверх' })).toBeNull();
    setScrollY(500);
    expect(screen.queryByRole('button', { name: 'Наверх' })).toBeNull();
    setScrollY(501);
    await userEvent.click(screen.getByRole('button', { name: 'Наверх' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    setScrollY(120);
    expect(screen.queryByRole('button', { name: 'Наверх' })).toBeNull();
  });

  it('hides while a modal or the services overlay is open', () => {
    renderDock('/services/design');
    expect(screen.getByRole('link', { name: 'Оставить заявку' })).toBeInTheDocument();

    const release: (() => void)[] = [];
    act(() => {
      release.push(registerOpenModal());
    });
    expect(screen.queryByRole('link', { name: 'Оставить заявку' })).toBeNull();
    expect(screen.getByTestId('dock')).toHaveClass('dock--hidden');
    act(() => release.forEach((unregister) => unregister()));
    expect(screen.getByRole('link', { name: 'Оставить заявку' })).toBeInTheDocument();

    act(() => openServicesOverlay());
    expect(screen.queryByRole('link', { name: 'Оставить заявку' })).toBeNull();
    act(() => closeServicesOverlay());
    expect(screen.getByRole('link', { name: 'Оставить заявку' })).toBeInTheDocument();
  });

  it('shows the dock toast «Сохранено» for 2400 ms', () => {
    vi.useFakeTimers();
    try {
      renderDock('/legal/cookies');
      act(() => {
        showDockToast();
      });
      expect(screen.getByText('Сохранено')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(2399));
      expect(screen.getByText('Сохранено')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByText('Сохранено')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('slides in on the preloader done event on home and at once elsewhere', () => {
    const { unmount } = renderDock('/');
    const dock = screen.getByTestId('dock');
    expect(dock).toHaveClass('dock--await');
    act(() => {
      window.dispatchEvent(new Event('kub:preloader-done'));
    });
    expect(dock).toHaveClass('dock--intro');
    expect(dock).not.toHaveClass('dock--await');
    unmount();

    renderDock('/contact');
    expect(screen.getByTestId('dock')).toHaveClass('dock--intro');
  });
});
