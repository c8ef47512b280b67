/** Short Russian month names as the service index shows them ('Янв 05, 2025'). */
export const SHORT_MONTHS_RU = [
  'Янв',
  'Фев',
  'Мар',
  'Апр',
  'Май',
  'Июн',
  'Июл',
  'Авг',
  'Сен',
  'Окт',
  'Ноя',
  'Дек',
] as const;

/** Genitive month names for a long date ('21 ноября 2026'). */
export const GENITIVE_MONTHS_RU = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

/** Parses 'YYYY-MM-DD'; anything else gives null. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { year, month, day };
}

export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'Янв 05, 2025': short month, two-digit day, year (public-site §2.13). */
export function formatShortDate({ year, month, day }: CalendarDate): string {
  return `${SHORT_MONTHS_RU[month - 1]} ${String(day).padStart(2, '0')}, ${year}`;
}

/** '21 ноября 2026'. */
export function formatLongDate({ year, month, day }: CalendarDate): string {
  return `${day} ${GENITIVE_MONTHS_RU[month - 1]} ${year}`;
}
