import { ESTIMATE_MISMATCH_TEXT } from '../estimates/estimate-check';
import { ESTIMATE_NAMES, isEstimateKind } from '../estimates/estimate-kinds';

/**
 * A calculator estimate attached to a lead (issue 17, stored as sent) read for a table: its
 * `lines` (objects of plain values) and `totals` (an object, or a list like the lines). Anything
 * else gives null, and the inbox shows the JSON as it is. Pure.
 */

export type EstimateCell = string;

export interface EstimateTable {
  columns: string[];
  rows: EstimateCell[][];
}

export interface EstimateView {
  lines: EstimateTable | null;
  totals: { label: string; value: string }[];
  /** The calculator's name and the app version that computed it, when the estimate says. */
  title?: string;
  appVersion?: string;
  /** The server's check found other figures: the flag and the server's totals. */
  mismatch?: { text: string; totals: { label: string; value: string }[] };
}

/** Column titles of the lines' usual keys; `key` is for machines and is not shown. */
const COLUMN_TITLES: Readonly<Record<string, string>> = {
  label: 'Позиция',
  value: 'Значение',
  unit: 'Ед. изм.',
};
const HIDDEN_COLUMNS = new Set(['key']);

type Plain = string | number | boolean | null;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isPlain = (value: unknown): value is Plain =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** A value as text: numbers in Russian style ('12 500,5'), yes/no, '' for null. */
export function estimateCell(value: Plain): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    return Number.isFinite(value)
      ? value.toLocaleString('ru-RU', { maximumFractionDigits: 2 })
      : '';
  }
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  return value;
}

function tableOf(items: unknown[]): EstimateTable | null {
  const records = items.filter(isRecord);
  if (records.length === 0) return null;
  const columns: string[] = [];
  for (const record of records) {
    for (const [key, value] of Object.entries(record)) {
      if (isPlain(value) && !columns.includes(key) && !HIDDEN_COLUMNS.has(key)) columns.push(key);
    }
  }
  if (columns.length === 0) return null;
  const rows = records.map((record) =>
    columns.map((column) => {
      const value = record[column];
      return isPlain(value) ? estimateCell(value) : '';
    }),
  );
  return { columns: columns.map((column) => COLUMN_TITLES[column] ?? column), rows };
}

function totalsOf(raw: unknown): { label: string; value: string }[] {
  if (isRecord(raw)) {
    return Object.entries(raw)
      .filter((entry): entry is [string, Plain] => isPlain(entry[1]))
      .map(([label, value]) => ({ label, value: estimateCell(value) }));
  }
  if (Array.isArray(raw)) {
    return raw.filter(isRecord).flatMap((item) => {
      const label = item.label ?? item.name ?? item.title;
      const value = item.value ?? item.amount ?? item.total ?? item.sum;
      const unit = typeof item.unit === 'string' && item.unit !== '' ? ` ${item.unit}` : '';
      return typeof label === 'string' && isPlain(value)
        ? [{ label, value: `${estimateCell(value)}${unit}` }]
        : [];
    });
  }
  return [];
}

export function readEstimate(estimate: unknown): EstimateView | null {
  if (!isRecord(estimate)) return null;
  const lines = Array.isArray(estimate.lines) ? tableOf(estimate.lines) : null;
  const totals = totalsOf(estimate.totals);
  if (!lines && totals.length === 0) return null;
  const view: EstimateView = { lines, totals };
  if (isEstimateKind(estimate.calculator)) view.title = ESTIMATE_NAMES[estimate.calculator];
  if (typeof estimate.appVersion === 'string') view.appVersion = estimate.appVersion;
  const check = estimate.check;
  if (isRecord(check) && check.matches === false) {
    const recomputed = isRecord(check.recomputed) ? check.recomputed.totals : undefined;
    view.mismatch = { text: ESTIMATE_MISMATCH_TEXT, totals: totalsOf(recomputed) };
  }
  return view;
}
