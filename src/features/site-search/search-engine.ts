/**
 * The site search's index and matcher: a chunk of its own, loaded when the search box is first
 * focused or typed into (use-site-search.ts), not with every page.
 */
import { SEARCH_INDEX } from '../../content/search-index';
import { findEntries, type FoundEntries } from '../../domain/search/find-entries';
import type { SearchEntry } from '../../domain/search/search';

export { highlightTitle } from '../../domain/search/search';

export function searchSite(query: string): FoundEntries<SearchEntry> {
  return findEntries(SEARCH_INDEX, query);
}
