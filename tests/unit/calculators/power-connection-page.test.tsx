import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderCalculatorPage } from './render-page';

vi.mock(
  '../../../src/features/contact-form/contact-section',
  () => import('../support/contact-section-stand-in'),
);

const estimate = () => screen.getByRole('region', { name: 'Оценка' });

describe('power connection page', () => {
  it('has the electrical tabs, its h1 and the contact section', () => {
    const { container } = renderCalculatorPage('power-connection');
    const tabs = screen.getByRole('navigation', { name: 'Разделы электромонтажа' });
    expect(within(tabs).getByRole('link', { name: 'Подключение к сетям' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Подключение к электросетям',
    );
    expect(container.querySelector('#contact')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Что делаем' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Результат и документы' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Как проходит подключение' })).toBeInTheDocument();
  });

  it('starts at 15 kW, 100 m and three phases, with the address placeholder', () => {
    renderCalculatorPage('power-connection');
    expect(screen.getByRole('slider', { name: 'Требуемая мощность' })).toHaveValue('15');
    expect(screen.getByRole('slider', { name: 'Расстояние до ближайших сетей' })).toHaveValue(
      '100',
    );
    expect(screen.getByRole('radio', { name: /3ф/ })).toBeChecked();
    const address = screen.getByRole('textbox', { name: /Адрес объекта/ });
    expect(address).toHaveAttribute('placeholder', 'Город, улица, дом');
    expect(address).toBeRequired();
  });

  it('asks for the address before calculating', async () => {
    const user = userEvent.setup();
    renderCalculatorPage('power-connection');
    await user.click(screen.getByRole('button', { name: 'Рассчитать' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Укажите адрес объекта');
    expect(screen.getByRole('textbox', { name: /Адрес объекта/ })).toHaveFocus();
    expect(within(estimate()).queryByText('до 15 кВт')).toBeNull();
  });

  it("'Рассчитать' shows the category, the term and the next steps", async () => {
    const user = userEvent.setup();
    renderCalculatorPage('power-connection');
    await user.type(
      screen.getByRole('textbox', { name: /Адрес объекта/ }),
      'Архангельск, Ленина, 1',
    );
    await user.click(screen.getByRole('button', { name: 'Рассчитать' }));
    // 15 kW, 100 m: 30 + 5 × ceil(100 / 200) = 35 days; 35 / 7 = 5 weeks
    const panel = estimate();
    expect(within(panel).getByText('до 15 кВт')).toBeInTheDocument();
    expect(within(panel).getByText(/35 дней/)).toBeInTheDocument();
    expect(within(panel).getByText('≈ 5 недель')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Что дальше' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
  });

  it('sliders change the values; the estimate follows on the next calculation', async () => {
    const user = userEvent.setup();
    renderCalculatorPage('power-connection');
    await user.type(screen.getByRole('textbox', { name: /Адрес объекта/ }), 'Северодвинск');
    await user.click(screen.getByRole('button', { name: 'Рассчитать' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Требуемая мощность' }), {
      target: { value: '300' },
    });
    fireEvent.change(screen.getByRole('slider', { name: 'Расстояние до ближайших сетей' }), {
      target: { value: '1000' },
    });
    expect(screen.getByText(/Параметры изменились/)).toBeInTheDocument();
    expect(within(estimate()).getByText('до 15 кВт')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Рассчитать' }));
    // 300 kW, 1000 m: 75 + 5 × 5 = 100 days (within 30–120); card: 100 -> 90; 100 / 7 -> 14
    const panel = estimate();
    expect(within(panel).getByText('150+ кВт')).toBeInTheDocument();
    expect(within(panel).getByText(/100 дней/)).toBeInTheDocument();
    expect(within(panel).getByText('≈ 14 недель')).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Коротко о подключении' });
    expect(within(cards).getByText('90 дней')).toBeInTheDocument();
    expect(screen.queryByText(/Параметры изменились/)).toBeNull();
  });

  it('the phase toggle switches to one phase', async () => {
    const user = userEvent.setup();
    renderCalculatorPage('power-connection');
    await user.click(screen.getByRole('radio', { name: /1ф/ }));
    expect(screen.getByRole('radio', { name: /1ф/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /3ф/ })).not.toBeChecked();
  });

  it('the address button reveals the hint', async () => {
    const user = userEvent.setup();
    renderCalculatorPage('power-connection');
    const button = screen.getByRole('button', { name: 'Оценить подключение по адресу' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/адрес объекта и требуемую мощность/)).toBeVisible();
  });
});
