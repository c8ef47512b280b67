/**
 * Reading an address's query for the calculators' share links. Pure; never throws: a malformed or
 * overlong query is read as far as it goes (the calculators' sanitisers do the rest).
 */

/** Longest query read (a 300-character Cyrillic address is about 1 800 characters encoded). */
export const QUERY_MAX_LENGTH = 4096;

/** The query's parameters ('?a=1', 'a=1' or ''); the first value of a repeated key wins. */
export function readQuery(search: string): URLSearchParams {
  const text = typeof search === 'string' ? search.slice(0, QUERY_MAX_LENGTH) : '';
  try {
    return new URLSearchParams(text.startsWith('?') ? text.slice(1) : text);
  } catch {
    return new URLSearchParams();
  }
}

/** True when the query names at least one of `keys`. */
export function hasAnyKey(params: URLSearchParams, keys: readonly string[]): boolean {
  return keys.some((key) => params.has(key));
}

/** A parameter's first value, or undefined when absent. */
export function param(params: URLSearchParams, key: string): string | undefined {
  return params.get(key) ?? undefined;
}
