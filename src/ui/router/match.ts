/**
 * Route patterns of the site's router: static segments (`/services/electrical`), `:name` segments
 * and a trailing `*` (the rest, possibly nothing; `*` alone matches every address). Matching
 * ignores case and a trailing slash. When several patterns match, the most specific wins (static
 * over `:name` over `*`), then the first listed: the order-free ranking react-router uses.
 */

export interface PathMatch {
  pattern: string;
  params: Record<string, string>;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The match of one pattern against a pathname, or null. */
export function matchPath(pattern: string, pathname: string): PathMatch | null {
  const wanted = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*' && index === wanted.length - 1) {
      params['*'] = actual.slice(index).map(safeDecode).join('/');
      return { pattern, params };
    }
    const value = actual[index];
    if (value === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = safeDecode(value);
    else if (segment.toLowerCase() !== value.toLowerCase()) return null;
  }
  return actual.length === wanted.length ? { pattern, params } : null;
}

/** How specific a pattern is: higher wins. */
export function rankPattern(pattern: string): number {
  const segments = segmentsOf(pattern);
  let score = segments.length;
  for (const segment of segments) {
    if (segment === '*') score -= 2;
    else if (segment.startsWith(':')) score += 3;
    else score += 10;
  }
  return score;
}

/** The best of `patterns` for a pathname (by rank, then order), or null. */
export function pickRoute<R extends { path: string }>(
  routes: readonly R[],
  pathname: string,
): { route: R; match: PathMatch } | null {
  let best: { route: R; match: PathMatch; rank: number } | null = null;
  for (const route of routes) {
    const match = matchPath(route.path, pathname);
    if (!match) continue;
    const rank = rankPattern(route.path);
    if (!best || rank > best.rank) best = { route, match, rank };
  }
  return best && { route: best.route, match: best.match };
}
