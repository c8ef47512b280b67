import {
  COST_BREAKDOWN,
  QUANTITY_MODULES,
  isQuantityModuleKey,
  levelOption,
  lightingOption,
  scenarioByKey,
  serverRoomOption,
} from './indoor-catalog';
import type { BreakdownSlice, ModuleKey } from './indoor-types';
import { sanitizeIndoorInputs, type IndoorInputs } from './indoor-inputs';
import { ceilClean, roundToStep } from './numbers';

/** The indoor configurator's calculation (accounts §9 "Indoor configurator"). */

export const MIN_DAYS = 3;
export const COST_ROUNDING = 1000;

export type RecommendationKey =
  'server' | 'shortCircuit' | 'emergency' | 'cashDesks' | 'floorBoard' | 'rcd' | 'documents';

export interface Recommendation {
  key: RecommendationKey;
  text: string;
}

export interface IndoorResult {
  sockets: number;
  lights: number;
  three: number;
  /** Roubles, rounded to the nearest 1000. */
  cost: number;
  /** Working days, rounded up, at least 3. */
  days: number;
  recommendations: Recommendation[];
}

export const RECOMMENDATION_TEXTS: Readonly<Record<RecommendationKey, string>> = {
  server:
    'Серверная или стойка: ИБП, выделенная группа питания и отдельное заземление оборудования.',
  shortCircuit:
    'Много трёхфазных потребителей или производственные линии: проверим токи короткого замыкания и селективность защиты.',
  emergency: 'Склад от 300 м²: аварийное освещение и световые указатели «Выход».',
  cashDesks: 'Торговый зал: отдельные линии для касс и ИБП на кассовые узлы.',
  floorBoard:
    'Большой open space: разделим линии по зонам и поставим этажный щит рядом с нагрузкой.',
  rcd: 'Кухня: УЗО 30 мА на линии розеток и технологического оборудования.',
  documents:
    'По завершении: фотоотчёт скрытых работ, исполнительная документация и протоколы измерений.',
};

/**
 * Computes the totals for the inputs. The inputs go through `sanitizeIndoorInputs` first, so any
 * value gives a finite result. Only modules of the current scenario count.
 * - cost = (Σ qty × cost + server-room cost) × level cost factor × lighting cost factor,
 *   rounded to the nearest 1000 roubles (halves up);
 * - days = (Σ qty × days + server-room days) × level days factor, rounded up, at least 3;
 * - sockets = Σ qty × sockets, lights = Σ qty × lights × lighting lights factor,
 *   three = Σ qty × three, each rounded up.
 */
export function calculateIndoor(rawInputs: unknown): IndoorResult {
  const inputs = sanitizeIndoorInputs(rawInputs);
  const modules = scenarioByKey(inputs.scenario).modules;
  const level = levelOption(inputs.level);
  const lighting = lightingOption(inputs.lighting);

  let sockets = 0;
  let lights = 0;
  let three = 0;
  let cost = 0;
  let days = 0;
  for (const key of modules) {
    if (isQuantityModuleKey(key)) {
      const module = QUANTITY_MODULES[key];
      const qty = inputs.quantities[key] ?? 0;
      sockets += qty * module.sockets;
      lights += qty * module.lights;
      three += qty * module.three;
      cost += qty * module.cost;
      days += qty * module.days;
    } else {
      const option = serverRoomOption(inputs.options.serverRoom ?? 'none');
      cost += option.cost;
      days += option.days;
    }
  }

  const result = {
    sockets: ceilClean(sockets),
    lights: ceilClean(lights * lighting.lightsFactor),
    three: ceilClean(three),
    cost: roundToStep(cost * level.costFactor * lighting.costFactor, COST_ROUNDING),
    days: Math.max(MIN_DAYS, ceilClean(days * level.daysFactor)),
  };
  return { ...result, recommendations: recommendations(inputs, result.three) };
}

/**
 * The recommendations, in this order, each only from modules of the current scenario:
 * server room other than none or server racks > 0; three-phase total ≥ 4 or production lines > 0;
 * warehouse area ≥ 300; retail hall ≥ 150 or cash desks > 0; open space ≥ 250 or workplaces ≥ 60;
 * kitchen area > 0; and always the documents line.
 */
function recommendations(inputs: IndoorInputs, three: number): Recommendation[] {
  const modules = new Set<ModuleKey>(scenarioByKey(inputs.scenario).modules);
  const qty = (key: Exclude<ModuleKey, 'serverRoom'>) =>
    modules.has(key) ? (inputs.quantities[key] ?? 0) : 0;
  const serverRoom = modules.has('serverRoom') ? (inputs.options.serverRoom ?? 'none') : 'none';

  const rules: [RecommendationKey, boolean][] = [
    ['server', serverRoom !== 'none' || qty('serverRacks') > 0],
    ['shortCircuit', three >= 4 || qty('productionLines') > 0],
    ['emergency', qty('warehouse') >= 300],
    ['cashDesks', qty('retailHall') >= 150 || qty('cashDesks') > 0],
    ['floorBoard', qty('openSpace') >= 250 || qty('workplaces') >= 60],
    ['rcd', qty('kitchen') > 0],
    ['documents', true],
  ];
  return rules.filter(([, on]) => on).map(([key]) => ({ key, text: RECOMMENDATION_TEXTS[key] }));
}

/** The breakdown slices with their share of the cost in roubles (rounded to whole roubles). */
export function costBreakdown(cost: number): (BreakdownSlice & { amount: number })[] {
  const safe = Number.isFinite(cost) && cost > 0 ? cost : 0;
  return COST_BREAKDOWN.map((slice) => ({
    ...slice,
    amount: Math.round((safe * slice.percent) / 100),
  }));
}
