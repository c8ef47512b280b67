import { clamp, roundToStep, toFiniteNumber } from './numbers';
import { UNITS } from './units';

/** Power connection calculator (accounts §3.5, §4.4, §5.7, §9 "Power connection"). */

/** The two sliders: limits, step, default and unit. */
export const POWER_KW = { min: 1, max: 300, step: 1, default: 15, unit: UNITS.kilowatts } as const;
export const DISTANCE_M = {
  min: 0,
  max: 1000,
  step: 10,
  default: 100,
  unit: UNITS.metres,
} as const;
export type PhaseCount = 1 | 3;
export const PHASES: readonly PhaseCount[] = [1, 3];
export const DEFAULT_PHASES: PhaseCount = 3;

/** The computed term's limits and the typical-term card's limits (spec README: both apply). */
export const TERM_DAYS = { min: 30, max: 120 } as const;
export const TYPICAL_TERM_DAYS = { min: 30, max: 90 } as const;
/** 5 days per started 200 m of line to the nearest grid. */
export const DAYS_PER_DISTANCE_STEP = 5;
export const DISTANCE_STEP_M = 200;

export interface PowerConnectionInputs {
  address: string;
  powerKw: number;
  distanceM: number;
  phases: PhaseCount;
}

export const DEFAULT_POWER_CONNECTION_INPUTS: PowerConnectionInputs = {
  address: '',
  powerKw: POWER_KW.default,
  distanceM: DISTANCE_M.default,
  phases: DEFAULT_PHASES,
};

export type PowerCategoryKey = 'small' | 'medium' | 'large';
export interface PowerCategory {
  key: PowerCategoryKey;
  label: string;
  baseDays: number;
}

export const POWER_CATEGORIES: Readonly<Record<PowerCategoryKey, PowerCategory>> = {
  small: { key: 'small', label: 'до 15 кВт', baseDays: 30 },
  medium: { key: 'medium', label: '15–150 кВт', baseDays: 45 },
  large: { key: 'large', label: '150+ кВт', baseDays: 75 },
};

export interface PowerConnectionResult {
  category: PowerCategory;
  /** The term in days, clamped to 30–120. */
  days: number;
  /** days / 7, rounded to the nearest whole week. */
  weeks: number;
  /** The typical-term card: the same unclamped days, clamped to 30–90. */
  typicalDays: number;
  nextSteps: string[];
}

/**
 * Requested power for the calculation.
 * Rules: non-numeric, NaN or ±Infinity -> the default 15 kW; below 1 (zero, negative) -> 1;
 * above 300 -> 300. Fractions are kept (15.0001 kW is above 15).
 */
export function normalisePowerKw(value: unknown): number {
  return clamp(toFiniteNumber(value, POWER_KW.default), POWER_KW.min, POWER_KW.max);
}

/**
 * Distance to the nearest grid for the calculation.
 * Rules: non-numeric, NaN or ±Infinity -> the default 100 m; negative -> 0; above 1000 -> 1000.
 */
export function normaliseDistanceM(value: unknown): number {
  return clamp(toFiniteNumber(value, DISTANCE_M.default), DISTANCE_M.min, DISTANCE_M.max);
}

/** Phase count. Rule: 1 or 3 (number or numeric string) is kept, anything else -> 3. */
export function normalisePhases(value: unknown): PhaseCount {
  const phases = toFiniteNumber(value, DEFAULT_PHASES);
  return PHASES.find((count) => count === phases) ?? DEFAULT_PHASES;
}

/**
 * Category by requested power: up to 15 kW inclusive 'до 15 кВт', above 15 up to 150 inclusive
 * '15–150 кВт', above 150 '150+ кВт'. The power goes through `normalisePowerKw` first.
 */
export function powerCategory(powerKw: number): PowerCategory {
  const kw = normalisePowerKw(powerKw);
  if (kw <= 15) return POWER_CATEGORIES.small;
  if (kw <= 150) return POWER_CATEGORIES.medium;
  return POWER_CATEGORIES.large;
}

/**
 * Extra days for the line: 5 per started 200 m, i.e. 5 * ceil(distance / 200); 0 m adds nothing.
 * The distance goes through `normaliseDistanceM` first.
 */
export function distanceExtraDays(distanceM: number): number {
  const metres = normaliseDistanceM(distanceM);
  return DAYS_PER_DISTANCE_STEP * Math.ceil(metres / DISTANCE_STEP_M);
}

/** Base days of the category plus the distance days, before any limit. */
export function unclampedConnectionDays(powerKw: number, distanceM: number): number {
  return powerCategory(powerKw).baseDays + distanceExtraDays(distanceM);
}

/** The computed term's limit: 30–120 days. Rule: a non-finite value -> 30. */
export function clampTermDays(days: number): number {
  return clamp(toFiniteNumber(days, TERM_DAYS.min), TERM_DAYS.min, TERM_DAYS.max);
}

/** The typical-term card's limit: 30–90 days. Rule: a non-finite value -> 30. */
export function clampTypicalTermDays(days: number): number {
  return clamp(
    toFiniteNumber(days, TYPICAL_TERM_DAYS.min),
    TYPICAL_TERM_DAYS.min,
    TYPICAL_TERM_DAYS.max,
  );
}

/**
 * Weeks shown next to the days: days / 7 rounded to the nearest integer (halves up). The days go
 * through `clampTermDays` first (so NaN -> 30 days -> 4 weeks).
 */
export function termWeeks(days: number): number {
  return Math.round(clampTermDays(days) / 7);
}

/** What to do next, in Russian, for the category (and a hint when one phase is too little). */
export function connectionNextSteps(powerKw: number, phases: PhaseCount): string[] {
  const category = powerCategory(powerKw);
  const steps = [...NEXT_STEPS[category.key]];
  if (normalisePhases(phases) === 1 && normalisePowerKw(powerKw) > 15) {
    steps.push(
      'Свыше 15 кВт однофазный ввод обычно не согласуют: заложите трёхфазное подключение — уточним по ТУ.',
    );
  }
  return steps;
}

const NEXT_STEPS: Readonly<Record<PowerCategoryKey, readonly string[]>> = {
  small: [
    'Подать заявку на технологическое присоединение в сетевую организацию (через личный кабинет).',
    'Получить технические условия и договор, оплатить присоединение.',
    'Смонтировать ввод, вводное устройство и узел учёта по ТУ на своём участке.',
    'Уведомить сетевую организацию о выполнении ТУ и подписать акт о присоединении.',
  ],
  medium: [
    'Собрать исходные данные: план участка, перечень нагрузок, категорию надёжности.',
    'Подать заявку, получить технические условия и договор технологического присоединения.',
    'Разработать и согласовать проект воздушной или кабельной линии и ввода.',
    'Выполнить монтаж, измерения и испытания, сдать объект сетевой организации.',
  ],
  large: [
    'Выполнить расчёт нагрузок и определить категорию надёжности электроснабжения.',
    'Получить технические условия; при необходимости предусмотреть ТП или РУ 0,4 кВ.',
    'Разработать проект и согласовать его с сетевой организацией.',
    'Выполнить монтаж и пусконаладку, пройти осмотр Ростехнадзора и получить акт о присоединении.',
  ],
};

/**
 * The whole estimate. Inputs are normalised field by field (see the `normalise*` rules), so any
 * value gives a result: the term clamped to 30–120 days, weeks, the typical-term card's 30–90
 * days and the next steps.
 */
export function calculatePowerConnection(
  inputs: Partial<PowerConnectionInputs>,
): PowerConnectionResult {
  const powerKw = normalisePowerKw(inputs.powerKw);
  const distanceM = normaliseDistanceM(inputs.distanceM);
  const phases = normalisePhases(inputs.phases);
  const unclamped = unclampedConnectionDays(powerKw, distanceM);
  const days = clampTermDays(unclamped);
  return {
    category: powerCategory(powerKw),
    days,
    weeks: termWeeks(days),
    typicalDays: clampTypicalTermDays(unclamped),
    nextSteps: connectionNextSteps(powerKw, phases),
  };
}

/** Longest address kept (a sanity limit for stored data). */
export const ADDRESS_MAX_LENGTH = 300;

/**
 * Inputs as the form keeps them (from a slider, a stored record or anything else).
 * Rules: a non-object -> the defaults; address: a string cut to 300 characters, anything else
 * -> ''; power: `normalisePowerKw` then rounded to the 1 kW step; distance: `normaliseDistanceM`
 * then rounded to the 10 m step; phases: `normalisePhases`.
 */
export function sanitizePowerConnectionInputs(value: unknown): PowerConnectionInputs {
  if (typeof value !== 'object' || value === null) return { ...DEFAULT_POWER_CONNECTION_INPUTS };
  const record = value as Record<string, unknown>;
  return {
    address: typeof record.address === 'string' ? record.address.slice(0, ADDRESS_MAX_LENGTH) : '',
    powerKw: clamp(
      roundToStep(normalisePowerKw(record.powerKw), POWER_KW.step),
      POWER_KW.min,
      POWER_KW.max,
    ),
    distanceM: clamp(
      roundToStep(normaliseDistanceM(record.distanceM), DISTANCE_M.step),
      DISTANCE_M.min,
      DISTANCE_M.max,
    ),
    phases: normalisePhases(record.phases),
  };
}
