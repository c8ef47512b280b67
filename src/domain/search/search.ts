/**
 * Site search over a small static index (header search box). Pure: data in, data out.
 *
 * Matching: case-insensitive, «ё» equals «е», and every word of the query must be the start of
 * some word of the entry (its title or its keywords). Ranking: entries whose title holds more of
 * the query words come first, then entries whose title starts with the first query word, then the
 * index order (the index lists the most important pages first).
 */
export interface SearchEntry {
  title: string;
  href: string;
  /** Where the entry sits, shown under the title ("Электромонтаж", "Документы"); also searched. */
  section: string;
  /** Extra words people type: synonyms, abbreviations. Searched, never shown. */
  keywords?: readonly string[];
}

export const MAX_SEARCH_RESULTS = 8;

/** Lower case with «ё» folded into «е». */
export function normalizeText(text: string): string {
  return text.toLocaleLowerCase('ru-RU').replace(/ё/g, 'е');
}

/** The words of a text, normalized: runs of letters and digits. */
export function tokenize(text: string): string[] {
  return normalizeText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

const matchesSome = (words: readonly string[], queryWord: string) =>
  words.some((word) => word.startsWith(queryWord));

interface Ranked {
  entry: SearchEntry;
  titleHits: number;
  leads: boolean;
  order: number;
}

function rank(entry: SearchEntry, order: number, queryWords: readonly string[]): Ranked | null {
  const titleWords = tokenize(entry.title);
  const otherWords = [entry.section, ...(entry.keywords ?? [])].flatMap(tokenize);
  let titleHits = 0;
  for (const queryWord of queryWords) {
    if (matchesSome(titleWords, queryWord)) titleHits += 1;
    else if (!matchesSome(otherWords, queryWord)) return null;
  }
  const first = queryWords[0] ?? '';
  const leads = titleWords[0]?.startsWith(first) ?? false;
  return { entry, titleHits, leads, order };
}

/** The entries matching the query, best first, at most `limit`. An empty query finds nothing. */
export function searchEntries<T extends SearchEntry>(
  entries: readonly T[],
  query: string,
  limit: number = MAX_SEARCH_RESULTS,
): T[] {
  const queryWords = tokenize(query);
  if (queryWords.length === 0) return [];
  const ranked: Ranked[] = [];
  entries.forEach((entry, order) => {
    const result = rank(entry, order, queryWords);
    if (result) ranked.push(result);
  });
  ranked.sort(
    (a, b) => b.titleHits - a.titleHits || Number(b.leads) - Number(a.leads) || a.order - b.order,
  );
  return ranked.slice(0, limit).map((item) => item.entry as T);
}

/** A piece of a title, marked when it is the matched start of a word (for highlighting). */
export interface TitlePart {
  text: string;
  match: boolean;
}

/** Splits a title into parts, marking the word starts that the query words matched. */
export function highlightTitle(title: string, query: string): TitlePart[] {
  const queryWords = tokenize(query);
  const parts: TitlePart[] = [];
  let last = 0;
  for (const found of title.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = normalizeText(found[0]);
    const longest = queryWords
      .filter((queryWord) => word.startsWith(queryWord))
      .reduce((max, queryWord) => Math.max(max, queryWord.length), 0);
    if (longest === 0) continue;
    const start = found.index;
    if (start > last) parts.push({ text: title.slice(last, start), match: false });
    parts.push({ text: title.slice(start, start + longest), match: true });
    last = start + longest;
  }
  if (last < title.length) parts.push({ text: title.slice(last), match: false });
  return parts;
}
