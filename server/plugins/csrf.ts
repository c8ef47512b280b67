import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';

export const CROSS_SITE_MESSAGE = 'Запрос отклонён.';

/** Sec-Fetch-Site values that are not another site: the page itself, or typed by the user. */
const SAME_SITE_FETCH = new Set(['same-origin', 'none']);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether the browser says the request comes from another site. Sec-Fetch-Site must be same-origin
 * or none (or absent: older browsers, tools); an Origin, when present, must be this server's own.
 * Origin's scheme may be https where this server sees http (TLS ended by a proxy), never the reverse.
 */
export function isCrossSiteRequest(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && !SAME_SITE_FETCH.has(String(fetchSite).toLowerCase())) {
    return true;
  }
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return true; // 'null' (sandboxed frames, file:) and anything unparsable
  }
  const scheme = parsed.protocol.replace(/:$/, '');
  if (scheme !== request.protocol && scheme !== 'https') return true;
  let own: URL;
  try {
    // Parsed with the Origin's scheme so default ports compare equal ('localhost:80' = 'localhost').
    own = new URL(`${parsed.protocol}//${request.host}`);
  } catch {
    return true;
  }
  return own.host !== parsed.host;
}

/** Whether a request carries a body (a length above zero or a chunked transfer). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
}

function isJsonContentType(value: string | undefined): boolean {
  const mediaType = (value ?? '').split(';', 1)[0] ?? '';
  return mediaType.trim().toLowerCase() === 'application/json';
}

/**
 * onRequest guard for every cookie- or token-authenticated route (SECURITY-NOTES, CSRF): a
 * cross-site request is refused with 403, and a body in anything but application/json with 415
 * (text/plain and form posts are what a foreign page can send without a preflight).
 */
export async function rejectCrossSite(request: FastifyRequest, reply: FastifyReply) {
  if (isCrossSiteRequest(request)) {
    return reply.status(403).send(errorBody(403, CROSS_SITE_MESSAGE));
  }
  if (
    BODY_METHODS.has(request.method) &&
    hasBody(request) &&
    !isJsonContentType(request.headers['content-type'])
  ) {
    return reply.status(415).send(errorBody(415));
  }
}
