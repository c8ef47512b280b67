import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createStore, set } from 'idb-keyval';
import {
  clearCalculatorInputs,
  loadCalculatorInputs,
  saveCalculatorInputs,
} from './calculator-inputs-by-key';
import { defaultIndoorInputs, setQuantity } from '../../../src/domain/calculators/indoor-inputs';

const rawStore = createStore('kub-calculators', 'inputs');

describe('calculator inputs on the device', () => {
  beforeEach(async () => {
    await clearCalculatorInputs('indoor');
    await clearCalculatorInputs('power-connection');
    await clearCalculatorInputs('power-upgrade');
  });

  it('returns null when nothing is stored', async () => {
    expect(await loadCalculatorInputs('indoor')).toBeNull();
  });

  it('saves, loads and clears per calculator', async () => {
    const indoor = setQuantity(defaultIndoorInputs(), 'openSpace', 200);
    await saveCalculatorInputs('indoor', indoor);
    await saveCalculatorInputs('power-upgrade', [2, 1, null, null, 0, 2]);
    expect(await loadCalculatorInputs('indoor')).toEqual(indoor);
    expect(await loadCalculatorInputs('power-upgrade')).toEqual([2, 1, null, null, 0, 2]);
    await clearCalculatorInputs('indoor');
    expect(await loadCalculatorInputs('indoor')).toBeNull();
    expect(await loadCalculatorInputs('power-upgrade')).not.toBeNull();
  });

  it('validates stored data through the domain sanitisers', async () => {
    await set(
      'calculator:power-connection',
      {
        version: 1,
        savedAt: 0,
        inputs: { address: 'Архангельск', powerKw: -4, distanceM: 'far', phases: 7 },
      },
      rawStore,
    );
    expect(await loadCalculatorInputs('power-connection')).toEqual({
      address: 'Архангельск',
      powerKw: 1,
      distanceM: 100,
      phases: 3,
    });
  });

  it('ignores records of another version or shape', async () => {
    await set('calculator:indoor', { version: 99, inputs: {} }, rawStore);
    expect(await loadCalculatorInputs('indoor')).toBeNull();
    await set('calculator:indoor', 'garbage', rawStore);
    expect(await loadCalculatorInputs('indoor')).toBeNull();
  });
});
