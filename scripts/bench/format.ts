/** Units as the benchmark prints them. KB and MB are decimal: 1 KB = 1000 bytes. */
import type { BudgetCheck, CheckUnit } from './types';

export const KB = 1000;
export const MB = 1000 * 1000;

/** 1234 -> "1.2 KB", 2_345_678 -> "2.35 MB", 900 -> "900 B". */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(2)} MB`;
  if (bytes >= KB) return `${(bytes / KB).toFixed(1)} KB`;
  return `${bytes} B`;
}

/** Under 1 s in whole milliseconds, from 1 s in seconds: 412.4 -> "412 ms", 2345 -> "2.35 s". */
export function formatMs(ms: number): string {
  if (Math.round(ms) < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

/** Up to four decimals, so a value just over 0.02 never reads as "0.020": 0.0203 -> "0.0203". */
export function formatCls(cls: number): string {
  return String(Number(cls.toFixed(4)));
}

export function formatRate(perSecond: number): string {
  return `${Math.round(perSecond)}/s`;
}

export function formatValue(unit: CheckUnit, value: number): string {
  switch (unit) {
    case 'score':
    case 'count':
      return String(Math.round(value));
    case 'ms':
      return formatMs(value);
    case 'cls':
      return formatCls(value);
    case 'bytes':
      return formatBytes(value);
    case 'rps':
      return formatRate(value);
  }
}

export function formatLimit(check: Pick<BudgetCheck, 'op' | 'limit' | 'unit'>): string {
  return `${check.op === '>=' ? '≥' : '≤'} ${formatValue(check.unit, check.limit)}`;
}

/** "Lighthouse performance, /: 85 (budget ≥ 95)". */
export function describeCheck(check: BudgetCheck): string {
  const actual = check.actual === null ? 'not measured' : formatValue(check.unit, check.actual);
  return `${check.label}, ${check.subject}: ${actual} (budget ${formatLimit(check)})`;
}
