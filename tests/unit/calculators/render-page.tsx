import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { paths, type CalculatorKey } from '../../../src/config/paths';
import { IndoorPage } from '../../../src/pages/calculators/indoor-page';
import { PowerConnectionPage } from '../../../src/pages/calculators/power-connection-page';
import { PowerUpgradePage } from '../../../src/pages/calculators/power-upgrade-page';

/** Each calculator's page, as the app's page loaders map them (each in its own chunk there). */
export const CALCULATOR_PAGES: Record<CalculatorKey, ComponentType> = {
  'power-connection': PowerConnectionPage,
  'power-upgrade': PowerUpgradePage,
  indoor: IndoorPage,
};

/** A calculator's page by its key. */
export function CalculatorPage({ calculatorKey }: { calculatorKey: CalculatorKey }) {
  const Page = CALCULATOR_PAGES[calculatorKey];
  return <Page />;
}

/** Renders a calculator page at its route, as the app does. */
export function renderCalculatorPage(key: CalculatorKey) {
  return render(
    <MemoryRouter initialEntries={[paths.calculator(key)]}>
      <CalculatorPage calculatorKey={key} />
    </MemoryRouter>,
  );
}
