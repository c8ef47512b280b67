/** Russian plural form for a count: one (1, 21), few (2–4, 22–24), many (0, 5–20, 25…). */
export function pluralRu(count: number, one: string, few: string, many: string): string {
  const mod100 = Math.abs(count) % 100;
  const mod10 = mod100 % 10;
  if (mod100 >= 11 && mod100 <= 14) return many;
  if (mod10 === 1) return one;
  if (mod10 >= 2 && mod10 <= 4) return few;
  return many;
}

/** '148 дней', '21 день', '3 дня'. */
export function formatDays(days: number): string {
  return `${days} ${pluralRu(days, 'день', 'дня', 'дней')}`;
}
