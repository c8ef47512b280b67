/**
 * Times in the inbox: stored in UTC, shown in Moscow time (UTC+3 all year since 26 October 2014),
 * and the date filter reads its days as Moscow days. Pure.
 */
import { parseIsoDate } from '../format/date';

export const MOSCOW_OFFSET_MS = 3 * 3600 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

/** '25.11.2026 10:42' (Moscow time) for an ISO UTC time; '' when it cannot be read. */
export function formatMoscowDateTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const d = new Date(time + MOSCOW_OFFSET_MS);
  return (
    `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
  );
}

/** The UTC instant a Moscow calendar day ('YYYY-MM-DD') starts at, as ISO; null if not a date. */
export function moscowDayStartUtc(day: string): string | null {
  const date = parseIsoDate(day);
  if (!date) return null;
  const utc = Date.UTC(date.year, date.month - 1, date.day) - MOSCOW_OFFSET_MS;
  const check = new Date(utc + MOSCOW_OFFSET_MS);
  if (check.getUTCDate() !== date.day) return null; // 31 February and the like
  return new Date(utc).toISOString();
}

/** The first UTC instant after a Moscow calendar day, as ISO; null if not a date. */
export function moscowDayEndUtc(day: string): string | null {
  const start = moscowDayStartUtc(day);
  if (start === null) return null;
  return new Date(Date.parse(start) + 24 * 3600 * 1000).toISOString();
}

/** Today's Moscow date as 'YYYY-MM-DD' (for file names and default filters). */
export function moscowToday(now: number = Date.now()): string {
  const d = new Date(now + MOSCOW_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}
