/**
 * Russian plural form for a whole number: pluralRu(1, ['день', 'дня', 'дней']) = 'день',
 * 2–4 'дня', 5–20 'дней', 21 'день'… Non-integers take the second form (1,5 дня).
 */
export function pluralRu(count: number, forms: readonly [string, string, string]): string {
  if (!Number.isInteger(count)) return forms[1];
  const n = Math.abs(count) % 100;
  const last = n % 10;
  if (n >= 11 && n <= 19) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

export const DAY_FORMS = ['день', 'дня', 'дней'] as const;
export const WEEK_FORMS = ['неделя', 'недели', 'недель'] as const;
