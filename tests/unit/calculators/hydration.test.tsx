import 'fake-indexeddb/auto';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, type CalculatorKey } from '../../../src/config/paths';
import { CalculatorPage } from './render-page';
import { clearCalculatorInputs, saveCalculatorInputs } from './calculator-inputs-by-key';
import { changeScenario, defaultIndoorInputs } from '../../../src/domain/calculators/indoor-inputs';

vi.mock(
  '../../../src/features/contact-form/contact-section',
  () => import('../support/contact-section-stand-in'),
);

const tree = (key: CalculatorKey) => (
  <MemoryRouter initialEntries={[paths.calculator(key)]}>
    <CalculatorPage calculatorKey={key} />
  </MemoryRouter>
);

afterEach(async () => {
  await clearCalculatorInputs('indoor');
});

describe('server render and hydration', () => {
  it.each(['power-connection', 'power-upgrade', 'indoor'] as const)(
    '%s hydrates without a mismatch, even with stored inputs',
    async (key) => {
      await saveCalculatorInputs('indoor', changeScenario(defaultIndoorInputs(), 'warehouse'));
      const html = renderToString(tree(key));
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.appendChild(container);
      const errors: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, tree(key), { onRecoverableError: (error) => errors.push(error) });
      });
      expect(errors).toEqual([]);
      expect(container.querySelector('h1')).not.toBeNull();
      container.remove();
    },
  );
});
