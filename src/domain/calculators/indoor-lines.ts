import {
  QUANTITY_MODULES,
  SERVER_ROOM_MODULE,
  isQuantityModuleKey,
  levelOption,
  lightingOption,
  quantityInput,
  scenarioByKey,
  serverRoomOption,
} from './indoor-catalog';
import type { IndoorInputs } from './indoor-inputs';
import type { ModuleKey } from './indoor-types';
import type { UNITS } from './units';

/**
 * What the indoor estimate's renderings (the copied summary, the request's figures, the
 * printout) show of the inputs: the chosen options' labels and one line a module of the
 * scenario. The inputs are already sanitised. Pure.
 */
export interface IndoorChoices {
  scenario: string;
  level: string;
  lighting: string;
}

export interface IndoorModuleLine {
  key: ModuleKey;
  label: string;
  /** A quantity, or the server room option's label. */
  value: string | number;
  /** With a quantity only. */
  unit?: (typeof UNITS)['area' | 'pieces'];
}

export function indoorChoices(inputs: IndoorInputs): IndoorChoices {
  return {
    scenario: scenarioByKey(inputs.scenario).label,
    level: levelOption(inputs.level).label,
    lighting: lightingOption(inputs.lighting).label,
  };
}

export function indoorModuleLines(inputs: IndoorInputs): IndoorModuleLine[] {
  return scenarioByKey(inputs.scenario).modules.map((key): IndoorModuleLine => {
    if (!isQuantityModuleKey(key)) {
      return {
        key,
        label: SERVER_ROOM_MODULE.label,
        value: serverRoomOption(inputs.options.serverRoom ?? 'none').label,
      };
    }
    return {
      key,
      label: QUANTITY_MODULES[key].label,
      value: inputs.quantities[key] ?? 0,
      unit: quantityInput(key).unit,
    };
  });
}

/** «120 м²», «4 шт.», or the option's label. */
export function moduleValueText(line: IndoorModuleLine): string {
  return line.unit === undefined ? String(line.value) : `${line.value} ${line.unit}`;
}
