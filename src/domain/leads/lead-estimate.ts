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
}

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
      if (isPlain(value) && !columns.includes(key)) columns.push(key);
    }
  }
  if (columns.length === 0) return null;
  const rows = records.map((record) =>
    columns.map((column) => {
      const value = record[column];
      return isPlain(value) ? estimateCell(value) : '';
    }),
  );
  return { columns, rows };
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
      return typeof label === 'string' && isPlain(value)
        ? [{ label, value: estimateCell(value) }]
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
  return { lines, totals };
}
