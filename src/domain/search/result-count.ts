/** The Russian plural form for a count: one (1, 21), few (2–4, 22–24) or many (0, 5–20, 25). */
export function pluralRu(count: number, forms: readonly [one: string, few: string, many: string]) {
  const mod10 = count % 10;
  const mod100 = count % 100;
  if (mod10 === 1 && mod100 !== 11) return forms[0];
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return forms[1];
  return forms[2];
}

/** What a screen reader hears when the search results change. */
export function resultCountText(count: number): string {
  if (count === 0) return 'Ничего не найдено';
  const found = pluralRu(count, ['Найден', 'Найдено', 'Найдено']);
  return `${found} ${count} ${pluralRu(count, ['результат', 'результата', 'результатов'])}`;
}
