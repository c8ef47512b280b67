import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { paths, type CalculatorKey } from '../../../src/config/paths';
import { CalculatorPage } from '../../../src/pages/calculators/calculator-page';

/** Renders a calculator page at its route, as the app does. */
export function renderCalculatorPage(key: CalculatorKey) {
  return render(
    <MemoryRouter initialEntries={[paths.calculator(key)]}>
      <CalculatorPage calculatorKey={key} />
    </MemoryRouter>,
  );
}
