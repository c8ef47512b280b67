import type { IndoorInputs } from '../domain/calculators/indoor-inputs';
import type { PowerConnectionInputs } from '../domain/calculators/power-connection';
import type { UpgradeAnswers } from '../domain/calculators/power-upgrade';

/**
 * The calculators' inputs kept on the device (IndexedDB through idb-keyval, in
 * `calculator-inputs-store.ts`), one record per calculator, so a sales engineer finds them again
 * on the next visit, online or not. Each calculator reads and writes its own record through its
 * own sanitiser (`usePersistedInputs`), so its page carries no other calculator's rules.
 */
export interface CalculatorInputsMap {
  'power-connection': PowerConnectionInputs;
  'power-upgrade': UpgradeAnswers;
  indoor: IndoorInputs;
}
