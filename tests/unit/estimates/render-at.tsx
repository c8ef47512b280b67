import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { CalculatorKey } from '../../../src/config/paths';
import { CalculatorPage } from '../calculators/render-page';
import { ToastViewport } from '../../../src/ui/toast/toast-viewport';

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a calculator page at an address (a share link, say), with the toasts and the address. */
export function renderCalculatorAt(key: CalculatorKey, address: string) {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <CalculatorPage calculatorKey={key} />
      <ToastViewport placement="top" />
      <Address />
    </MemoryRouter>,
  );
}
