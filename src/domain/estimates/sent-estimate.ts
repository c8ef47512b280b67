import { sanitizeIndoorInputs } from '../calculators/indoor-inputs';
import { sanitizePowerConnectionInputs } from '../calculators/power-connection';
import { sanitizeUpgradeAnswers } from '../calculators/power-upgrade';
import type { EstimateFigures, EstimateLine, EstimateTotal } from './estimate-figures';
import { estimateFigures } from './estimate-figures';
import { type EstimateInputsMap, type EstimateKind, isEstimateKind } from './estimate-kinds';
import { readEstimateInputs } from './estimate-inputs';

/**
 * An estimate as it travels with a request («Отправить расчёт», issue 17): the calculator, its
 * inputs, the result lines and totals the device showed, and the version of the app that computed
 * them. Built on the device, checked and recomputed by the server with the same code. Pure.
 */
export interface SentEstimate<K extends EstimateKind = EstimateKind> extends EstimateFigures {
  calculator: K;
  inputs: EstimateInputsMap[K];
  appVersion: string;
}

/** The limits of a sent estimate (hostile input is refused before anything is computed). */
export const SENT_ESTIMATE_LIMITS = {
  lines: 40,
  totals: 10,
  /** Characters of one key, label, unit or text value. */
  text: 500,
  appVersion: 64,
  /** Characters of the whole estimate as JSON. */
  json: 16_384,
} as const;

/** The messages of a refused estimate (the API's 400, field `estimate`). */
export const SENT_ESTIMATE_MESSAGES = {
  shape: 'Расчёт не распознан: ожидается объект с калькулятором, исходными данными и итогами.',
  calculator: 'Расчёт не распознан: неизвестный калькулятор.',
  inputs: 'Расчёт не распознан: неизвестные или неверные исходные данные калькулятора.',
  lines: `Расчёт не распознан: строки расчёта неверны или их больше ${SENT_ESTIMATE_LIMITS.lines}.`,
  totals: `Расчёт не распознан: итоги неверны или их больше ${SENT_ESTIMATE_LIMITS.totals}.`,
  appVersion: 'Расчёт не распознан: не указана версия приложения.',
  size: 'Расчёт слишком большой.',
} as const;

export type SentEstimateResult = { ok: true; value: SentEstimate } | { ok: false; error: string };

const TOP_KEYS = ['calculator', 'inputs', 'lines', 'totals', 'appVersion'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const hasOnly = (record: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(record).every((key) => keys.includes(key));
const isText = (value: unknown, min = 0): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= SENT_ESTIMATE_LIMITS.text;
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function readLine(value: unknown): EstimateLine | null {
  if (!isRecord(value) || !hasOnly(value, ['key', 'label', 'value', 'unit'])) return null;
  const { key, label, unit } = value;
  const lineValue = value.value;
  if (!isText(key, 1) || !isText(label)) return null;
  if (!isText(lineValue) && !isFiniteNumber(lineValue)) return null;
  if (unit !== undefined && !isText(unit)) return null;
  return unit === undefined
    ? { key, label, value: lineValue }
    : { key, label, value: lineValue, unit };
}

function readTotal(value: unknown): EstimateTotal | null {
  if (!isRecord(value) || !hasOnly(value, ['key', 'label', 'value', 'unit'])) return null;
  const { key, label, unit } = value;
  const total = value.value;
  if (!isText(key, 1) || !isText(label) || !isFiniteNumber(total) || !isText(unit)) return null;
  return { key, label, value: total, unit };
}

function readList<T>(value: unknown, max: number, read: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(value) || value.length > max) return null;
  const items: T[] = [];
  for (const item of value) {
    const read1 = read(item);
    if (read1 === null) return null;
    items.push(read1);
  }
  return items;
}

function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? Infinity;
  } catch {
    return Infinity;
  }
}

/**
 * Reads an estimate from a request body. Refused (with the message to show): anything but an
 * object of the five known keys, an unknown calculator, inputs of another shape (unknown keys,
 * wrong types, non-finite numbers), too many or malformed lines or totals, a missing app version,
 * over 16 KB as JSON. Values are not compared here: see `checkSentEstimate`. Never throws.
 */
export function readSentEstimate(raw: unknown): SentEstimateResult {
  const fail = (error: string): SentEstimateResult => ({ ok: false, error });
  if (!isRecord(raw) || !hasOnly(raw, TOP_KEYS)) return fail(SENT_ESTIMATE_MESSAGES.shape);
  if (jsonLength(raw) > SENT_ESTIMATE_LIMITS.json) return fail(SENT_ESTIMATE_MESSAGES.size);
  if (!isEstimateKind(raw.calculator)) return fail(SENT_ESTIMATE_MESSAGES.calculator);
  const inputs = readEstimateInputs(raw.calculator, raw.inputs);
  if (inputs === null) return fail(SENT_ESTIMATE_MESSAGES.inputs);
  const lines = readList(raw.lines, SENT_ESTIMATE_LIMITS.lines, readLine);
  if (lines === null) return fail(SENT_ESTIMATE_MESSAGES.lines);
  const totals = readList(raw.totals, SENT_ESTIMATE_LIMITS.totals, readTotal);
  if (totals === null) return fail(SENT_ESTIMATE_MESSAGES.totals);
  const { appVersion } = raw;
  if (
    typeof appVersion !== 'string' ||
    appVersion.trim() === '' ||
    appVersion.length > SENT_ESTIMATE_LIMITS.appVersion
  ) {
    return fail(SENT_ESTIMATE_MESSAGES.appVersion);
  }
  return {
    ok: true,
    value: { calculator: raw.calculator, inputs, lines, totals, appVersion } as SentEstimate,
  };
}

const SANITIZERS: { readonly [K in EstimateKind]: (inputs: unknown) => EstimateInputsMap[K] } = {
  'power-connection': sanitizePowerConnectionInputs,
  'power-upgrade': sanitizeUpgradeAnswers,
  indoor: sanitizeIndoorInputs,
};

/** The estimate of a calculator's inputs from anywhere (sanitised first), as the device sends it. */
export function estimateOf(calculator: EstimateKind, inputs: unknown, appVersion: string) {
  return buildSentEstimate(calculator, SANITIZERS[calculator](inputs), appVersion);
}

/** The estimate of a calculator's current inputs, as the device sends it. */
export function buildSentEstimate<K extends EstimateKind>(
  calculator: K,
  inputs: EstimateInputsMap[K],
  appVersion: string,
): SentEstimate<K> {
  return { calculator, inputs, ...estimateFigures(calculator, inputs), appVersion };
}

/** The JSON text of an estimate (what is stored and what the outbox keeps). */
export function serializeSentEstimate(estimate: SentEstimate): string {
  return JSON.stringify(estimate);
}

/** An estimate back from its JSON text; null when the text is not a valid estimate. */
export function parseSentEstimate(text: string): SentEstimate | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const read = readSentEstimate(raw);
  return read.ok ? read.value : null;
}
