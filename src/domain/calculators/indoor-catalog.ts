/** The indoor configurator's constants, exactly as accounts §9 "Indoor configurator" lists them. */

import type {
  QuantityModuleKey,
  ModuleKey,
  Scenario,
  QuantityModule,
  EnumOption,
  EnumModule,
  LevelOption,
  LightingOption,
  BreakdownSlice,
} from './indoor-types';
import { UNITS } from './units';

const OFFICE: Scenario = {
  key: 'office',
  label: 'Офис',
  modules: [
    'openSpace',
    'workplaces',
    'meetingRooms',
    'cabinets',
    'serverRacks',
    'serverRoom',
    'sanitary',
    'emergencyLight',
  ],
};

export const SCENARIOS: readonly Scenario[] = [
  OFFICE,
  {
    key: 'retail',
    label: 'Магазин',
    modules: ['retailHall', 'cashDesks', 'sanitary', 'emergencyLight', 'serverRoom'],
  },
  { key: 'warehouse', label: 'Склад', modules: ['warehouse', 'sanitary', 'emergencyLight'] },
  {
    key: 'production',
    label: 'Производство',
    modules: ['workshop', 'productionLines', 'sanitary', 'emergencyLight'],
  },
  {
    key: 'horeca',
    label: 'Кафе и ресторан',
    modules: ['kitchen', 'retailHall', 'sanitary', 'emergencyLight'],
  },
  {
    key: 'apartment',
    label: 'Квартира',
    modules: ['openSpace', 'cabinets', 'sanitary', 'emergencyLight'],
  },
];

// prettier-ignore
export const QUANTITY_MODULES: Readonly<Record<QuantityModuleKey, QuantityModule>> = {
  openSpace:       { key: 'openSpace',       type: 'area',  label: 'Открытая зона',          sockets: 0.18, lights: 0.09, three: 0,    cost: 1900,  days: 0.02 },
  workplaces:      { key: 'workplaces',      type: 'count', label: 'Рабочие места',          sockets: 4,    lights: 0,    three: 0,    cost: 12000, days: 0.1 },
  meetingRooms:    { key: 'meetingRooms',    type: 'count', label: 'Переговорные',           sockets: 6,    lights: 2,    three: 0,    cost: 35000, days: 0.5 },
  cabinets:        { key: 'cabinets',        type: 'count', label: 'Кабинеты и комнаты',     sockets: 6,    lights: 2,    three: 0,    cost: 28000, days: 0.4 },
  serverRacks:     { key: 'serverRacks',     type: 'count', label: 'Серверные стойки',       sockets: 6,    lights: 1,    three: 0,    cost: 45000, days: 0.6 },
  retailHall:      { key: 'retailHall',      type: 'area',  label: 'Торговый зал',           sockets: 0.12, lights: 0.12, three: 0,    cost: 1400,  days: 0.015 },
  cashDesks:       { key: 'cashDesks',       type: 'count', label: 'Кассы',                  sockets: 6,    lights: 0,    three: 0,    cost: 22000, days: 0.25 },
  kitchen:         { key: 'kitchen',         type: 'area',  label: 'Кухня',                  sockets: 0.2,  lights: 0.1,  three: 0.04, cost: 2600,  days: 0.03 },
  warehouse:       { key: 'warehouse',       type: 'area',  label: 'Складская зона',         sockets: 0.03, lights: 0.08, three: 0,    cost: 900,   days: 0.012 },
  workshop:        { key: 'workshop',        type: 'area',  label: 'Цех',                    sockets: 0.06, lights: 0.12, three: 0.02, cost: 1600,  days: 0.02 },
  productionLines: { key: 'productionLines', type: 'count', label: 'Производственные линии', sockets: 6,    lights: 0,    three: 2,    cost: 90000, days: 2 },
  sanitary:        { key: 'sanitary',        type: 'count', label: 'Санузлы',                sockets: 1,    lights: 1,    three: 0,    cost: 8000,  days: 0.1 },
  emergencyLight:  { key: 'emergencyLight',  type: 'count', label: 'Аварийные светильники',  sockets: 0,    lights: 1,    three: 0,    cost: 6000,  days: 0.05 },
};

const NO_SERVER_ROOM: EnumOption = {
  key: 'none',
  label: 'Нет',
  cost: 0,
  days: 0,
  note: 'Серверное оборудование не предусмотрено',
};

export const SERVER_ROOM_MODULE: EnumModule = {
  key: 'serverRoom',
  type: 'enum',
  label: 'Серверная',
  options: [
    NO_SERVER_ROOM,
    {
      key: 'rack',
      label: 'Стойка + ИБП',
      cost: 120000,
      days: 2,
      note: 'Базовая стойка с ИБП на отдельной группе',
    },
    {
      key: 'room',
      label: 'Серверная с ИБП и климатом',
      cost: 220000,
      days: 4,
      note: 'Отдельное помещение: ИБП, кондиционирование, выделенный щит',
    },
  ],
};

const STANDARD_LEVEL: LevelOption = {
  key: 'standard',
  label: 'Стандарт',
  costFactor: 1,
  daysFactor: 1.05,
};

export const LEVELS: readonly LevelOption[] = [
  { key: 'economy', label: 'Эконом', costFactor: 0.92, daysFactor: 1 },
  STANDARD_LEVEL,
  { key: 'premium', label: 'Премиум', costFactor: 1.22, daysFactor: 1.15 },
];

const BASE_LIGHTING: LightingOption = {
  key: 'base',
  label: 'Базовое',
  lightsFactor: 1,
  costFactor: 1,
};

export const LIGHTING: readonly LightingOption[] = [
  BASE_LIGHTING,
  { key: 'accent', label: 'Акцентное', lightsFactor: 1.15, costFactor: 1.06 },
  { key: 'bright', label: 'Яркое', lightsFactor: 1.3, costFactor: 1.12 },
];

export const COST_BREAKDOWN: readonly BreakdownSlice[] = [
  { key: 'works', label: 'Работы', percent: 48 },
  { key: 'materials', label: 'Материалы', percent: 34 },
  { key: 'tooling', label: 'Инструмент и техника', percent: 8 },
  { key: 'organisation', label: 'Организация', percent: 10 },
];

/**
 * How a quantity is entered, by the module's type: its unit, the stepper's step (accounts §5.7:
 * 10 m² for areas, 1 for counts) and a sanity limit (not in the spec: 100 000 m², 10 000 pieces).
 */
export const QUANTITY_INPUTS = {
  area: { unit: UNITS.area, step: 10, max: 100_000 },
  count: { unit: UNITS.pieces, step: 1, max: 10_000 },
} as const;

export function quantityInput(
  key: QuantityModuleKey,
): (typeof QUANTITY_INPUTS)[QuantityModule['type']] {
  return QUANTITY_INPUTS[QUANTITY_MODULES[key].type];
}

export function isQuantityModuleKey(key: ModuleKey): key is QuantityModuleKey {
  return key !== 'serverRoom';
}

function lookup<T extends { key: string }>(options: readonly T[], fallback: T) {
  return (key: string): T => options.find((option) => option.key === key) ?? fallback;
}

/** Lookups by key; an unknown key gives the default (office, none, standard, base). */
export const scenarioByKey = lookup(SCENARIOS, OFFICE);
export const serverRoomOption = lookup(SERVER_ROOM_MODULE.options, NO_SERVER_ROOM);
export const levelOption = lookup(LEVELS, STANDARD_LEVEL);
export const lightingOption = lookup(LIGHTING, BASE_LIGHTING);
