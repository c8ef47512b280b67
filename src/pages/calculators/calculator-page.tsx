import type { CalculatorKey } from '../../config/paths';
import { IndoorPage } from './indoor-page';
import { PowerConnectionPage } from './power-connection-page';
import { PowerUpgradePage } from './power-upgrade-page';

/** The three electrical calculator pages (accounts §2.6), one per route. */
export function CalculatorPage({ calculatorKey }: { calculatorKey: CalculatorKey }) {
  switch (calculatorKey) {
    case 'power-connection':
      return <PowerConnectionPage />;
    case 'power-upgrade':
      return <PowerUpgradePage />;
    case 'indoor':
      return <IndoorPage />;
  }
}
