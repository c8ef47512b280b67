import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderCalculatorPage } from './render-page';

vi.mock(
  '../../../src/features/contact-form/contact-section',
  () => import('../support/contact-section-stand-in'),
);

const NBSP = '\u00a0';
const scenario = () => screen.getByRole('combobox', { name: 'Тип объекта' });
const field = (name: string) => screen.getByRole('spinbutton', { name });

async function setField(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  await user.clear(field(name));
  await user.type(field(name), value);
}

describe('indoor page', () => {
  it('has the tabs, the h1, the lists, the breakdown bar and the contact section', () => {
    const { container } = renderCalculatorPage('indoor');
    expect(screen.getByRole('navigation', { name: 'Разделы электромонтажа' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Внутренний электромонтаж');
    expect(screen.getByText(/Исполнительная документация/)).toBeInTheDocument();
    expect(screen.getByText(/Протоколы измерений/)).toBeInTheDocument();
    expect(screen.getByText('Фотоотчёт скрытых работ.')).toBeInTheDocument();
    expect(
      screen.getByRole('figure', { name: 'Из чего складывается стоимость' }),
    ).toBeInTheDocument();
    expect(container.querySelector('#contact')).not.toBeNull();
  });

  it('starts with the defaults: office, standard, base, zeros, no server room', () => {
    renderCalculatorPage('indoor');
    expect(scenario()).toHaveValue('office');
    expect(screen.getByRole('radio', { name: 'Стандарт' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Базовое' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Нет/ })).toBeChecked();
    const steppers = screen.getAllByRole('spinbutton');
    expect(steppers).toHaveLength(7); // office: 7 quantity modules + the server room options
    for (const stepper of steppers) expect(stepper).toHaveValue(0);
    expect(screen.getByTestId('indoor-cost')).toHaveTextContent('≈ 0 ₽'); // whitespace (NBSP) is normalised;
    expect(screen.getByTestId('indoor-days')).toHaveTextContent('3 дня');
  });

  it('steppers move by 10 m² and 1 piece and never below 0', async () => {
    const user = userEvent.setup();
    renderCalculatorPage('indoor');
    const minus = screen.getByRole('button', { name: 'Уменьшить: Открытая зона' });
    expect(minus).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Увеличить: Открытая зона' }));
    await user.click(screen.getByRole('button', { name: 'Увеличить: Открытая зона' }));
    expect(field('Открытая зона')).toHaveValue(20);
    await user.click(screen.getByRole('button', { name: 'Увеличить: Рабочие места' }));
    expect(field('Рабочие места')).toHaveValue(1);
    await setField(user, 'Санузлы', '-4');
    await user.tab();
    expect(field('Санузлы')).toHaveValue(0);
  });

  it('updates the totals from the modules', async () => {
    const user = userEvent.setup();
    renderCalculatorPage('indoor');
    await setField(user, 'Открытая зона', '100');
    // 100 m²: sockets 18, lights 9, cost 190 000 ₽; days 2 × 1.05 = 2.1 -> 3
    expect(screen.getByTestId('indoor-sockets')).toHaveTextContent('18');
    expect(screen.getByTestId('indoor-lights')).toHaveTextContent('9');
    expect(screen.getByTestId('indoor-cost')).toHaveTextContent('≈ 190 000 ₽');
    await user.click(screen.getByRole('radio', { name: /Серверная с ИБП и климатом/ }));
    // + 220 000 = 410 000 ₽; (2 + 4) × 1.05 = 6.3 -> 7 days
    expect(screen.getByTestId('indoor-cost')).toHaveTextContent('≈ 410 000 ₽');
    expect(screen.getByTestId('indoor-days')).toHaveTextContent('7 дней');
    expect(screen.getByText(/ИБП, выделенная группа питания/)).toBeInTheDocument();
  });

  it('changing the scenario keeps the values', async () => {
    const user = userEvent.setup();
    renderCalculatorPage('indoor');
    await setField(user, 'Открытая зона', '120');
    await setField(user, 'Рабочие места', '8');

    await user.selectOptions(scenario(), 'apartment');
    expect(field('Открытая зона')).toHaveValue(120);
    expect(screen.queryByRole('spinbutton', { name: 'Рабочие места' })).toBeNull();

    await user.selectOptions(scenario(), 'warehouse');
    expect(field('Складская зона')).toHaveValue(0);
    expect(screen.getAllByRole('spinbutton')).toHaveLength(3);

    await user.selectOptions(scenario(), 'office');
    expect(field('Открытая зона')).toHaveValue(120);
    expect(field('Рабочие места')).toHaveValue(8);
  });

  it('reset restores the defaults', async () => {
    const user = userEvent.setup();
    renderCalculatorPage('indoor');
    await user.selectOptions(scenario(), 'retail');
    await setField(user, 'Торговый зал', '200');
    await user.click(screen.getByRole('radio', { name: 'Премиум' }));
    await user.click(screen.getByRole('radio', { name: 'Яркое' }));
    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(scenario()).toHaveValue('office');
    expect(screen.getByRole('radio', { name: 'Стандарт' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Базовое' })).toBeChecked();
    for (const stepper of screen.getAllByRole('spinbutton')) expect(stepper).toHaveValue(0);
    await user.selectOptions(scenario(), 'retail');
    expect(field('Торговый зал')).toHaveValue(0);
  });

  it('copy summary writes to the clipboard, then alerts', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderCalculatorPage('indoor');
    await setField(user, 'Санузлы', '2');
    await user.click(screen.getByRole('button', { name: 'Скопировать сводку' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Сводка скопирована в буфер обмена'));
    expect(writeText).toHaveBeenCalledTimes(1);
    const text = writeText.mock.calls[0]![0];
    expect(text).toContain('Тип объекта: Офис');
    expect(text).toContain('Санузлы: 2 шт.');
    expect(text).toContain(`Стоимость: ≈ 16${NBSP}000${NBSP}₽`); // 2 × 8000
  });

  it('a clipboard failure is ignored silently', async () => {
    const user = userEvent.setup();
    const writeText = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderCalculatorPage('indoor');
    await user.click(screen.getByRole('button', { name: 'Скопировать сводку' }));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(alert).not.toHaveBeenCalled();
  });

  it('the assemble button shows the exact alert', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderCalculatorPage('indoor');
    await user.click(screen.getByRole('button', { name: 'Собрать комплект по плану' }));
    expect(alert).toHaveBeenCalledWith(
      'Ок! Пришлите план/описание — соберём комплектацию и точную смету.',
    );
  });

  it('shows the breakdown shares', () => {
    renderCalculatorPage('indoor');
    const legend = within(screen.getByRole('figure', { name: 'Из чего складывается стоимость' }));
    expect(legend.getByText('48%')).toBeInTheDocument();
    expect(legend.getByText('34%')).toBeInTheDocument();
    expect(legend.getByText('8%')).toBeInTheDocument();
    expect(legend.getByText('10%')).toBeInTheDocument();
  });
});
