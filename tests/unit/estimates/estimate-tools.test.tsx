import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearAllCalculatorInputs,
  loadCalculatorInputs,
  saveCalculatorInputs,
} from '../calculators/calculator-inputs-by-key';
import { clearSavedEstimates, loadSavedEstimates } from '../../../src/offline/saved-estimates';
import { dismissAllToasts } from '../../../src/ui/toast/toast-store';
import { renderCalculatorAt } from './render-at';

vi.mock(
  '../../../src/features/contact-form/contact-section',
  () => import('../support/contact-section-stand-in'),
);

function setNavigator(props: Record<string, unknown>) {
  for (const [key, value] of Object.entries(props)) {
    Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
  }
}

beforeEach(async () => {
  await clearSavedEstimates();
});

afterEach(async () => {
  setNavigator({ share: undefined, canShare: undefined, clipboard: undefined });
  dismissAllToasts();
  await clearAllCalculatorInputs();
  vi.restoreAllMocks();
});

describe('restoring inputs from a share link', () => {
  it('indoor: the link wins over the stored inputs, is stored, and leaves the address', async () => {
    await saveCalculatorInputs('indoor', {
      scenario: 'warehouse',
      level: 'economy',
      lighting: 'base',
      quantities: { warehouse: 500 },
      options: {},
    });
    renderCalculatorAt('indoor', '/services/electrical/indoor?type=retail&level=premium&hall=150');
    const select = screen.getByRole('combobox', { name: 'Тип объекта' });
    await waitFor(() => expect(select).toHaveValue('retail'));
    expect(screen.getByRole('spinbutton', { name: 'Торговый зал' })).toHaveValue(150);
    expect(screen.getByRole('radio', { name: 'Премиум' })).toBeChecked();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/services\/electrical\/indoor$/);
    // Give the stored load time to come back: it must not undo the link.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(select).toHaveValue('retail');
    await waitFor(async () =>
      expect((await loadCalculatorInputs('indoor'))?.scenario).toBe('retail'),
    );
  });

  it('power connection: a link with an address shows its estimate at once', async () => {
    renderCalculatorAt(
      'power-connection',
      '/services/electrical/power-connection?addr=Тверь%2C+ул.+Ленина%2C+1&kw=120&m=400&ph=1',
    );
    expect(await screen.findByDisplayValue('Тверь, ул. Ленина, 1')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Требуемая мощность' })).toHaveValue('120');
    const estimate = screen.getByRole('region', { name: 'Оценка' });
    expect(within(estimate).getByText('15–150 кВт')).toBeInTheDocument();
    // Opening a link does not add it to «Мои расчёты».
    expect(await loadSavedEstimates()).toEqual([]);
  });

  it('a hand-edited hostile link never breaks the page', async () => {
    renderCalculatorAt('power-upgrade', '/services/electrical/power-upgrade?q=9%00__proto__&q=1');
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/upgrade$/));
    expect(screen.getByTestId('upgrade-total')).toHaveTextContent('0');
  });
});

describe('«Поделиться»', () => {
  it('shares through the Web Share API with the link of the inputs', async () => {
    const share = vi.fn(() => Promise.resolve());
    setNavigator({ share });
    renderCalculatorAt('power-upgrade', '/services/electrical/power-upgrade?q=222222');
    await waitFor(() => expect(screen.getByTestId('upgrade-total')).toHaveTextContent('12'));
    await userEvent.click(screen.getByRole('button', { name: 'Поделиться' }));
    expect(share).toHaveBeenCalledWith({
      title: 'КУБ: Увеличение мощности',
      text: 'Увеличение мощности — 12 из 12 — Модернизация необходима (ответов: 6 из 6)',
      url: 'http://localhost:3000/services/electrical/power-upgrade?q=222222',
    });
  });

  it('copies the link with the toast «Ссылка скопирована» where the device cannot share', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setNavigator({ clipboard: { writeText } });
    renderCalculatorAt('indoor', '/services/electrical/indoor?type=warehouse&store=300');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Тип объекта' })).toHaveValue('warehouse'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Поделиться' }));
    expect(await screen.findByText('Ссылка скопирована')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(
      'http://localhost:3000/services/electrical/indoor?type=warehouse&level=standard&light=base&store=300',
    );
  });

  it('shows the link to copy by hand when both fail', async () => {
    setNavigator({
      share: () => Promise.reject(new DOMException('no', 'NotAllowedError')),
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    renderCalculatorAt('power-upgrade', '/services/electrical/power-upgrade');
    await userEvent.click(screen.getByRole('button', { name: 'Поделиться' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось ни поделиться ссылкой, ни скопировать её.',
    );
    expect(screen.getByRole('textbox', { name: 'Ссылка на расчёт' })).toHaveValue(
      'http://localhost:3000/services/electrical/power-upgrade?q=------',
    );
  });
});

describe('«Распечатать»', () => {
  it('calls window.print, and the printout holds the company, totals and the note', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderCalculatorAt('indoor', '/services/electrical/indoor?type=warehouse&store=300');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Тип объекта' })).toHaveValue('warehouse'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Распечатать' }));
    expect(print).toHaveBeenCalledTimes(1);
    const sheet = screen.getByRole('article', { name: 'Расчёт для печати', hidden: true });
    expect(sheet).toHaveTextContent('КУБ');
    expect(sheet).toHaveTextContent('Внутренний электромонтаж: предварительный расчёт');
    expect(sheet).toHaveTextContent('Склад');
    expect(sheet).toHaveTextContent('Расчёт предварительный и не является офертой.');
  });

  it('power connection: print and share wait for «Рассчитать»', async () => {
    renderCalculatorAt('power-connection', '/services/electrical/power-connection');
    expect(screen.getByRole('button', { name: 'Распечатать' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Поделиться' })).toBeDisabled();
  });
});

describe('«Мои расчёты»', () => {
  it('«Рассчитать» saves the estimate once; «Открыть» restores it; «Удалить» removes it', async () => {
    const user = userEvent.setup();
    renderCalculatorAt('power-connection', '/services/electrical/power-connection');
    const address = screen.getByRole('textbox', { name: /Адрес объекта/ });
    await user.type(address, 'Тверь, ул. Ленина, 1');
    await user.click(screen.getByRole('button', { name: 'Рассчитать' }));
    await user.click(screen.getByRole('button', { name: 'Рассчитать' }));
    const list = await screen.findByRole('list', { name: 'Сохранённые расчёты' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Подключение к электросетям');
    expect(list).toHaveTextContent('Тверь, ул. Ленина, 1: 15 кВт, 100 м, 3 фазы — 35 дней');

    await user.clear(address);
    await user.type(address, 'Другой адрес');
    expect(address).toHaveValue('Другой адрес');
    await user.click(within(list).getByRole('link', { name: /^Открыть расчёт/ }));
    await waitFor(() => expect(address).toHaveValue('Тверь, ул. Ленина, 1'));

    await user.click(within(list).getByRole('button', { name: /^Удалить расчёт/ }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Сохранённые расчёты' })).not.toBeInTheDocument(),
    );
    expect(await loadSavedEstimates()).toEqual([]);
  });

  it('«Сохранить расчёт» keeps a quiz estimate with its date', async () => {
    renderCalculatorAt('power-upgrade', '/services/electrical/power-upgrade?q=21----');
    await waitFor(() => expect(screen.getByTestId('upgrade-total')).toHaveTextContent('3'));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить расчёт' }));
    const list = await screen.findByRole('list', { name: 'Сохранённые расчёты' });
    expect(list).toHaveTextContent('3 из 12 — Пока можно не трогать (ответов: 2 из 6)');
    expect(list).toHaveTextContent('/services/electrical/power-upgrade?q=21----');
    expect(within(list).getByRole('link', { name: /^Открыть/ })).toHaveAttribute(
      'href',
      '/services/electrical/power-upgrade?q=21----',
    );
  });
});
