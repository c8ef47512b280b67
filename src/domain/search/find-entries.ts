import { fromLatinLayout, looksLikeWrongLayout } from './keyboard-layout';
import { MAX_SEARCH_RESULTS, searchEntries, type SearchEntry } from './search';

export interface FoundEntries<T> {
  results: T[];
  /** The query the results match: the typed one, or its Russian-layout reading. */
  matchedQuery: string;
}

/**
 * Searches as typed; when that finds nothing and the query is all Latin letters, tries it again as
 * Russian typed in the English layout («jnpsds» finds «Отзывы»).
 */
export function findEntries<T extends SearchEntry>(
  entries: readonly T[],
  query: string,
  limit: number = MAX_SEARCH_RESULTS,
): FoundEntries<T> {
  const results = searchEntries(entries, query, limit);
  if (results.length > 0 || !looksLikeWrongLayout(query)) return { results, matchedQuery: query };
  const converted = fromLatinLayout(query);
  return { results: searchEntries(entries, converted, limit), matchedQuery: converted };
}
