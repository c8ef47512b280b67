import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RouterBridge } from '../../../src/app/router-bridge';
import {
  closeServicesOverlay,
  toggleServicesOverlay,
} from '../../../src/features/services-overlay/overlay-store';
import { ServicesOverlay } from '../../../src/features/services-overlay/services-overlay';
import { navigateTo } from '../../../src/ui/navigation';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash}`}</p>;
}

/** The overlay with a stand-in for the header's «Услуги» button (it calls the same store). */
function renderOverlay(start = '/') {
  return render(
    <MemoryRouter initialEntries={[start]}>
      <RouterBridge />
      <button type="button" onClick={toggleServicesOverlay}>
        Услуги
      </button>
      <ServicesOverlay />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const dialog = () => screen.queryByRole('dialog', { name: 'Услуги' });
const line = (name: string) => screen.getByRole('link', { name });
const selectedLine = () =>
  within(dialog()!)
    .getAllByRole('link')
    .find((link) => link.getAttribute('aria-current') === 'true');

afterEach(() => {
  act(() => closeServicesOverlay());
});

describe('services overlay: opening and closing', () => {
  it('opens by the header toggle, locks scroll, traps focus and gives it back on close', async () => {
    const user = userEvent.setup();
    renderOverlay();
    expect(dialog()).toBeNull();
    const opener = screen.getByRole('button', { name: 'Услуги' });
    await user.click(opener);

    const overlay = dialog()!;
    expect(overlay).toHaveAttribute('id', 'services-overlay');
    expect(overlay).toHaveAttribute('aria-modal', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('tab', { name: /Электромонтаж/ })).toHaveFocus();

    await user.tab({ shift: true });
    expect(overlay.contains(document.activeElement)).toBe(true);

    act(() => toggleServicesOverlay());
    expect(dialog()).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });

  it('toggles with Alt+S, also by the physical key on a Russian layout', async () => {
    const user = userEvent.setup();
    renderOverlay();
    await user.keyboard('{Alt>}s{/Alt}');
    expect(dialog()).not.toBeNull();
    fireEvent.keyDown(window, { key: 'ы', code: 'KeyS', altKey: true });
    expect(dialog()).toBeNull();
    fireEvent.keyDown(window, { key: 'ß', code: 'KeyS', altKey: true });
    expect(dialog()).not.toBeNull();
    fireEvent.keyDown(window, { key: 's', code: 'KeyS' });
    expect(dialog()).not.toBeNull();
  });

  it('opens by ?open=services and removes the parameter from the address', () => {
    renderOverlay('/services/design?open=services');
    expect(dialog()).not.toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/services\/design$/);
    // On a service page it starts from that page's category.
    expect(screen.getByRole('tab', { name: /Проектирование/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('opens by a hash with open-services, also on a later route change', () => {
    renderOverlay('/');
    expect(dialog()).toBeNull();
    act(() => navigateTo('/contact#open-services'));
    expect(dialog()).not.toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/contact$/);
  });

  it('closes on Escape, on a backdrop click and by the close button', async () => {
    const user = userEvent.setup();
    renderOverlay();
    act(() => toggleServicesOverlay());
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();

    act(() => toggleServicesOverlay());
    await user.click(screen.getByTestId('services-overlay-backdrop'));
    expect(dialog()).toBeNull();

    act(() => toggleServicesOverlay());
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(dialog()).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});

describe('services overlay: categories and lines', () => {
  it('shows eight lines of the selected category and resets the row on a category change', async () => {
    const user = userEvent.setup();
    renderOverlay();
    act(() => toggleServicesOverlay());
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(8);
    expect(selectedLine()).toHaveTextContent('Подключение к электросетям');

    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
    expect(selectedLine()).toHaveTextContent('Внутренний электромонтаж');
    expect(line('Внутренний электромонтаж')).toHaveFocus();

    await user.click(screen.getByRole('tab', { name: /Климат-системы/ }));
    expect(selectedLine()).toHaveTextContent('Вентиляция');
    expect(line('Вентиляция')).toBeInTheDocument();
  });

  it('moves between columns with ArrowLeft/ArrowRight and categories with ArrowUp/ArrowDown', async () => {
    const user = userEvent.setup();
    renderOverlay();
    act(() => toggleServicesOverlay());
    await user.keyboard('{ArrowDown}');
    const lowCurrent = screen.getByRole('tab', { name: /Слаботочные системы/ });
    expect(lowCurrent).toHaveFocus();
    expect(lowCurrent).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowRight}{End}');
    expect(selectedLine()).toHaveTextContent('Системы оповещения');
    await user.keyboard('{ArrowDown}');
    expect(selectedLine()).toHaveTextContent('Структурированные кабельные сети');
    await user.keyboard('{End}{Home}');
    expect(selectedLine()).toHaveTextContent('Структурированные кабельные сети');

    await user.keyboard('{ArrowLeft}');
    expect(lowCurrent).toHaveFocus();
  });

  it('selects a line on hover', async () => {
    const user = userEvent.setup();
    renderOverlay();
    act(() => toggleServicesOverlay());
    await user.hover(line('Заземление и молниезащита'));
    expect(selectedLine()).toHaveTextContent('Заземление и молниезащита');
  });

  it('Enter opens the selected line and closes the overlay', async () => {
    const user = userEvent.setup();
    renderOverlay('/legal/terms');
    act(() => toggleServicesOverlay());
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(dialog()).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent(
      /^\/services\/electrical\/power-upgrade$/,
    );
  });

  it('a click on a line or on «Все услуги раздела» follows it', async () => {
    const user = userEvent.setup();
    renderOverlay();
    act(() => toggleServicesOverlay());
    await user.click(screen.getByRole('tab', { name: /Общестрой/ }));
    await user.click(line('Кровля и фасады'));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/services\/construction#roof$/);

    act(() => toggleServicesOverlay());
    await user.click(screen.getByRole('link', { name: 'Все услуги раздела' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/services\/construction$/);
    expect(dialog()).toBeNull();
  });
});
