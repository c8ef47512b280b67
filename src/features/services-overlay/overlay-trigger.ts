/**
 * The address triggers of the services overlay (public-site §2.3): the query parameter
 * `open=services` and a hash containing `open-services`.
 */
export const OVERLAY_QUERY_PARAM = 'open';
export const OVERLAY_QUERY_VALUE = 'services';
export const OVERLAY_HASH_TOKEN = 'open-services';

export interface OverlayTrigger {
  /** Whether the address asks for the overlay. */
  open: boolean;
  /** The search and hash with the trigger removed (unchanged when there was none). */
  search: string;
  hash: string;
}

function stripQuery(search: string): { found: boolean; search: string } {
  const params = new URLSearchParams(search);
  const values = params.getAll(OVERLAY_QUERY_PARAM);
  if (!values.includes(OVERLAY_QUERY_VALUE)) return { found: false, search };
  params.delete(OVERLAY_QUERY_PARAM);
  for (const value of values) {
    if (value !== OVERLAY_QUERY_VALUE) params.append(OVERLAY_QUERY_PARAM, value);
  }
  const rest = params.toString();
  return { found: true, search: rest ? `?${rest}` : '' };
}

function stripHash(hash: string): { found: boolean; hash: string } {
  const body = hash.replace(/^#/, '');
  if (!body.includes(OVERLAY_HASH_TOKEN)) return { found: false, hash };
  const rest = body
    .split(OVERLAY_HASH_TOKEN)
    .join('')
    .replace(/([&;,])[&;,]+/g, '$1')
    .replace(/^[&;,]+|[&;,]+$/g, '');
  return { found: true, hash: rest ? `#${rest}` : '' };
}

/** Reads the overlay trigger from an address and returns the address without it. */
export function readOverlayTrigger(search: string, hash: string): OverlayTrigger {
  const query = stripQuery(search);
  const fragment = stripHash(hash);
  return {
    open: query.found || fragment.found,
    search: query.search,
    hash: fragment.hash,
  };
}
