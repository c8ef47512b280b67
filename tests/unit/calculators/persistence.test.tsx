import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  changeScenario,
  defaultIndoorInputs,
  setQuantity,
} from '../../../src/domain/calculators/indoor-inputs';
import {
  clearAllCalculatorInputs,
  loadCalculatorInputs,
  saveCalculatorInputs,
} from './calculator-inputs-by-key';
import { renderCalculatorPage } from './render-page';

vi.mock(
  '../../../src/features/contact-form/contact-section',
  () => import('../support/contact-section-stand-in'),
);

afterEach(clearAllCalculatorInputs);

describe('inputs kept on the device (fake IndexedDB)', () => {
  it('restores the indoor inputs on mount, after first rendering the defaults', async () => {
    let stored = changeScenario(defaultIndoorInputs(), 'retail');
    stored = setQuantity(stored, 'retailHall', 150);
    stored = { ...stored, level: 'premium' };
    await saveCalculatorInputs('indoor', stored);

    renderCalculatorPage('indoor');
    const select = screen.getByRole('combobox', { name: 'Тип объекта' });
    expect(select).toHaveValue('office'); // the server-rendered defaults come first
    await waitFor(() => expect(select).toHaveValue('retail'));
    expect(screen.getByRole('spinbutton', { name: 'Торговый зал' })).toHaveValue(150);
    expect(screen.getByRole('radio', { name: 'Премиум' })).toBeChecked();
  });

  it('restores the power connection inputs', async () => {
    await saveCalculatorInputs('power-connection', {
      address: 'Архангельск, Набережная, 5',
      powerKw: 120,
      distanceM: 450,
      phases: 1,
    });
    renderCalculatorPage('power-connection');
    expect(await screen.findByDisplayValue('Архангельск, Набережная, 5')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Требуемая мощность' })).toHaveValue('120');
    expect(screen.getByRole('slider', { name: 'Расстояние до ближайших сетей' })).toHaveValue(
      '450',
    );
    expect(screen.getByRole('radio', { name: /1ф/ })).toBeChecked();
  });

  it('restores the quiz answers', async () => {
    await saveCalculatorInputs('power-upgrade', [2, 2, 2, 1, null, null]);
    renderCalculatorPage('power-upgrade');
    await waitFor(() => expect(screen.getByTestId('upgrade-total')).toHaveTextContent('7'));
    expect(screen.getByRole('heading', { name: 'Модернизация необходима' })).toBeInTheDocument();
  });

  it('saves changes (debounced) and reset clears them', async () => {
    const user = userEvent.setup();
    renderCalculatorPage('indoor');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Санузлы' }), {
      target: { value: '4' },
    });
    await waitFor(async () =>
      expect((await loadCalculatorInputs('indoor'))?.quantities.sanitary).toBe(4),
    );
    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    await waitFor(async () => expect(await loadCalculatorInputs('indoor')).toBeNull());
  });
});
