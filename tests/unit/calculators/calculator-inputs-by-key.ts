import type { CalculatorKey } from '../../../src/config/paths';
import { sanitizeIndoorInputs } from '../../../src/domain/calculators/indoor-inputs';
import { sanitizePowerConnectionInputs } from '../../../src/domain/calculators/power-connection';
import { sanitizeUpgradeAnswers } from '../../../src/domain/calculators/power-upgrade';
import type { CalculatorInputsMap } from '../../../src/offline/calculator-inputs';
import { loadStoredInputs, saveStoredInputs } from '../../../src/offline/calculator-inputs-store';

export {
  clearAllCalculatorInputs,
  clearCalculatorInputs,
} from '../../../src/offline/calculator-inputs-store';

/**
 * The device's calculator inputs by calculator, each through the sanitiser its calculator uses:
 * what the tests store before a page opens and read after it has saved.
 */
const SANITIZERS: { [K in CalculatorKey]: (value: unknown) => CalculatorInputsMap[K] } = {
  'power-connection': sanitizePowerConnectionInputs,
  'power-upgrade': sanitizeUpgradeAnswers,
  indoor: sanitizeIndoorInputs,
};

export function loadCalculatorInputs<K extends CalculatorKey>(
  key: K,
): Promise<CalculatorInputsMap[K] | null> {
  return loadStoredInputs(key, SANITIZERS[key]);
}

export function saveCalculatorInputs<K extends CalculatorKey>(
  key: K,
  inputs: CalculatorInputsMap[K],
): Promise<void> {
  return saveStoredInputs(key, inputs, SANITIZERS[key]);
}
